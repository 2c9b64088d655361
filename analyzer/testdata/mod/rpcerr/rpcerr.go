// Package rpcerr makes the errors its callers' handlers return. It
// imports the SDK's jsonrpc package only.
package rpcerr

import (
	"errors"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
)

// Invalid hides a *jsonrpc.Error behind error.
func Invalid(msg string) error { // want Invalid:`protocolErrors\(go-sdk\)`
	return &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: msg}
}

// Plain makes an error the SDK turns into a tool result: no fact.
func Plain(msg string) error {
	return errors.New(msg)
}

// Either makes a *jsonrpc.Error only sometimes: no fact.
func Either(msg string, wire bool) error {
	if wire {
		return &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: msg}
	}
	return errors.New(msg)
}
