// Package owntypeapi is a server's own tool types: each tool is a
// ServerTool value pairing a jsonschema-go schema with the function that
// answers the call. Another package (not here: it imports the ones that
// define the tools) turns them into the MCP library's tools at start-up.
package owntypeapi

import (
	"fmt"

	"github.com/google/jsonschema-go/jsonschema"
)

// Tool is what the model is shown.
type Tool struct {
	Name         string
	Description  string
	InputSchema  *jsonschema.Schema
	OutputSchema *jsonschema.Schema
}

// ServerTool is a tool and its handler.
type ServerTool struct {
	Tool    Tool
	Handler HandlerFunc
	Hidden  bool
}

// CallRequest hands out the call's arguments.
type CallRequest interface {
	GetArguments() map[string]any
}

// Params is what a handler is given.
type Params struct {
	CallRequest
	Verbose bool
}

// Result is a handler's answer; Err marks it as failed.
type Result struct {
	Text string
	Err  error
}

// HandlerFunc answers one call.
type HandlerFunc func(params Params) (*Result, error)

// NewResult builds a result, failed when err is not nil.
func NewResult(text string, err error) *Result {
	return &Result{Text: text, Err: err}
}

// RequiredString reads a string argument that must be sent.
func RequiredString(params Params, key string) (string, error) {
	v, ok := params.GetArguments()[key]
	if !ok {
		return "", fmt.Errorf("%s is required", key)
	}
	s, ok := v.(string)
	if !ok {
		return "", fmt.Errorf("%s must be a string", key)
	}
	return s, nil
}
