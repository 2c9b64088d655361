// Package listitems checks the items of list arguments in loops: each
// check is a rule on every item, which the schema states in the items'
// own schema (reported without a fix: toolvet writes an argument's
// keywords, not its items').
package listitems

import (
	"context"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	sdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

var knownStates = map[string]bool{"open": true, "closed": true}

func tag(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	for _, t := range req.GetStringSlice("tags", nil) {
		if !strings.HasPrefix(t, "t_") { // want `each item of tags must start with "t_", but the schema does not say so: declare pattern "\^t_" in the items of tags \(no fix: toolvet writes the keywords of an argument, not of its items\)`
			return mcp.NewToolResultError("tags start with t_"), nil
		}
	}
	for _, s := range req.GetStringSlice("states", nil) {
		if !knownStates[s] { // want `each item of states must be one of "open", "closed"`
			return mcp.NewToolResultError("unknown state"), nil
		}
	}
	for _, t := range req.GetStringSlice("labels", nil) {
		if t == "" { // want `each item of labels must not be empty, but the schema does not say so: declare minLength 1 in the items of labels`
			return mcp.NewToolResultError("empty label"), nil
		}
	}
	// Not a failure: an item skipped is no rule.
	for _, t := range req.GetStringSlice("labels", nil) {
		if t == "" {
			continue
		}
	}
	// A list the server holds, not an argument: no rule.
	for _, s := range []string{"a", "b"} {
		if s == "" {
			return mcp.NewToolResultError("internal"), nil
		}
	}
	return mcp.NewToolResultText("ok"), nil
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("tag",
		mcp.WithArray("tags", mcp.WithStringItems()),
		mcp.WithArray("states", mcp.WithStringItems()),
		mcp.WithArray("labels", mcp.WithStringItems()),
	), tag)
}

type Matcher struct {
	Name  string `json:"name"`
	Value string `json:"value"`
}

type FilterIn struct {
	Matchers []Matcher `json:"matchers"`
	Limit    int       `json:"limit,omitempty"`
}

func filter(ctx context.Context, req *sdk.CallToolRequest, in FilterIn) (*sdk.CallToolResult, any, error) {
	for i, m := range in.Matchers {
		if m.Name == "" { // want `the name of each item of matchers must not be empty, but the schema does not say so: declare minLength 1 in the name property of the items of matchers`
			return &sdk.CallToolResult{IsError: true, Content: []sdk.Content{&sdk.TextContent{Text: "matcher name is required"}}}, nil, nil
		}
		if i > in.Limit { // the index is no item's value: no rule on the items
			break
		}
	}
	return &sdk.CallToolResult{}, nil, nil
}

func RegisterFilter(s *sdk.Server) {
	sdk.AddTool(s, &sdk.Tool{Name: "filter", Description: "Filter."}, filter)
}
