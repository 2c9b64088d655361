// Package heldresults: mcp-go handlers that hold their result in a
// variable before returning it, or set named results and return bare.
package heldresults

import (
	"context"
	"errors"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("held", mcp.WithString("accountId")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		acct := req.GetString("accountId", "")
		if !strings.HasPrefix(acct, "acct_") { // want `accountId must start with "acct_", but the schema does not say so: declare pattern "\^acct_"`
			res := mcp.NewToolResultError("accountId must start with acct_")
			return res, nil
		}
		return mcp.NewToolResultText(acct), nil
	})
	s.AddTool(mcp.NewTool("bare", mcp.WithNumber("amount")), bare)
	s.AddTool(mcp.NewTool("bareerr", mcp.WithString("currency")), bareErr)
	s.AddTool(mcp.NewTool("reassigned", mcp.WithString("region")), reassigned)
}

// bare sets its named results and returns bare.
func bare(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
	amount := req.GetFloat("amount", 0)
	if amount > 5000 { // want `amount must be at most 5000, but the schema does not say so: declare maximum 5000`
		res = mcp.NewToolResultError("amount must be at most 5000")
		return
	}
	res = mcp.NewToolResultText("ok")
	return
}

// bareErr fails with a Go error set before a bare return.
func bareErr(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
	cur := req.GetString("currency", "usd")
	if cur != "usd" && cur != "eur" { // want `currency must be one of "usd", "eur", but the schema does not say so: declare enum \["usd", "eur"\]`
		err = errors.New("currency must be usd or eur")
		return
	}
	return mcp.NewToolResultText(cur), nil
}

// reassigned returns a variable that holds a failure or a success
// depending on the path: a value merged from several writes is not read
// as either, so no rule (the cautious answer).
func reassigned(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	region := req.GetString("region", "")
	res := mcp.NewToolResultError("region must end with -1")
	if strings.HasSuffix(region, "-1") {
		res = mcp.NewToolResultText(region)
	}
	if region == "" {
		res = mcp.NewToolResultText("default")
	}
	return res, nil
}
