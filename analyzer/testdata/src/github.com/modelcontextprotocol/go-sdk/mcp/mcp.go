// Package mcp is a stub of github.com/modelcontextprotocol/go-sdk/mcp
// (v1.8.0) with the same signatures, for analysistest. The real module is
// exercised end to end through the example module.
package mcp

import (
	"context"
	"encoding/json"

	"github.com/google/jsonschema-go/jsonschema"
)

type Server struct{}

func NewServer(impl *Implementation, opts *ServerOptions) *Server { return &Server{} }

type Implementation struct{ Name, Version string }
type ServerOptions struct{}

type Tool struct {
	Description string
	InputSchema any
	Name        string
	Title       string
}

type Content interface{ isContent() }

type TextContent struct{ Text string }

func (*TextContent) isContent() {}

type CallToolParamsRaw struct {
	Name      string
	Arguments json.RawMessage
}

type CallToolRequest struct {
	Params *CallToolParamsRaw
}

type CallToolResult struct {
	Content []Content
	IsError bool
}

func (r *CallToolResult) SetError(err error) {}

type ToolHandler func(context.Context, *CallToolRequest) (*CallToolResult, error)

type ToolHandlerFor[In, Out any] func(_ context.Context, request *CallToolRequest, input In) (result *CallToolResult, output Out, _ error)

func (s *Server) AddTool(t *Tool, h ToolHandler) {}

func AddTool[In, Out any](s *Server, t *Tool, h ToolHandlerFor[In, Out]) {
	tt, hh := toolFor(t, h)
	s.AddTool(tt, hh)
}

// toolFor stands for the library's own inference: AddTool's registration
// is no tool definition of the library's.
func toolFor[In, Out any](t *Tool, h ToolHandlerFor[In, Out]) (*Tool, ToolHandler) {
	tt := *t
	if tt.InputSchema == nil {
		s, _ := jsonschema.For[In](nil)
		tt.InputSchema = s
	}
	return &tt, nil
}
