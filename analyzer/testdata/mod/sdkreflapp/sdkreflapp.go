// Package sdkreflapp defines its go-sdk tools through sdkreflreg's
// reflecting wrapper, read through its fact.
package sdkreflapp

import (
	"context"
	"encoding/json"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/factsmod/sdkreflreg"
)

type TransferArgs struct {
	Account string `json:"account" jsonschema:"The account to debit."`
}

type LookupArgs struct {
	Code string `json:"code"`
}

func Register(s *mcp.Server) error {
	if err := sdkreflreg.Register(s, "transfer", "Send money.", TransferArgs{}, transfer); err != nil {
		return err
	}
	return readOnly(s, "lookup", "Look a code up.", LookupArgs{}, lookup)
}

// readOnly passes its parameters on to the wrapper: each of its calls is
// a tool too.
func readOnly(s *mcp.Server, name, desc string, args any, h mcp.ToolHandler) error {
	return sdkreflreg.Register(s, name, "Read-only. "+desc, args, h)
}

func transfer(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args TransferArgs
	if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
		return failed(err.Error()), nil
	}
	if !strings.HasPrefix(args.Account, "acct_") { // want `account must start with "acct_", but the schema does not say so`
		return failed("account must start with acct_"), nil
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "sent"}}}, nil
}

func lookup(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args LookupArgs
	if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
		return failed(err.Error()), nil
	}
	if !strings.HasPrefix(args.Code, "c_") { // want `code must start with "c_", but the schema does not say so`
		return failed("code must start with c_"), nil
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "found"}}}, nil
}

func failed(msg string) *mcp.CallToolResult {
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: msg}}}
}
