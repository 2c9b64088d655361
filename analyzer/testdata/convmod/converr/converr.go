// Package converr: what becomes of a handler's Go error is what the
// constructor's handler closure does with it.
package converr

import (
	"context"
	"errors"

	"example.com/convmod/mcpconv"

	"github.com/mark3labs/mcp-go/mcp"
)

type Args struct {
	ID string `json:"id"`
}

// MustTool makes a plain error an error result: the model reads it.
var Readable = mcpconv.MustTool("readable", "Readable.", readable)

func readable(ctx context.Context, args Args) (string, error) {
	if args.ID == "" {
		return "", errors.New("id is required")
	}
	return "ok", nil
}

// A *HardError escapes the conversion as a protocol error.
var Hard = mcpconv.MustTool("hard", "Hard.", hard)

func hard(ctx context.Context, args Args) (string, error) {
	if args.ID == "" {
		return "", &mcpconv.HardError{Err: errors.New("id is required")} // want `the model cannot read this failure: MustTool sends a \*HardError returned by the handler as a JSON-RPC error`
	}
	if err := lookup(ctx); err != nil {
		return "", &mcpconv.HardError{Err: err} // not an argument check
	}
	return "ok", nil
}

func lookup(ctx context.Context) error { return ctx.Err() }

// Strict passes the error on: mcp-go sends it as a protocol error.
var Strict = mcpconv.Strict("strict", "Strict.", strict)

func strict(ctx context.Context, args Args) (*mcp.CallToolResult, error) {
	if args.ID == "" {
		return nil, errors.New("id is required") // want `the model cannot read this failure: Strict passes the handler's Go error on to mcp-go`
	}
	return mcp.NewToolResultText("ok"), nil
}

// With an output other than a tool result, there is no rewrite.
var StrictText = mcpconv.Strict("strict_text", "Strict text.", strictText)

func strictText(ctx context.Context, args Args) (string, error) {
	if args.ID == "" {
		return "", errors.New("id is required") // want `the model cannot read this failure: Strict passes`
	}
	return "ok", nil
}

// Renamed converts every error.
var Renamed = mcpconv.Renamed("renamed", "Renamed.", renamed)

func renamed(ctx context.Context, args Args) (string, error) {
	if args.ID == "" {
		return "", errors.New("id is required")
	}
	return "ok", nil
}

// Soft's conversion covers *UserError too: nothing escapes.
var Soft = mcpconv.Soft("soft", "Soft.", soft)

func soft(ctx context.Context, args Args) (string, error) {
	if args.ID == "" {
		return "", &mcpconv.UserError{Msg: "id is required"}
	}
	return "", nil
}
