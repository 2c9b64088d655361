// Package openai is a stub of github.com/openai/openai-go/v3 (v3.98.0).
package openai

import (
	"github.com/openai/openai-go/v3/packages/param"
	"github.com/openai/openai-go/v3/shared"
)

type FunctionDefinitionParam = shared.FunctionDefinitionParam

type FunctionParameters = shared.FunctionParameters

func String(s string) param.Opt[string] { return param.NewOpt(s) }
func Bool(b bool) param.Opt[bool]       { return param.NewOpt(b) }

type ChatCompletionFunctionToolParam struct {
	Function shared.FunctionDefinitionParam `json:"function,omitzero" api:"required"`
}

type ChatCompletionToolUnionParam struct {
	OfFunction *ChatCompletionFunctionToolParam `json:",omitzero,inline"`
}

func ChatCompletionFunctionTool(function shared.FunctionDefinitionParam) ChatCompletionToolUnionParam {
	return ChatCompletionToolUnionParam{OfFunction: &ChatCompletionFunctionToolParam{Function: function}}
}

// What a chat-completions tool loop reads (chatcompletion.go).

type ChatCompletionMessageToolCallUnion struct {
	ID       string                                        `json:"id"`
	Function ChatCompletionMessageFunctionToolCallFunction `json:"function"`
}

type ChatCompletionMessageFunctionToolCallFunction struct {
	Arguments string `json:"arguments"`
	Name      string `json:"name"`
}

type ChatCompletionMessageParamUnion struct {
	Content    string
	ToolCallID string
}

func ToolMessage(content string, toolCallID string) ChatCompletionMessageParamUnion {
	return ChatCompletionMessageParamUnion{Content: content, ToolCallID: toolCallID}
}
