package adapthandlers // want package:`wrappers\(mcp-go\)`

// Package adapthandlers defines the module's own handler shapes and the
// adapters that turn them into mcp-go handlers.

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Config is what every handler is given besides its arguments.
type Config struct{ Verbose bool }

// ResourceHandler handles one tool call from its argument map.
type ResourceHandler interface { // want ResourceHandler:`adapted\(mcp-go: method Handle, argument 1, converts errors\)`
	Handle(ctx context.Context, params map[string]any, cfg *Config) (string, error)
}

// ResourceHandlerFunc makes a function a ResourceHandler.
type ResourceHandlerFunc func(ctx context.Context, params map[string]any, cfg *Config) (string, error) // want ResourceHandlerFunc:`adapted\(mcp-go: method Handle, argument 1, converts errors\)`

func (f ResourceHandlerFunc) Handle(ctx context.Context, params map[string]any, cfg *Config) (string, error) {
	return f(ctx, params, cfg)
}

// Executor runs one tool call; its errors are passed on.
type Executor func(ctx context.Context, params map[string]any) (string, error) // want Executor:`adapted\(mcp-go, argument 1\)`

// CommandExecutor runs one tool call from its argument map and nothing of
// this package: a type satisfies it without importing the package.
type CommandExecutor interface { // want CommandExecutor:`adapted\(mcp-go: method Execute, argument 1, converts errors\)`
	Execute(ctx context.Context, params map[string]any) (string, error)
}

// Unadapted is a handler shape no adapter of the package takes.
type Unadapted func(ctx context.Context, params map[string]any) (string, error)

// Adapt makes a ResourceHandler an mcp-go handler, its errors error
// results.
func Adapt(h ResourceHandler, cfg *Config) server.ToolHandlerFunc { // want Adapt:`adapts\(mcp-go: handler 0.Handle, arguments map as 1, converts errors\)`
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		args, ok := req.Params.Arguments.(map[string]any)
		if !ok {
			return mcp.NewToolResultError("arguments must be an object"), nil
		}
		out, err := h.Handle(ctx, args, cfg)
		if err != nil {
			if out != "" {
				return mcp.NewToolResultError(err.Error() + "\n" + out), nil
			}
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(out), nil
	}
}

// Run makes an Executor an mcp-go handler, passing its errors on.
func Run(e Executor) server.ToolHandlerFunc { // want Run:`adapts\(mcp-go: handler 0, arguments map as 1\)`
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := e(ctx, req.GetArguments())
		if err != nil {
			return nil, err
		}
		return mcp.NewToolResultText(out), nil
	}
}

// AdaptExecutor makes a CommandExecutor an mcp-go handler, its errors
// error results.
func AdaptExecutor(e CommandExecutor) server.ToolHandlerFunc { // want AdaptExecutor:`adapts\(mcp-go: handler 0.Execute, arguments map as 1, converts errors\)`
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := e.Execute(ctx, req.GetArguments())
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(out), nil
	}
}

// Logged is no adapter: it passes the request, not the arguments.
func Logged(u Unadapted) server.ToolHandlerFunc { // want Logged:`passesErrors\(mcp-go: 0\)`
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := u(ctx, map[string]any{"name": req.Params.Name})
		if err != nil {
			return nil, err
		}
		return mcp.NewToolResultText(out), nil
	}
}

// Register registers a tool with a ResourceHandler, through Adapt.
func Register(s *server.MCPServer, t mcp.Tool, h ResourceHandler, cfg *Config) { // want Register:`registers\(mcp-go: tool 1, handler 2, adapted adapts\(mcp-go: handler 0.Handle, arguments map as 1, converts errors\)\)`
	s.AddTool(t, Adapt(h, cfg))
}
