// Package shared is a stub of github.com/openai/openai-go/v3/shared (v3.98.0).
package shared

import "github.com/openai/openai-go/v3/packages/param"

type FunctionDefinitionParam struct {
	Name        string             `json:"name" api:"required"`
	Strict      param.Opt[bool]    `json:"strict,omitzero"`
	Description param.Opt[string]  `json:"description,omitzero"`
	Parameters  FunctionParameters `json:"parameters,omitzero"`
}

type FunctionParameters map[string]any
