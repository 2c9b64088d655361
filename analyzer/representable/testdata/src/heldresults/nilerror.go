package heldresults

import (
	"context"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// RegisterNilError: handlers that declare their results first and return
// the error variable, nil where they return it.
func RegisterNilError(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("pair", mcp.WithString("accountId")), pairAssigned)
	s.AddTool(mcp.NewTool("unassigned", mcp.WithString("ticket")), unassigned)
	s.AddTool(mcp.NewTool("viahelper", mcp.WithString("sku")), viaHelper)
	s.AddTool(mcp.NewTool("maybe", mcp.WithString("zone")), heldSuccess)
}

// pairAssigned sets both results in one assignment.
func pairAssigned(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var res *mcp.CallToolResult
	var err error
	acct := req.GetString("accountId", "")
	if !strings.HasPrefix(acct, "acct_") { // want `accountId must start with "acct_", but the schema does not say so: declare pattern "\^acct_"`
		res, err = mcp.NewToolResultError("accountId must start with acct_"), nil
		return res, err
	}
	return mcp.NewToolResultText(acct), nil
}

// unassigned never assigns its error.
func unassigned(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var err error
	ticket := req.GetString("ticket", "")
	if !strings.HasSuffix(ticket, "-T") { // want `ticket must end with "-T", but the schema does not say so: declare pattern "-T\$"`
		res := mcp.NewToolResultError("ticket must end with -T")
		return res, err
	}
	return mcp.NewToolResultText(ticket), err
}

// refuse is a failure helper returning an error variable that is nil.
func refuse(msg string) (*mcp.CallToolResult, error) {
	var err error
	res := mcp.NewToolResultError(msg)
	return res, err
}

func viaHelper(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	sku := req.GetString("sku", "")
	if !strings.Contains(sku, "/") { // want `sku must contain "/", but the schema does not say so: declare pattern "/"`
		return refuse("sku must contain a slash")
	}
	return mcp.NewToolResultText(sku), nil
}

// heldSuccess returns a success through the same variables: no rule.
func heldSuccess(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var err error
	zone := req.GetString("zone", "")
	if strings.HasPrefix(zone, "eu-") {
		res := mcp.NewToolResultText("europe")
		return res, err
	}
	return mcp.NewToolResultText(zone), nil
}
