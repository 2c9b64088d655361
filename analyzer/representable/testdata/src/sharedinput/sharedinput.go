// Package sharedinput: one struct is the input of several tools. A keyword
// declared on its field binds every tool that takes it, so a fix is
// offered only where each of them enforces the rule.
package sharedinput

import (
	"context"
	"errors"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type Args struct {
	ID   string `json:"id"`
	Note string `json:"note"`
}

type Both struct {
	Ref string `json:"ref"`
}

func get(ctx context.Context, req *mcp.CallToolRequest, in Args) (*mcp.CallToolResult, any, error) {
	if !strings.HasPrefix(in.ID, "id_") { // want `id must start with "id_", but the schema does not say so: state it in the field's jsonschema tag, a description only \(a keyword there panics at AddTool\) \(no fix: the declaration is shared by tool "list", whose code does not enforce it\)`
		return &mcp.CallToolResult{IsError: true}, nil, nil
	}
	return nil, nil, nil
}

func list(ctx context.Context, req *mcp.CallToolRequest, in Args) (*mcp.CallToolResult, any, error) {
	return nil, nil, nil
}

func one(ctx context.Context, req *mcp.CallToolRequest, in Both) (*mcp.CallToolResult, any, error) {
	if !strings.HasPrefix(in.Ref, "ref_") { // want `ref must start with "ref_", but the schema does not say so: state it in the field's jsonschema tag, a description only \(a keyword there panics at AddTool\)$`
		return nil, nil, errors.New("bad ref")
	}
	return nil, nil, nil
}

func two(ctx context.Context, req *mcp.CallToolRequest, in Both) (*mcp.CallToolResult, any, error) {
	if !strings.HasPrefix(in.Ref, "ref_") { // want `ref must start with "ref_", but the schema does not say so: state it in the field's jsonschema tag, a description only \(a keyword there panics at AddTool\)$`
		return nil, nil, errors.New("bad ref")
	}
	return nil, nil, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "get", Description: "Get."}, get)
	mcp.AddTool(s, &mcp.Tool{Name: "list", Description: "List."}, list)
	mcp.AddTool(s, &mcp.Tool{Name: "one", Description: "One."}, one)
	mcp.AddTool(s, &mcp.Tool{Name: "two", Description: "Two."}, two)
}
