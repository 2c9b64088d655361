// Package adaptmcperr: what becomes of the Go error of a handler of the
// project's own shape is its adapter's choice. Returned as is, the model
// never reads it; the handler's return cannot be rewritten into a result
// (the handler returns a string), so it is reported without a fix.
package adaptmcperr

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Handler interface {
	Handle(ctx context.Context, params map[string]any) (string, error)
}

// passOn returns the handler's error as the library handler's error.
func passOn(h Handler) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := h.Handle(ctx, req.GetArguments())
		if err != nil {
			return nil, err
		}
		return mcp.NewToolResultText(out), nil
	}
}

// convert returns it as an error result.
func convert(h Handler) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := h.Handle(ctx, req.GetArguments())
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(out), nil
	}
}

type lookup struct{}

func (lookup) Handle(ctx context.Context, params map[string]any) (string, error) {
	id, _ := params["id"].(string)
	if id == "" {
		return "", errors.New("id is required") // want `the model cannot read this failure: passOn passes this handler's Go error on`
	}
	return id, nil
}

type fetch struct{}

func (fetch) Handle(ctx context.Context, params map[string]any) (string, error) {
	id, _ := params["id"].(string)
	if id == "" {
		return "", errors.New("id is required") // convert makes it an error result
	}
	return id, nil
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("lookup", mcp.WithString("id", mcp.Required())), passOn(lookup{}))
	s.AddTool(mcp.NewTool("fetch", mcp.WithString("id", mcp.Required())), convert(fetch{}))
}

// Tool receives the argument map and returns mcp-go's results: its
// failing returns can be rewritten in mcp-go's idiom.
type Tool func(ctx context.Context, args map[string]any) (*mcp.CallToolResult, error)

func withArgs(t Tool) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return t(ctx, req.GetArguments())
	}
}

func remove(ctx context.Context, args map[string]any) (*mcp.CallToolResult, error) {
	id, _ := args["id"].(string)
	if id == "" {
		return nil, errors.New("id is required") // want `the model cannot read this failure: withArgs passes this handler's Go error on`
	}
	return mcp.NewToolResultText(id), nil
}

func RegisterRemove(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("remove", mcp.WithString("id", mcp.Required())), withArgs(remove))
}

// failed is a predicate: convertChecked's test of it is a test of err.
func failed(err error) bool { return err != nil }

// convertChecked returns the handler's error as an error result, under a
// predicate on it.
func convertChecked(h Handler) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := h.Handle(ctx, req.GetArguments())
		if failed(err) {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(out), nil
	}
}

// convertSwitched does the same with the success first, as the one case
// of a switch: what follows it runs when err != nil.
func convertSwitched(h Handler) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := h.Handle(ctx, req.GetArguments())
		switch {
		case !failed(err):
			return mcp.NewToolResultText(out), nil
		}
		return mcp.NewToolResultError(err.Error()), nil
	}
}

type archive struct{}

func (archive) Handle(ctx context.Context, params map[string]any) (string, error) {
	id, _ := params["id"].(string)
	if id == "" {
		return "", errors.New("id is required") // convertChecked and convertSwitched make it an error result
	}
	return id, nil
}

func RegisterArchive(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("archive", mcp.WithString("id", mcp.Required())), convertChecked(archive{}))
	s.AddTool(mcp.NewTool("restore", mcp.WithString("id", mcp.Required())), convertSwitched(archive{}))
}
