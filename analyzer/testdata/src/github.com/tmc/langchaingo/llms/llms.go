// Package llms is a stub of github.com/tmc/langchaingo/llms (v0.1.14)
// with the declarations a function-calling loop uses, for analysistest.
package llms

type Tool struct {
	Type     string              `json:"type"`
	Function *FunctionDefinition `json:"function,omitempty"`
}

type FunctionDefinition struct {
	Name        string `json:"name"`
	Description string `json:"description"`
	Parameters  any    `json:"parameters,omitempty"`
	Strict      bool   `json:"strict,omitempty"`
}

type FunctionCall struct {
	Name      string `json:"name"`
	Arguments string `json:"arguments"`
}

type ToolCall struct {
	ID           string        `json:"id"`
	Type         string        `json:"type"`
	FunctionCall *FunctionCall `json:"function,omitempty"`
}

type ToolCallResponse struct {
	ToolCallID string `json:"tool_call_id"`
	Name       string `json:"name"`
	Content    string `json:"content"`
}

type ContentPart interface{}

type ChatMessageType string

const ChatMessageTypeTool ChatMessageType = "tool"

type MessageContent struct {
	Role  ChatMessageType
	Parts []ContentPart
}

type ContentChoice struct {
	Content   string
	ToolCalls []ToolCall
}

type ContentResponse struct {
	Choices []*ContentChoice
}
