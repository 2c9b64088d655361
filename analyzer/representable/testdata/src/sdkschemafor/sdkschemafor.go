// Package sdkschemafor defines go-sdk tools whose InputSchema is what
// jsonschema.For infers, edited by assignments: a fix adds one.
package sdkschemafor

import (
	"context"
	"errors"
	"reflect"
	"strings"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type TransferIn struct {
	AccountID string  `json:"accountId" jsonschema:"Destination account"`
	Amount    float64 `json:"amount"`
	Currency  string  `json:"currency"`
	Memo      string  `json:"memo,omitempty"`
}

func transfer(ctx context.Context, req *mcp.CallToolRequest, in TransferIn) (*mcp.CallToolResult, any, error) {
	if !strings.HasPrefix(in.AccountID, "acct_") { // want `accountId must start with "acct_", but the schema does not say so: declare pattern "\^acct_" in the tool's \*jsonschema.Schema, after jsonschema.For$`
		return nil, nil, errors.New("accountId must start with acct_")
	}
	if in.Amount < 1 || in.Amount > 5000 { // want `amount must be at least 1 and at most 5000, but the schema declares maximum 10000: declare minimum 1, maximum 5000 in the tool's \*jsonschema\.Schema, after jsonschema\.For`
		return nil, nil, errors.New("amount out of range")
	}
	if in.Currency != "usd" && in.Currency != "eur" { // want `currency must be one of "usd", "eur", but the schema does not say so: declare enum \["usd", "eur"\]`
		return nil, nil, errors.New("bad currency")
	}
	if in.Memo == "" { // want `memo must not be empty, but the schema does not say so: declare required, minLength 1 in`
		return nil, nil, errors.New("memo is required")
	}
	return nil, nil, nil
}

func transferSchema() *jsonschema.Schema {
	s, err := jsonschema.For[TransferIn](nil)
	if err != nil {
		panic(err)
	}
	s.Properties["amount"].Maximum = jsonschema.Ptr(10000.0) // the bank's limit
	return s
}

type LookupIn struct {
	Query string `json:"query"`
	Limit int    `json:"limit,omitempty"`
}

func lookup(ctx context.Context, req *mcp.CallToolRequest, in LookupIn) (*mcp.CallToolResult, any, error) {
	if len([]rune(in.Query)) < 3 {
		return nil, nil, errors.New("query too short")
	}
	if in.Limit > 100 { // want `limit must be at most 100, but the schema does not say so: declare maximum 100 in`
		return nil, nil, errors.New("limit too high")
	}
	return nil, nil, nil
}

type CodeIn struct {
	Code string `json:"code"`
}

func code(ctx context.Context, req *mcp.CallToolRequest, in CodeIn) (*mcp.CallToolResult, any, error) {
	if !strings.HasPrefix(in.Code, "c_") {
		return nil, nil, errors.New("code must start with c_")
	}
	return nil, nil, nil
}

type Code string

func short(ctx context.Context, req *mcp.CallToolRequest, in CodeIn) (*mcp.CallToolResult, any, error) {
	if !strings.HasPrefix(in.Code, "s_") { // want `code must start with "s_", but the schema does not say so: declare pattern "\^s_" in the tool's \*jsonschema.Schema, after jsonschema.For$`
		return nil, nil, errors.New("code must start with s_")
	}
	return nil, nil, nil
}

// shortSchema is written on one line: no room for a statement, no fix.
func shortSchema() *jsonschema.Schema { s, _ := jsonschema.For[CodeIn](nil); return s }

func Register(s *mcp.Server) error {
	mcp.AddTool(s, &mcp.Tool{Name: "transfer", Description: "Move money", InputSchema: transferSchema()}, transfer)

	// Inline, with empty options and no assignment yet: the new one goes
	// after the error check.
	ls, err := jsonschema.For[LookupIn](&jsonschema.ForOptions{})
	if err != nil {
		return err
	}
	mcp.AddTool(s, &mcp.Tool{Name: "lookup", InputSchema: ls}, lookup)

	// Declared already by an assignment.
	cs, _ := jsonschema.For[CodeIn](nil)
	cs.Properties["code"].Pattern = "^c_"
	mcp.AddTool(s, &mcp.Tool{Name: "declared", InputSchema: cs}, code)

	// TypeSchemas: For infers what toolvet does not see.
	ts, _ := jsonschema.For[CodeIn](&jsonschema.ForOptions{TypeSchemas: map[reflect.Type]*jsonschema.Schema{
		reflect.TypeFor[Code](): {Type: "string", Pattern: "^c_"},
	}})
	mcp.AddTool(s, &mcp.Tool{Name: "typeschemas", InputSchema: ts}, code)

	// Properties edited in a loop: out of sight.
	loop, _ := jsonschema.For[CodeIn](nil)
	for _, p := range loop.Properties {
		p.Pattern = "^c_"
	}
	mcp.AddTool(s, &mcp.Tool{Name: "loop", InputSchema: loop}, code)

	// Edited under a condition: out of sight.
	cond, _ := jsonschema.For[CodeIn](nil)
	if s != nil {
		cond.Properties["code"].Pattern = "^c_"
	}
	mcp.AddTool(s, &mcp.Tool{Name: "cond", InputSchema: cond}, code)

	mcp.AddTool(s, &mcp.Tool{Name: "short", InputSchema: shortSchema()}, short)
	return nil
}
