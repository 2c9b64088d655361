// Package anthropic is a stub of github.com/anthropics/anthropic-sdk-go (v1.84.0).
package anthropic

import "github.com/anthropics/anthropic-sdk-go/packages/param"

func String(s string) param.Opt[string] { return param.NewOpt(s) }
func Bool(b bool) param.Opt[bool]       { return param.NewOpt(b) }

type ToolParam struct {
	InputSchema ToolInputSchemaParam `json:"input_schema,omitzero" api:"required"`
	Name        string               `json:"name" api:"required"`
	Description param.Opt[string]    `json:"description,omitzero"`
	Strict      param.Opt[bool]      `json:"strict,omitzero"`
}

type ToolInputSchemaParam struct {
	Properties  any            `json:"properties,omitzero"`
	Required    []string       `json:"required,omitzero"`
	ExtraFields map[string]any `json:"-" api:"extrafields"`
}

// ToolUnionParam is one entry of a request's tools; the other variants
// (server tools) are omitted.
type ToolUnionParam struct {
	OfTool *ToolParam `json:",omitzero,inline"`
}

type MessageNewParams struct {
	MaxTokens int64            `json:"max_tokens" api:"required"`
	Model     string           `json:"model" api:"required"`
	Tools     []ToolUnionParam `json:"tools,omitzero"`
}
