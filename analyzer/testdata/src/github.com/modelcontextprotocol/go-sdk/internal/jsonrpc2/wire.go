// Package jsonrpc2 is a stub of the go-sdk's internal JSON-RPC package
// (v1.8.0): the type behind jsonrpc.Error.
package jsonrpc2

import "encoding/json"

// WireError represents a structured error in a Response.
type WireError struct {
	Code    int64           `json:"code"`
	Message string          `json:"message"`
	Data    json.RawMessage `json:"data,omitempty"`
}

// NewError returns an error that will encode on the wire correctly.
func NewError(code int64, message string) error {
	return &WireError{Code: code, Message: message}
}

func (err *WireError) Error() string { return err.Message }
