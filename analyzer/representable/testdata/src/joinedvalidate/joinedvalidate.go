// Package joinedvalidate: a go-sdk tool whose input's validate method (on
// a pointer receiver it only reads) collects its problems and returns
// errors.Join of them, and a tool whose method writes its receiver first.
package joinedvalidate

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type ListIn struct {
	Acct  string `json:"acct"`
	Limit int    `json:"limit,omitempty"`
	Sort  string `json:"sort,omitempty"`
}

// validate reads its receiver only: a call changes no field.
func (in *ListIn) validate() error {
	var errs []error
	if !strings.HasPrefix(in.Acct, "acct_") { // want `acct must start with "acct_", but the schema does not say so: state it in the field's jsonschema tag`
		errs = append(errs, errors.New("acct must start with acct_"))
	}
	if in.Limit > 100 { // want `limit must be at most 100, but the schema does not say so: state it in the field's jsonschema tag`
		errs = append(errs, fmt.Errorf("limit must be at most 100"))
	}
	return errors.Join(errs...)
}

func list(ctx context.Context, req *mcp.CallToolRequest, in ListIn) (*mcp.CallToolResult, any, error) {
	if err := in.validate(); err != nil {
		return nil, nil, err
	}
	// Read after the call: still the argument.
	if in.Sort != "" && in.Sort != "asc" && in.Sort != "desc" { // want `sort must be one of "", "asc", "desc", but the schema does not say so: state it in the field's jsonschema tag`
		return nil, nil, errors.New("sort must be asc or desc")
	}
	return nil, nil, nil
}

type GetIn struct {
	ID string `json:"id"`
}

// normalize writes its receiver: what the handler checks after it is no
// longer what the model sent.
func (in *GetIn) normalize() {
	in.ID = strings.ToLower(strings.TrimSpace(in.ID))
}

func get(ctx context.Context, req *mcp.CallToolRequest, in GetIn) (*mcp.CallToolResult, any, error) {
	in.normalize()
	if !strings.HasPrefix(in.ID, "doc-") {
		return nil, nil, errors.New("id must start with doc-")
	}
	return nil, nil, nil
}

// Limit defaults itself through a method on a pointer.
type Limit int

func (l *Limit) orDefault() {
	if *l == 0 {
		*l = 10
	}
}

type PageIn struct {
	Limit Limit `json:"limit,omitempty"`
}

// defaults calls a pointer method on a field: it may change it, so the
// check after it is not on what the model sent (0 becomes 10).
func (in *PageIn) defaults() { in.Limit.orDefault() }

func page(ctx context.Context, req *mcp.CallToolRequest, in PageIn) (*mcp.CallToolResult, any, error) {
	in.defaults()
	if in.Limit < 1 {
		return nil, nil, errors.New("limit must be positive")
	}
	return nil, nil, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "page"}, page)
	mcp.AddTool(s, &mcp.Tool{Name: "list"}, list)
	mcp.AddTool(s, &mcp.Tool{Name: "get"}, get)
}
