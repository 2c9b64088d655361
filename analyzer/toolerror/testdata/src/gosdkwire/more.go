package gosdkwire

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type lookupIn struct {
	ID    string `json:"id"`
	Limit int    `json:"limit"`
	Page  int    `json:"page"`
	Sort  string `json:"sort"`
	Mode  string `json:"mode"`
}

var errNoID = &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "id is required"}

// invalid hides the value behind error: reported, not fixed.
func invalid(msg string) error {
	return &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: msg}
}

func fetch(ctx context.Context, id string) error { return nil }

func lookup(ctx context.Context, req *mcp.CallToolRequest, in lookupIn) (*mcp.CallToolResult, any, error) {
	if in.ID == "" {
		return nil, nil, errNoID // want `the model cannot read this failure: go-sdk sends a \*jsonrpc.Error`
	}
	if in.Limit > 100 {
		return nil, nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: fmt.Sprintf("limit %d is above 100", in.Limit)} // want `the model cannot read this failure`
	}
	if in.Page < 0 {
		return nil, nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "page must not be negative", Data: []byte(`{"min":0}`)} // want `the model cannot read this failure`
	}
	if in.Sort != "" && in.Sort != "asc" && in.Sort != "desc" {
		return nil, nil, invalid("sort must be asc or desc") // want `the model cannot read this failure`
	}
	// Errors the SDK makes error results: not reported.
	if in.Mode == "strict" {
		return nil, nil, errors.New("strict mode is not available")
	}
	if in.Mode == "wrapped" {
		return nil, nil, fmt.Errorf("mode: %w", &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "wrapped"})
	}
	// Not an argument check: an infrastructure failure (-toolerror.all).
	if err := fetch(ctx, in.ID); err != nil {
		return nil, nil, &jsonrpc.Error{Code: jsonrpc.CodeInternalError, Message: err.Error()}
	}
	return &mcp.CallToolResult{}, nil, nil
}

func registerMore(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "lookup"}, lookup)
	mcp.AddTool(s, &mcp.Tool{Name: "lookupbare"}, lookupBare)
	// Low-level: every Go error is a JSON-RPC error; a *jsonrpc.Error's
	// message becomes the error result's text.
	s.AddTool(&mcp.Tool{Name: "low"}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var in lookupIn
		if err := json.Unmarshal(req.Params.Arguments, &in); err != nil {
			return nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: err.Error()} // want `the model cannot read this failure: go-sdk sends a Go error returned by a handler registered with \(\*mcp.Server\).AddTool`
		}
		return &mcp.CallToolResult{}, nil
	})
}

// lookupBare sets its named error before a bare return: reported, and no
// fix (the typed handlers' rewrite is of the error alone, not of a whole
// return).
func lookupBare(ctx context.Context, req *mcp.CallToolRequest, in lookupIn) (res *mcp.CallToolResult, out any, err error) {
	if in.ID == "" {
		err = &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "id is required"}
		return // want `the model cannot read this failure`
	}
	res = &mcp.CallToolResult{}
	return
}
