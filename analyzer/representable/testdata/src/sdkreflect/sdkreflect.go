// Package sdkreflect registers go-sdk tools through a wrapper that
// reflects each schema itself, with jsonschema.ForType, from an example
// value of the input struct: each call is a tool whose schema is For's
// reading of the value's type there.
package sdkreflect

import (
	"context"
	"encoding/json"
	"reflect"
	"strings"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func register(s *mcp.Server, name, desc string, args any, h mcp.ToolHandler) error {
	schema, err := jsonschema.ForType(reflect.TypeOf(args), nil)
	if err != nil {
		return err
	}
	s.AddTool(&mcp.Tool{Name: name, Description: desc, InputSchema: schema}, h)
	return nil
}

// edited changes the reflected schema after ForType: every tool's, read
// by no template.
func edited(s *mcp.Server, name string, args any, h mcp.ToolHandler) {
	schema, _ := jsonschema.ForType(reflect.TypeOf(args), nil)
	schema.Description = "edited"
	s.AddTool(&mcp.Tool{Name: name, InputSchema: schema}, h)
}

type TransferArgs struct {
	Account string  `json:"account" jsonschema:"The account to debit."`
	Amount  float64 `json:"amount"`
}

type NoteArgs struct {
	Text string `json:"text"`
}

func Register(s *mcp.Server) error {
	if err := register(s, "transfer", "Send money.", TransferArgs{}, transfer); err != nil {
		return err
	}
	edited(s, "note", NoteArgs{}, note)
	return nil
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

// note's schema is edited in the wrapper: no finding toolvet cannot place.
func note(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args NoteArgs
	if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
		return failed(err.Error()), nil
	}
	if !strings.HasPrefix(args.Text, "n_") {
		return failed("text must start with n_"), nil
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "noted"}}}, nil
}

func failed(msg string) *mcp.CallToolResult {
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: msg}}}
}
