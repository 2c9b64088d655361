// Package anthropic is a stub of github.com/anthropics/anthropic-sdk-go (v1.84.0).
package anthropic

import (
	"context"
	"encoding/json"

	"github.com/anthropics/anthropic-sdk-go/packages/param"
)

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

// What a manual tool loop reads and sends back (message.go).

type Message struct {
	Content []ContentBlockUnion `json:"content"`
}

type ContentBlockUnion struct {
	ID    string          `json:"id"`
	Name  string          `json:"name"`
	Input json.RawMessage `json:"input"`
	Type  string          `json:"type"`
}

func (u ContentBlockUnion) AsAny() any { return u }

type ToolUseBlock struct {
	ID    string          `json:"id"`
	Input json.RawMessage `json:"input"`
	Name  string          `json:"name"`
}

func (u ContentBlockUnion) AsToolUse() ToolUseBlock {
	return ToolUseBlock{ID: u.ID, Input: u.Input, Name: u.Name}
}

type ContentBlockParamUnion struct {
	OfToolResult *ToolResultBlockParam `json:",omitzero,inline"`
}

type ToolResultBlockParam struct {
	ToolUseID string          `json:"tool_use_id"`
	IsError   param.Opt[bool] `json:"is_error,omitzero"`
	Content   string          `json:"content"`
}

func NewToolResultBlock(toolUseID string, content string, isError bool) ContentBlockParamUnion {
	return ContentBlockParamUnion{OfToolResult: &ToolResultBlockParam{ToolUseID: toolUseID, Content: content, IsError: param.NewOpt(isError)}}
}

// The beta tool runner's types (betatoolrunner.go).

type BetaTextBlockParam struct {
	Text string `json:"text"`
}

type BetaToolResultBlockParamContentUnion struct {
	OfText *BetaTextBlockParam `json:",omitzero,inline"`
}

type BetaToolInputSchemaParam struct {
	Properties any      `json:"properties,omitzero"`
	Required   []string `json:"required,omitzero"`
}

type BetaTool interface {
	Name() string
	Description() string
	InputSchema() BetaToolInputSchemaParam
	Execute(ctx context.Context, input json.RawMessage) ([]BetaToolResultBlockParamContentUnion, error)
}

// A managed agent's custom tool, created with the agent (Agents.New's
// Tools), and the session events that carry its calls.
type BetaManagedAgentsCustomToolParams struct {
	Description string                                      `json:"description"`
	InputSchema BetaManagedAgentsCustomToolInputSchemaParam `json:"input_schema,omitzero"`
	Name        string                                      `json:"name"`
	Type        BetaManagedAgentsCustomToolParamsType       `json:"type,omitzero"`
}

type BetaManagedAgentsCustomToolParamsType string

type BetaManagedAgentsCustomToolInputSchemaParam struct {
	Properties  map[string]any `json:"properties,omitzero"`
	Required    []string       `json:"required,omitzero"`
	ExtraFields map[string]any `json:"-"`
}

type BetaManagedAgentsStreamSessionEventsUnion struct {
	ID    string `json:"id"`
	Type  string `json:"type"`
	Name  string `json:"name"`
	Input any    `json:"input"`
}

// BetaToolParam is the beta API's tool definition.
type BetaToolParam struct {
	InputSchema BetaToolInputSchemaParam `json:"input_schema,omitzero" api:"required"`
	Name        string                   `json:"name" api:"required"`
	Description param.Opt[string]        `json:"description,omitzero"`
	Strict      param.Opt[bool]          `json:"strict,omitzero"`
}
