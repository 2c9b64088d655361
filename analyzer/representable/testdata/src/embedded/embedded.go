// Package embedded defines input structs that embed others: the schema
// libraries flatten an embedded struct's fields into the input's
// properties, as encoding/json decodes them.
package embedded

import (
	"context"
	"errors"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Repo is shared by several inputs.
type Repo struct {
	Owner string `json:"owner" jsonschema:"The owner"`
	Name  string `json:"name"`
}

type IssueIn struct {
	Repo
	Title string `json:"title"`
}

func issue(ctx context.Context, req *mcp.CallToolRequest, in IssueIn) (*mcp.CallToolResult, any, error) {
	// Owner is declared in Repo, which other inputs embed: reported, not
	// fixed (the fix would change every tool's schema).
	if !strings.HasPrefix(in.Owner, "org-") { // want `owner must start with "org-", but the schema does not say so: state it in the field's jsonschema tag`
		return nil, nil, errors.New("owner must start with org-")
	}
	if len(in.Title) > 80 { // want `title must be at most 80 bytes long, but the schema does not say so`
		return nil, nil, errors.New("title too long")
	}
	return nil, nil, nil
}

// Shadowed: the outer Owner wins, as in encoding/json.
type TransferIn struct {
	Repo
	Owner int `json:"owner"`
}

func transfer(ctx context.Context, req *mcp.CallToolRequest, in TransferIn) (*mcp.CallToolResult, any, error) {
	if in.Owner < 1 { // want `owner must be at least 1, but the schema does not say so`
		return nil, nil, errors.New("owner must be positive")
	}
	return nil, nil, nil
}

// Nested: an embedded struct with a JSON name is nested by encoding/json
// but flattened by jsonschema-go: not modelled.
type NestedIn struct {
	Repo  `json:"repo"`
	Label string `json:"label"`
}

func nested(ctx context.Context, req *mcp.CallToolRequest, in NestedIn) (*mcp.CallToolResult, any, error) {
	if in.Label == "" { // the schema is out of sight
		return nil, nil, errors.New("label is required")
	}
	return nil, nil, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "issue"}, issue)
	mcp.AddTool(s, &mcp.Tool{Name: "transfer"}, transfer)
	mcp.AddTool(s, &mcp.Tool{Name: "nested"}, nested)
}
