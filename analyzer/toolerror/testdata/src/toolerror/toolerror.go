// Package toolerror returns failures as Go errors, which mcp-go never shows
// the model, next to the safe ways.
package toolerror

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func fetch(id string) (string, error) { return id, nil }

func lookup(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, err := req.RequireString("id")
	if err != nil {
		return nil, err // want `the model cannot read this failure: mcp-go sends a Go error returned by a handler as a JSON-RPC error \(-32603\), not as a tool result the model reads; return it as a tool result marked as error`
	}
	if !strings.HasPrefix(id, "usr_") {
		return nil, fmt.Errorf("id %q must start with usr_", id) // want `the model cannot read this failure`
	}
	if len(id) > 40 {
		return nil, fmt.Errorf("id too long: %w", errTooLong) // want `the model cannot read this failure`
	}
	// Without arguments the format is the message itself: no fmt.Sprintf.
	if strings.Contains(id, " ") {
		return nil, fmt.Errorf("id must not contain spaces") // want `the model cannot read this failure`
	}
	if strings.Contains(id, "%") {
		return nil, fmt.Errorf("id is 100%% wrong with a %% in it") // want `the model cannot read this failure`
	}
	if strings.Contains(id, "/") {
		return nil, fmt.Errorf(errSlash) // want `the model cannot read this failure`
	}
	if strings.Contains(id, ":") {
		return nil, fmt.Errorf("id has a %d colon") // want `the model cannot read this failure`
	}
	// A sentinel error of the package: its message is its Error().
	if strings.Contains(id, "?") {
		return nil, errQuestion // want `the model cannot read this failure`
	}
	// A variable written again is no sentinel: it may be nil, no fix.
	if strings.Contains(id, "#") {
		return nil, errHash // want `the model cannot read this failure`
	}
	data, err := fetch(id)
	if err != nil {
		return nil, err // infrastructure: reported only with -toolerror.all
	}
	return mcp.NewToolResultText(data), nil
}

var errTooLong = errors.New("too long")

var errQuestion = errors.New("id must not contain a question mark")

var errHash = errors.New("id must not contain a hash")

func init() {
	if strings.Contains(errTooLong.Error(), "x") {
		errHash = nil
	}
}

const errSlash = "id must not contain a slash"

type Args struct {
	Query string `json:"query"`
}

func search(ctx context.Context, req mcp.CallToolRequest, args Args) (*mcp.CallToolResult, error) {
	if args.Query == "" {
		return nil, errors.New("query is required") // want `the model cannot read this failure`
	}
	return mcp.NewToolResultText(args.Query), nil
}

func structured(ctx context.Context, req mcp.CallToolRequest, args Args) (string, error) {
	if args.Query == "" {
		return "", errors.New("query is required") // converted into an error result: safe
	}
	return args.Query, nil
}

func bind(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var a Args
	if err := req.BindArguments(&a); err != nil {
		return nil, err // want `the model cannot read this failure`
	}
	if a.Query == "" {
		return mcp.NewToolResultError("query is required"), nil // an error result: safe
	}
	return mcp.NewToolResultText(a.Query), nil
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("lookup", mcp.WithString("id", mcp.Required())), lookup)
	s.AddTool(mcp.NewTool("search", mcp.WithString("query")), mcp.NewTypedToolHandler(search))
	s.AddTool(mcp.NewTool("structured", mcp.WithString("query")), mcp.NewStructuredToolHandler(structured))
	s.AddTool(mcp.NewTool("bind", mcp.WithString("query")), bind)
}
