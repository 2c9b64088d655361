// Package heldresultserr: failures set in named results before a bare
// return, and error results held in a variable, in handlers and in the
// middleware around them.
package heldresultserr

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("bareerr", mcp.WithString("currency")), bareErr)
	s.AddTool(mcp.NewTool("held", mcp.WithString("accountId")), held)
	s.AddTool(mcp.NewTool("logged", mcp.WithString("id")), logged(plain))
	s.AddTool(mcp.NewTool("pair", mcp.WithString("accountId")), pair)
	s.AddTool(mcp.NewTool("declared", mcp.WithString("id")), declared(plain))
	s.AddTool(mcp.NewTool("formatted", mcp.WithString("zone")), formatted)
	s.AddTool(mcp.NewTool("resultset", mcp.WithString("zone")), resultSet)
}

// bareErr's Go error, set before a bare return, is a JSON-RPC error; the
// fix returns the error result explicitly.
func bareErr(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
	cur := req.GetString("currency", "usd")
	if cur != "usd" && cur != "eur" {
		err = errors.New("currency must be usd or eur")
		return // want `the model cannot read this failure: mcp-go sends a Go error returned by a handler as a JSON-RPC error`
	}
	res = mcp.NewToolResultText(cur)
	return
}

// held returns an error result held in a variable: the model reads it.
func held(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	acct := req.GetString("accountId", "")
	if !strings.HasPrefix(acct, "acct_") {
		res := mcp.NewToolResultError("accountId must start with acct_")
		return res, nil
	}
	return mcp.NewToolResultText(acct), nil
}

// logged turns the handler's error into an error result it holds first:
// plain's Go error reaches the model.
func logged(h server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := h(ctx, req)
		if err != nil {
			failed := mcp.NewToolResultError(err.Error())
			return failed, nil
		}
		return res, nil
	}
}

func plain(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("id", "") == "" {
		return nil, errors.New("id is required")
	}
	return mcp.NewToolResultText("ok"), nil
}

// pair sets both results at once, the error to nil: the model reads the
// error result.
func pair(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var res *mcp.CallToolResult
	var err error
	if !strings.HasPrefix(req.GetString("accountId", ""), "acct_") {
		res, err = mcp.NewToolResultError("accountId must start with acct_"), nil
		return res, err
	}
	return mcp.NewToolResultText("ok"), nil
}

// declared turns the handler's error into an error result, returned with
// an error variable it never assigns: plain's Go error reaches the model.
func declared(h server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var none error
		res, err := h(ctx, req)
		if err != nil {
			failed := mcp.NewToolResultError(err.Error())
			return failed, none
		}
		return res, none
	}
}

// formatted's message is formatted from a variable: the fix reads it from
// the error the named result holds.
func formatted(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
	zone := req.GetString("zone", "")
	if !strings.HasPrefix(zone, "eu-") {
		err = fmt.Errorf("zone %q must start with eu-", zone)
		return // want `the model cannot read this failure: mcp-go sends a Go error returned by a handler as a JSON-RPC error`
	}
	res = mcp.NewToolResultText(zone)
	return
}

// resultSet sets a result beside its error before a bare return: the
// report stands, with no fix (the result would be dropped).
func resultSet(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
	res = mcp.NewToolResultText("partial")
	if zone := req.GetString("zone", ""); zone == "" {
		err = errors.New("zone is required")
		return // want `the model cannot read this failure: mcp-go sends a Go error returned by a handler as a JSON-RPC error`
	}
	return
}
