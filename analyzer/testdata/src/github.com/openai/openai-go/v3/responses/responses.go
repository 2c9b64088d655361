// Package responses is a stub of github.com/openai/openai-go/v3/responses (v3.98.0).
package responses

import "github.com/openai/openai-go/v3/packages/param"

type FunctionToolParam struct {
	Strict      param.Opt[bool]   `json:"strict,omitzero" api:"required"`
	Parameters  map[string]any    `json:"parameters,omitzero" api:"required"`
	Name        string            `json:"name" api:"required"`
	Description param.Opt[string] `json:"description,omitzero"`
}
