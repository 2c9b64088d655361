// Package ozzoapp validates its tool's input with ozzo rules whose
// validation.By functions are package ozzolib's.
package ozzoapp

import (
	"context"

	validation "github.com/go-ozzo/ozzo-validation/v4"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/factsmod/ozzolib"
)

type RefIn struct {
	Ref   string `json:"ref"`
	Owner string `json:"owner"`
}

func (in RefIn) Validate() error {
	return validation.ValidateStruct(&in,
		validation.Field(&in.Ref, validation.By(ozzolib.CheckRef)),     // want `ref must start with "ref_", but the schema does not say so: state it in the field's jsonschema tag`
		validation.Field(&in.Owner, validation.By(ozzolib.CheckOwner)), // opaque
	)
}

func lookup(ctx context.Context, req *mcp.CallToolRequest, in RefIn) (*mcp.CallToolResult, any, error) {
	return nil, nil, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "lookup"}, lookup)
}
