// Package gosdk: tools defined with the official go-sdk: typed tools (the
// schema inferred from the input struct), an explicit schema, a low-level
// tool, beside values that define no tool.
package gosdk

import (
	"context"
	"encoding/json"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type TransferIn struct {
	AccountID string  `json:"accountId" jsonschema:"Destination account"`
	Amount    float64 `json:"amount"`
	Memo      string  `json:"memo,omitempty"`
}

func transfer(ctx context.Context, req *mcp.CallToolRequest, in TransferIn) (*mcp.CallToolResult, any, error) {
	return nil, nil, nil
}

type lookupIn struct {
	ID string `json:"id"`
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "transfer", Description: "Move money"}, transfer) // want `tool "transfer" \(go-sdk\): handler linked; properties accountId, amount, memo$`

	mcp.AddTool(s, &mcp.Tool{ // want `tool "lookup" \(go-sdk\): handler linked; properties id$`
		Name: "lookup",
		InputSchema: &jsonschema.Schema{
			Type:       "object",
			Properties: map[string]*jsonschema.Schema{"id": {Type: "string"}},
		},
	}, func(ctx context.Context, req *mcp.CallToolRequest, in lookupIn) (*mcp.CallToolResult, any, error) {
		return nil, nil, nil
	})

	// A low-level tool's raw schema is not read: its properties are opaque.
	s.AddTool(&mcp.Tool{Name: "low", InputSchema: json.RawMessage(`{"type":"object","properties":{"id":{"type":"string"}}}`)}, // want `tool "low" \(go-sdk\): handler linked; opaque$`
		func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return &mcp.CallToolResult{}, nil
		})
}

// Not tool definitions: a tool value never registered is only a struct,
// and a result.
func notTools() {
	_ = mcp.Tool{Name: "unregistered"}
	_ = &mcp.CallToolResult{}
}
