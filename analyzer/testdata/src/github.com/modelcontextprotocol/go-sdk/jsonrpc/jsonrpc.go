// Package jsonrpc is a stub of github.com/modelcontextprotocol/go-sdk/jsonrpc
// (v1.8.0) with the same declarations, for analysistest.
package jsonrpc

import "github.com/modelcontextprotocol/go-sdk/internal/jsonrpc2"

type (
	// Error is a structured error in a JSON-RPC response.
	Error = jsonrpc2.WireError
)

// Standard JSON-RPC 2.0 error codes.
const (
	CodeParseError     = -32700
	CodeInvalidRequest = -32600
	CodeMethodNotFound = -32601
	CodeInvalidParams  = -32602
	CodeInternalError  = -32603
)
