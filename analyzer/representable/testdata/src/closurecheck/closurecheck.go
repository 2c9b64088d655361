// Package closurecheck: validation closures the handler defines and calls,
// read like validation helpers of the package; a closure made only of
// guards, whatever it is given (a presence flag, a condition already
// computed, an argument less one), is read as those guards where the
// handler fails on its verdict.
package closurecheck

import (
	"context"
	"errors"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("transfer",
		mcp.WithString("accountId", mcp.Required()),
		mcp.WithString("currency", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		acct := req.GetString("accountId", "")
		cur := req.GetString("currency", "")
		checkAccount := func(s string) error {
			if !strings.HasPrefix(s, "acct_") {
				return errors.New("accountId must start with acct_")
			}
			return nil
		}
		isCurrency := func(c string) bool { return c == "usd" || c == "eur" }
		if err := checkAccount(acct); err != nil { // want `accountId must start with "acct_", but the schema does not say so: declare pattern "\^acct_"`
			return mcp.NewToolResultError(err.Error()), nil
		}
		if !isCurrency(cur) { // want `currency must be one of "usd", "eur", but the schema does not say so: declare enum \["usd", "eur"\]`
			return mcp.NewToolResultError("currency must be usd or eur"), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})

	s.AddTool(mcp.NewTool("page",
		mcp.WithNumber("limit"),
		mcp.WithNumber("amount"),
		mcp.WithInteger("step"),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		args := req.GetArguments()
		limit, ok := args["limit"].(float64)
		present := func(ok bool) error {
			if !ok {
				return errors.New("limit is required")
			}
			return nil
		}
		if err := present(ok); err != nil { // want `limit is required, but the schema does not say so: declare required`
			return mcp.NewToolResultError(err.Error()), nil
		}
		amount := req.GetFloat("amount", 0)
		bad := amount < 1 || amount > 5000
		check := func(bad bool) error {
			if bad {
				return errors.New("amount must be between 1 and 5000")
			}
			return nil
		}
		if err := check(bad); err != nil { // want `amount must be at least 1 and at most 5000, but the schema does not say so: declare minimum 1, maximum 5000`
			return mcp.NewToolResultError(err.Error()), nil
		}
		i := req.GetInt("step", 1) - 1
		index := func(i int) error {
			if i < 0 {
				return errors.New("step starts at 1")
			}
			return nil
		}
		if err := index(i); err != nil { // want `step must be at least 1, but the schema does not say so: declare minimum 1`
			return mcp.NewToolResultError(err.Error()), nil
		}
		_ = limit
		return mcp.NewToolResultText("ok"), nil
	})

	// Negative: the closure does more than guard its parameter (it counts
	// the calls), so its verdict is not read as the guard alone.
	calls := 0
	s.AddTool(mcp.NewTool("counted", mcp.WithNumber("limit")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		_, ok := req.GetArguments()["limit"].(float64)
		present := func(ok bool) error {
			calls++
			if !ok {
				return errors.New("limit is required")
			}
			return nil
		}
		if err := present(ok); err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})

	// Negative: the handler changes the field before it hands the struct to
	// the closure: the closure checks no argument.
	s.AddTool(mcp.NewTool("bound", mcp.WithInteger("count")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var in counted
		if err := req.BindArguments(&in); err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		in.Count += 100
		check := func(in counted) error {
			if in.Count < 0 {
				return errors.New("count")
			}
			return nil
		}
		if err := check(in); err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})

	// Negative: the closure is replaced before it is called, so which one
	// runs is not one function toolvet can read.
	s.AddTool(mcp.NewTool("replaced",
		mcp.WithString("accountId", mcp.Required()),
		mcp.WithBoolean("strict"),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		acct := req.GetString("accountId", "")
		check := func(s string) error { return nil }
		if req.GetBool("strict", false) {
			check = func(s string) error {
				if !strings.HasPrefix(s, "acct_") {
					return errors.New("accountId must start with acct_")
				}
				return nil
			}
		}
		if err := check(acct); err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
}

type counted struct {
	Count int `json:"count"`
}
