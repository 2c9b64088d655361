// Package toolrunner is a stub of github.com/anthropics/anthropic-sdk-go/toolrunner (v1.84.0).
package toolrunner

import (
	"context"

	"github.com/anthropics/anthropic-sdk-go"
)

func NewBetaToolFromJSONSchema[T any](
	name, description string,
	handler func(context.Context, T) (anthropic.BetaToolResultBlockParamContentUnion, error),
) (anthropic.BetaTool, error) {
	return nil, nil
}

func NewBetaTool[T any](
	name, description string,
	schema anthropic.BetaToolInputSchemaParam,
	handler func(context.Context, T) (anthropic.BetaToolResultBlockParamContentUnion, error),
) anthropic.BetaTool {
	return nil
}
