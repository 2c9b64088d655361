// Package deferrederr collects the problems with the arguments and fails
// on them at once, as a Go error the model never reads; next to it, a list
// of failures that are no reading of the arguments.
package deferrederr

import (
	"context"
	"errors"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func ping(host string) error { return nil }

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("transfer",
		mcp.WithString("accountId", mcp.Required()),
		mcp.WithNumber("amount", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		acct := req.GetString("accountId", "")
		amount := req.GetFloat("amount", 0)
		var errs []error
		if !strings.HasPrefix(acct, "acct_") {
			errs = append(errs, errors.New("accountId must start with acct_"))
		}
		if amount <= 0 {
			errs = append(errs, errors.New("amount must be positive"))
		}
		if len(errs) > 0 {
			// errors.Join(errs...).Error() is safe: every problem
			// appended is an error made there, and there is one.
			return nil, errors.Join(errs...) // want `the model cannot read this failure: mcp-go sends a Go error returned by a handler as a JSON-RPC error \(-32603\), not as a tool result the model reads; return it as a tool result marked as error`
		}
		return mcp.NewToolResultText("ok"), nil
	})

	s.AddTool(mcp.NewTool("refund",
		mcp.WithString("transferId", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		id := req.GetString("transferId", "")
		var errs []error
		if !strings.HasPrefix(id, "tr_") {
			errs = append(errs, errors.New("transferId must start with tr_"))
		}
		if err := errors.Join(errs...); err != nil {
			return nil, err // want `the model cannot read this failure`
		}
		return mcp.NewToolResultText("ok"), nil
	})

	// The hosts' failures to answer are collected: no argument is read
	// wrong, the failure is the hosts'.
	s.AddTool(mcp.NewTool("pingall"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var errs []error
		for _, h := range []string{"a", "b"} {
			if err := ping(h); err != nil {
				errs = append(errs, err)
			}
		}
		if err := errors.Join(errs...); err != nil {
			return nil, err
		}
		return mcp.NewToolResultText("ok"), nil
	})
	s.AddTool(mcp.NewTool("pingone"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var errs []error
		if err := ping("a"); err != nil {
			errs = append(errs, err)
		}
		if len(errs) > 0 {
			return nil, errors.Join(errs...)
		}
		return mcp.NewToolResultText("ok"), nil
	})
}
