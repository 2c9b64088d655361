// Package gosdkwire: go-sdk sends a *jsonrpc.Error a typed handler returns
// as a JSON-RPC error the model never reads; any other error becomes an
// error result. The fix returns the message as a plain error.
package gosdkwire

import (
	"context"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type refundIn struct {
	TransferID string `json:"transferId"`
}

// refund's only use of jsonrpc is the failure: the fix imports errors and
// drops jsonrpc.
func refund(ctx context.Context, req *mcp.CallToolRequest, in refundIn) (*mcp.CallToolResult, any, error) {
	if !strings.HasPrefix(in.TransferID, "tr_") {
		return nil, nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "transferId must start with tr_"} // want `the model cannot read this failure: go-sdk sends a \*jsonrpc.Error returned by a typed handler as a JSON-RPC error, not as a tool result the model reads; return a plain error, which the SDK makes a tool result marked as error`
	}
	return &mcp.CallToolResult{}, nil, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "refund"}, refund)
	registerMore(s)
}
