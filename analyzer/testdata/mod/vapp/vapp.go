// Package vapp defines go-sdk tools whose inputs, or their validation, are
// declared in package vtypes.
package vapp

import (
	"context"

	"example.com/factsmod/vtypes"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func refund(ctx context.Context, req *mcp.CallToolRequest, in vtypes.RefundIn) (*mcp.CallToolResult, any, error) {
	// The fields are declared in vtypes: reported, not fixed here.
	if err := in.Validate(); err != nil { // want `transferId must start with "tr_", but the schema does not say so` `reason must be at most 200 bytes long, but the schema does not say so`
		return nil, nil, err
	}
	return nil, nil, nil
}

// IssueIn embeds vtypes.Repo, and with it its Validate method.
type IssueIn struct {
	vtypes.Repo
	Title string `json:"title"`
}

func issue(ctx context.Context, req *mcp.CallToolRequest, in IssueIn) (*mcp.CallToolResult, any, error) {
	return nil, nil, nil
}

// PageIn converts to vtypes.Page: its fields are declared here, and the
// fix is here.
type PageIn struct {
	Page int `json:"page"`
	Size int `json:"size"`
}

func list(ctx context.Context, req *mcp.CallToolRequest, in PageIn) (*mcp.CallToolResult, any, error) {
	if err := vtypes.Page(in).Validate(); err != nil { // want `page must be at most 50, but the schema does not say so`
		return nil, nil, err
	}
	return nil, nil, nil
}

func lookup(ctx context.Context, req *mcp.CallToolRequest, in vtypes.Lookup) (*mcp.CallToolResult, any, error) {
	if err := in.Validate(); err != nil { // opaque: nothing to declare
		return nil, nil, err
	}
	return nil, nil, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "refund", Description: "Refund a transfer"}, refund)
	mcp.AddTool(s, &mcp.Tool{Name: "issue", Description: "Open an issue"}, issue) // want `owner must start with "org-", but the schema does not say so`
	mcp.AddTool(s, &mcp.Tool{Name: "list", Description: "List transfers"}, list)
	mcp.AddTool(s, &mcp.Tool{Name: "lookup", Description: "Look up a region"}, lookup)
}
