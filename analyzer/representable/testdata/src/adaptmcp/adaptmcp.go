// Package adaptmcp serves its tools with handlers of its own shape, a
// function or an interface receiving the argument map, adapted to mcp-go's
// handler by its own functions.
package adaptmcp

import (
	"context"
	"errors"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Handler is the project's handler shape.
type Handler interface {
	Handle(ctx context.Context, params map[string]any) (string, error)
}

// HandlerFunc makes a function a Handler.
type HandlerFunc func(ctx context.Context, params map[string]any) (string, error)

func (f HandlerFunc) Handle(ctx context.Context, params map[string]any) (string, error) {
	return f(ctx, params)
}

// Serve adapts a Handler, its errors becoming error results.
func Serve(h Handler) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		args, ok := req.Params.Arguments.(map[string]any)
		if !ok {
			return mcp.NewToolResultError("arguments must be an object"), nil
		}
		out, err := h.Handle(ctx, args)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(out), nil
	}
}

// serveFunc adapts a plain function.
func serveFunc(fn func(context.Context, map[string]any) (string, error)) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := fn(ctx, req.GetArguments())
		if err != nil {
			return nil, err
		}
		return mcp.NewToolResultText(out), nil
	}
}

type store struct{}

func (s *store) list(ctx context.Context, params map[string]any) (string, error) {
	limit, _ := params["limit"].(float64)
	if limit > 100 { // want `limit must be at most 100, but the schema does not say so`
		return "", errors.New("limit must be at most 100")
	}
	return "ok", nil
}

type regionHandler struct{}

func (regionHandler) Handle(ctx context.Context, params map[string]any) (string, error) {
	region, _ := params["region"].(string)
	if !strings.HasPrefix(region, "eu-") { // want `region must start with "eu-", but the schema does not say so`
		return "", errors.New("region must start with eu-")
	}
	return region, nil
}

func newSearchHandler() Handler {
	return HandlerFunc(func(ctx context.Context, params map[string]any) (string, error) {
		q, _ := params["query"].(string)
		if len(q) > 200 { // want `query must be at most 200 bytes long, but the schema does not say so`
			return "", errors.New("query too long")
		}
		return q, nil
	})
}

func Register(s *server.MCPServer, st *store) {
	s.AddTool(mcp.NewTool("list", mcp.WithNumber("limit")), serveFunc(st.list))
	s.AddTool(mcp.NewTool("region", mcp.WithString("region")), Serve(&regionHandler{}))
	s.AddTool(mcp.NewTool("search", mcp.WithString("query")), Serve(newSearchHandler()))
	h := Serve(HandlerFunc(func(ctx context.Context, params map[string]any) (string, error) {
		zone, _ := params["zone"].(string)
		if zone != "a" && zone != "b" { // want `zone must be one of "a", "b", but the schema does not say so`
			return "", errors.New("zone must be a or b")
		}
		return zone, nil
	}))
	s.AddTool(mcp.NewTool("zone", mcp.WithString("zone")), h)
}

// notAdapted passes the request, not the arguments: what it wraps is no
// handler of the arguments.
func notAdapted(fn func(context.Context, mcp.CallToolRequest) (string, error)) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := fn(ctx, req)
		if err != nil {
			return nil, err
		}
		return mcp.NewToolResultText(out), nil
	}
}

func count(ctx context.Context, req mcp.CallToolRequest) (string, error) {
	n := req.GetInt("n", 0)
	if n > 10 { // no finding: notAdapted is not followed
		return "", errors.New("n must be at most 10")
	}
	return "ok", nil
}

func RegisterCount(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("count", mcp.WithInteger("n")), notAdapted(count))
}

// An inventory of tools with handlers of the project's shape, ranged over
// and registered through the adapter.
var inventory = []struct {
	tool    mcp.Tool
	handler Handler
}{
	{tool: mcp.NewTool("rename", mcp.WithString("name")), handler: HandlerFunc(rename)},
}

func rename(ctx context.Context, params map[string]any) (string, error) {
	name, _ := params["name"].(string)
	if len(name) > 40 { // want `name must be at most 40 bytes long, but the schema does not say so`
		return "", errors.New("name too long")
	}
	return name, nil
}

func RegisterInventory(s *server.MCPServer) {
	for _, d := range inventory {
		s.AddTool(d.tool, Serve(d.handler))
	}
}

// Tool is a handler shape that receives the request and the argument map
// and returns mcp-go's results.
type Tool func(ctx context.Context, req mcp.CallToolRequest, args map[string]any) (*mcp.CallToolResult, error)

func withArgs(t Tool) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return t(ctx, req, req.GetArguments())
	}
}

func tag(ctx context.Context, req mcp.CallToolRequest, args map[string]any) (*mcp.CallToolResult, error) {
	color := req.GetString("color", "")
	if color != "red" && color != "blue" { // want `color must be one of "red", "blue", but the schema does not say so`
		return mcp.NewToolResultError("color must be red or blue"), nil
	}
	label, _ := args["label"].(string)
	if len(label) > 20 { // want `label must be at most 20 bytes long, but the schema does not say so`
		return mcp.NewToolResultError("label too long"), nil
	}
	return mcp.NewToolResultText(color + label), nil
}

func RegisterTag(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("tag", mcp.WithString("color"), mcp.WithString("label")), withArgs(tag))
}
