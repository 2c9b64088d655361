// Package pitfallnested: go-sdk tools whose input types make
// google/jsonschema-go's For fail below the top level, so AddTool panics
// (measured with v0.4.3): a WORD= tag on a field of a struct reached
// through a list, a pointer or a map, and an embedded time.Time.
package pitfallnested

import (
	"context"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type Line struct {
	SKU string `json:"sku" jsonschema:"pattern=^[A-Z]+$"` // want `jsonschema:"pattern=\^\[A-Z\]\+\$" starts with WORD=: google/jsonschema-go takes the jsonschema tag as a description only and rejects it, so go-sdk's AddTool panics`
	Qty int    `json:"qty" jsonschema:"How many"`
}

type OrderIn struct {
	Lines []Line `json:"lines"`
}

type Stamp struct {
	time.Time        // want `embedding time.Time: google/jsonschema-go writes it as a string, which it cannot flatten into the struct's object, so go-sdk's AddTool panics \("custom schema for embedded struct must have type \\"object\\""\); give the field a name and a json tag`
	Note      string `json:"note"`
}

// Fine for For: an embedded pointer to time.Time (read as a struct of no
// exported field).
type PtrStamp struct {
	*time.Time
	Note string `json:"note"`
}

// Fine: a named time field, and a nested struct with a description tag.
type NoteIn struct {
	At   time.Time      `json:"at"`
	Ref  *Ref           `json:"ref,omitempty"`
	Tags map[string]Ref `json:"tags,omitempty"`
}

type Ref struct {
	ID string `json:"id" jsonschema:"The referenced entry"`
}

func order(ctx context.Context, req *mcp.CallToolRequest, in OrderIn) (*mcp.CallToolResult, any, error) {
	return nil, nil, nil
}

func stamp(ctx context.Context, req *mcp.CallToolRequest, in Stamp) (*mcp.CallToolResult, any, error) {
	return nil, nil, nil
}

func ptrStamp(ctx context.Context, req *mcp.CallToolRequest, in PtrStamp) (*mcp.CallToolResult, any, error) {
	return nil, nil, nil
}

func note(ctx context.Context, req *mcp.CallToolRequest, in NoteIn) (*mcp.CallToolResult, any, error) {
	return nil, nil, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "order"}, order)
	mcp.AddTool(s, &mcp.Tool{Name: "stamp"}, stamp)
	mcp.AddTool(s, &mcp.Tool{Name: "note"}, note)
	mcp.AddTool(s, &mcp.Tool{Name: "ptr_stamp"}, ptrStamp)
}
