// Package toolerrorcancel: with -toolerror.all, infrastructure failures
// are reported, except the call's own cancellation, which no one reads.
package toolerrorcancel

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	sdk "github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/tmc/langchaingo/tools"
)

func fetch(ctx context.Context) (string, error) { return "", nil }

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("status"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := ctx.Err(); err != nil {
			return nil, err // the client has given up: not reported
		}
		if ctx.Err() != nil {
			return nil, context.Cause(ctx) // not reported
		}
		data, err := fetch(ctx)
		if errors.Is(err, context.Canceled) {
			return nil, err // not reported
		}
		if err != nil {
			return nil, fmt.Errorf("status backend: %w", err) // want `the model cannot read this failure`
		}
		tctx, cancel := context.WithTimeout(ctx, time.Second)
		defer cancel()
		if _, err := fetch(tctx); err != nil {
			return nil, tctx.Err() // want `the model cannot read this failure`
		}
		return mcp.NewToolResultText(data), nil
	})
}

type statusIn struct{}

func sdkStatus(ctx context.Context, req *sdk.CallToolRequest, in statusIn) (*sdk.CallToolResult, any, error) {
	if _, err := fetch(ctx); err != nil {
		return nil, nil, &jsonrpc.Error{Code: jsonrpc.CodeInternalError, Message: err.Error()} // want `the model cannot read this failure: go-sdk sends a \*jsonrpc.Error`
	}
	if ctx.Err() != nil {
		return nil, nil, &jsonrpc.Error{Code: jsonrpc.CodeInternalError, Message: "canceled"} // not reported
	}
	return &sdk.CallToolResult{}, nil, nil
}

func RegisterSDK(s *sdk.Server) {
	sdk.AddTool(s, &sdk.Tool{Name: "status"}, sdkStatus)
}

// Status is a langchaingo tool.
type Status struct{}

var _ tools.Tool = Status{}

func (Status) Name() string        { return "status" }
func (Status) Description() string { return "Service status." }

func (Status) Call(ctx context.Context, input string) (string, error) {
	data, err := fetch(ctx)
	if err != nil {
		return "", err // want `the model cannot read this failure: langchaingo's agent executor`
	}
	return data, nil
}
