// Package sdkschema defines go-sdk tools with an explicit
// *jsonschema.Schema literal as InputSchema: its properties take keywords,
// so a fix sets the Schema field.
package sdkschema

import (
	"context"
	"encoding/json"
	"errors"
	"strings"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type TransferIn struct {
	AccountID string  `json:"accountId"`
	Amount    float64 `json:"amount"`
	Currency  string  `json:"currency"`
}

func transfer(ctx context.Context, req *mcp.CallToolRequest, in TransferIn) (*mcp.CallToolResult, any, error) {
	if !strings.HasPrefix(in.AccountID, "acct_") { // want `accountId must start with "acct_", but the schema does not say so: declare pattern "\^acct_" in the tool's explicit \*jsonschema.Schema`
		return nil, nil, errors.New("accountId must start with acct_")
	}
	if in.Amount < 1 || in.Amount > 5000 { // want `amount must be at least 1 and at most 5000, but the schema declares maximum 10000: declare minimum 1, maximum 5000 in the tool's explicit \*jsonschema\.Schema`
		return nil, nil, errors.New("amount out of range")
	}
	switch in.Currency {
	case "usd", "eur":
	default: // want `currency must be one of "usd", "eur", but the schema does not say so: declare enum \["usd", "eur"\]`
		return nil, nil, errors.New("bad currency")
	}
	return nil, nil, nil
}

type RefundIn struct {
	TransferID string `json:"transferId"`
	Reason     string `json:"reason,omitempty"`
	Note       string `json:"note,omitempty"`
}

func refund(ctx context.Context, req *mcp.CallToolRequest, in RefundIn) (*mcp.CallToolResult, any, error) {
	if !strings.HasPrefix(in.TransferID, "tr_") { // declared already
		return nil, nil, errors.New("transferId must start with tr_")
	}
	if in.Reason == "" { // want `reason must not be empty, but the schema does not say so: declare required, minLength 1 in`
		return nil, nil, errors.New("reason is required")
	}
	if len(in.Note) > 200 { // want `note must be at most 200 bytes long, but the schema does not say so: declare maxLength 200 in .* \(len counts bytes`
		return nil, nil, errors.New("note too long")
	}
	if in.Note == "" { // want `note must not be empty, but the schema does not say so: declare required, minLength 1 in`
		return nil, nil, errors.New("note is required")
	}
	return nil, nil, nil
}

// refundSchema is reached through a function and a variable.
func refundSchema() *jsonschema.Schema {
	s := &jsonschema.Schema{
		Type: "object",
		Properties: map[string]*jsonschema.Schema{
			"transferId": {Type: "string", Pattern: "^tr_"},
			"reason":     {Type: "string"},
			"note":       {},
		},
		Required: []string{"transferId"},
	}
	return s
}

type lowArgs struct {
	ID    string `json:"id"`
	Count int    `json:"count"`
}

type TagIn struct {
	Label string `json:"label"`
	Level int    `json:"level"`
}

func tag(ctx context.Context, req *mcp.CallToolRequest, in TagIn) (*mcp.CallToolResult, any, error) {
	if in.Label == "" { // want `label must not be empty, but the schema does not say so: declare required, minLength 1 in`
		return nil, nil, errors.New("label is required")
	}
	if in.Level < 1 { // want `level must be at least 1, but the schema declares minimum 0: declare minimum 1 in`
		return nil, nil, errors.New("level must be at least 1")
	}
	return nil, nil, nil
}

// tagSchema has no Required list, and a minimum set after the literal.
func tagSchema() *jsonschema.Schema {
	s := &jsonschema.Schema{Type: "object", Properties: map[string]*jsonschema.Schema{
		"label": {Type: "string", Description: "A label"},
		"level": {Type: "integer"},
	}}
	s.Properties["level"].Minimum = jsonschema.Ptr(0.0)
	return s
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{
		Name:        "transfer",
		Description: "Move money",
		InputSchema: &jsonschema.Schema{
			Type: "object",
			Properties: map[string]*jsonschema.Schema{
				"accountId": {Type: "string", Description: "Destination account"},
				"amount":    {Type: "number", Maximum: jsonschema.Ptr(10000.0)},
				"currency":  {Type: "string"},
			},
			Required: []string{"accountId", "amount", "currency"},
		},
	}, transfer)
	mcp.AddTool(s, &mcp.Tool{Name: "refund", InputSchema: refundSchema()}, refund)
	mcp.AddTool(s, &mcp.Tool{Name: "tag", InputSchema: tagSchema()}, tag)
	s.AddTool(&mcp.Tool{
		Name: "low",
		InputSchema: &jsonschema.Schema{
			Type: "object",
			Properties: map[string]*jsonschema.Schema{
				"id":    {Type: "string"},
				"count": {Type: "integer", Minimum: jsonschema.Ptr(1.0)},
			},
			Required: []string{"id", "count"},
		},
	}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var a lowArgs
		if err := json.Unmarshal(req.Params.Arguments, &a); err != nil {
			return nil, err
		}
		if !strings.HasSuffix(a.ID, "_x") { // want `id must end with "_x", but the schema does not say so: declare pattern "_x\$"`
			return &mcp.CallToolResult{IsError: true}, nil
		}
		if a.Count > 10 { // want `count must be at most 10, but the schema does not say so: declare maximum 10`
			return &mcp.CallToolResult{IsError: true}, nil
		}
		if a.Count < 1 { // declared
			return &mcp.CallToolResult{IsError: true}, nil
		}
		return &mcp.CallToolResult{}, nil
	})
}
