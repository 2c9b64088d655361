// Package validateconv: validate() methods a handler calls on its input,
// reached through an embedded struct or a conversion.
package validateconv

import (
	"context"
	"errors"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Repo is embedded by inputs; its validate method is promoted.
type Repo struct {
	Owner string `json:"owner"`
}

func (r Repo) validate() error {
	if !strings.HasPrefix(r.Owner, "org-") { // want `owner must start with "org-", but the schema does not say so: state it in the field's jsonschema tag`
		return errors.New("owner must start with org-")
	}
	return nil
}

type IssueIn struct {
	Repo
	Title string `json:"title"`
}

func issue(ctx context.Context, req *mcp.CallToolRequest, in IssueIn) (*mcp.CallToolResult, any, error) {
	if err := in.validate(); err != nil {
		return nil, nil, err
	}
	return nil, nil, nil
}

// PageIn is converted to pageParams, which has the same fields.
type PageIn struct {
	Page int `json:"page"`
}

type pageParams struct {
	Page int `json:"page"`
}

func (p *pageParams) validate() error {
	if p.Page > 50 { // want `page must be at most 50, but the schema does not say so: state it in the field's jsonschema tag`
		return errors.New("page must be at most 50")
	}
	return nil
}

func list(ctx context.Context, req *mcp.CallToolRequest, in PageIn) (*mcp.CallToolResult, any, error) {
	p := pageParams(in)
	if err := p.validate(); err != nil {
		return nil, nil, err
	}
	return nil, nil, nil
}

// renamed has the same fields under other JSON names: not read.
type renamed struct {
	Page int `json:"p"`
}

func (r renamed) validate() error {
	if r.Page > 10 {
		return errors.New("p must be at most 10")
	}
	return nil
}

func other(ctx context.Context, req *mcp.CallToolRequest, in PageIn) (*mcp.CallToolResult, any, error) {
	if err := renamed(in).validate(); err != nil {
		return nil, nil, err
	}
	return nil, nil, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "issue"}, issue)
	mcp.AddTool(s, &mcp.Tool{Name: "list"}, list)
	mcp.AddTool(s, &mcp.Tool{Name: "other"}, other)
}
