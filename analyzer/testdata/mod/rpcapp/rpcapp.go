// Package rpcapp's typed handler fails with errors package rpcerr makes:
// a *jsonrpc.Error the SDK sends as a JSON-RPC error the model cannot
// read (reported, with no fix: the message is rpcerr's business), or a
// plain error the SDK makes a tool result.
package rpcapp

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/factsmod/rpcerr"
)

type listIn struct {
	Sort string `json:"sort"`
	Page int    `json:"page"`
	Tag  string `json:"tag"`
}

func list(ctx context.Context, req *mcp.CallToolRequest, in listIn) (*mcp.CallToolResult, any, error) {
	if in.Sort != "" && in.Sort != "asc" && in.Sort != "desc" {
		return nil, nil, rpcerr.Invalid("sort must be asc or desc") // want `the model cannot read this failure: go-sdk sends a \*jsonrpc.Error returned by a typed handler as a JSON-RPC error`
	}
	if in.Page < 0 {
		return nil, nil, rpcerr.Plain("page must not be negative") // the SDK makes it an error result
	}
	if in.Tag == "x" {
		return nil, nil, rpcerr.Either("no tag x", false) // may be either: not reported
	}
	return &mcp.CallToolResult{}, nil, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "list"}, list)
}
