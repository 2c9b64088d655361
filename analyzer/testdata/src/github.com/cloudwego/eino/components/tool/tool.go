// Package tool is a stub of github.com/cloudwego/eino/components/tool (v0.7.36).
package tool

import (
	"context"

	"github.com/cloudwego/eino/schema"
)

type Option struct{ implSpecificOptFn any }

type BaseTool interface {
	Info(ctx context.Context) (*schema.ToolInfo, error)
}

type InvokableTool interface {
	BaseTool
	InvokableRun(ctx context.Context, argumentsInJSON string, opts ...Option) (string, error)
}
