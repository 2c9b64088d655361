// Package sdkschemacross has go-sdk tools with explicit schemas and rules
// over two arguments: the sentence goes to the Tool's Description.
package sdkschemacross

import (
	"context"
	"errors"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type TransferIn struct {
	Amount   float64 `json:"amount"`
	Currency string  `json:"currency"`
}

func transfer(ctx context.Context, req *mcp.CallToolRequest, in TransferIn) (*mcp.CallToolResult, any, error) {
	if in.Currency == "eur" && in.Amount > 500 { // want `the rule over currency and amount .* add "eur transfers are capped at 500." to the description of tool "transfer"`
		return nil, nil, errors.New("eur transfers are capped at 500")
	}
	return nil, nil, nil
}

func capped(ctx context.Context, req *mcp.CallToolRequest, in TransferIn) (*mcp.CallToolResult, any, error) {
	if in.Currency == "eur" && in.Amount > 500 { // stated in amount's description in the schema
		return nil, nil, errors.New("eur transfers are capped at 500")
	}
	return nil, nil, nil
}

func conditional(ctx context.Context, req *mcp.CallToolRequest, in TransferIn) (*mcp.CallToolResult, any, error) {
	if in.Currency == "eur" && in.Amount > 500 { // stated by the schema's if/then
		return nil, nil, errors.New("eur transfers are capped at 500")
	}
	return nil, nil, nil
}

type WindowIn struct {
	Start int `json:"start"`
	End   int `json:"end"`
}

func window(ctx context.Context, req *mcp.CallToolRequest, in WindowIn) (*mcp.CallToolResult, any, error) {
	if in.End < in.Start { // want `add "end must be at least start." to the description of tool "window"`
		return nil, nil, errors.New("bad window")
	}
	return nil, nil, nil
}

func Register(s *mcp.Server) {
	props := func() map[string]*jsonschema.Schema {
		return map[string]*jsonschema.Schema{"amount": {Type: "number"}, "currency": {Type: "string"}}
	}
	mcp.AddTool(s, &mcp.Tool{
		Name:        "transfer",
		Description: "Move money",
		InputSchema: &jsonschema.Schema{
			Type: "object",
			Properties: map[string]*jsonschema.Schema{
				"amount":   {Type: "number"},
				"currency": {Type: "string"},
			},
		},
	}, transfer)
	mcp.AddTool(s, &mcp.Tool{
		Name:        "capped",
		Description: "Move money",
		InputSchema: &jsonschema.Schema{
			Type: "object",
			Properties: map[string]*jsonschema.Schema{
				"amount":   {Type: "number", Description: "At most 500 for eur."},
				"currency": {Type: "string"},
			},
		},
	}, capped)
	mcp.AddTool(s, &mcp.Tool{
		Name: "conditional",
		InputSchema: &jsonschema.Schema{
			Type:       "object",
			Properties: map[string]*jsonschema.Schema{"amount": {Type: "number"}, "currency": {Type: "string"}},
			If:         &jsonschema.Schema{Properties: map[string]*jsonschema.Schema{"currency": {Enum: []any{"eur"}}}},
			Then:       &jsonschema.Schema{Properties: map[string]*jsonschema.Schema{"amount": {Maximum: jsonschema.Ptr(500.0)}}},
		},
	}, conditional)
	// The same, with properties toolvet cannot read.
	mcp.AddTool(s, &mcp.Tool{
		Name: "conditional2",
		InputSchema: &jsonschema.Schema{
			Type:       "object",
			Properties: props(),
			If:         &jsonschema.Schema{Properties: map[string]*jsonschema.Schema{"currency": {Enum: []any{"eur"}}}},
			Then:       &jsonschema.Schema{Properties: map[string]*jsonschema.Schema{"amount": {Maximum: jsonschema.Ptr(500.0)}}},
		},
	}, conditional)
	ws, err := jsonschema.For[WindowIn](nil)
	if err != nil {
		panic(err)
	}
	mcp.AddTool(s, &mcp.Tool{Name: "window", InputSchema: ws}, window)
}
