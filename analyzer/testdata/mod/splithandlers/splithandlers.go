// Package splithandlers declares handlers another package registers with
// their tools' schemas (splitserver): their rules travel as facts.
package splithandlers

import (
	"context"
	"errors"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
)

// Messages answers the messages tools.
type Messages struct{}

// History checks its arguments; splitserver holds the schema.
func (m *Messages) History(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want History:`handles\(channel: must start with "#"; before, after\)`
	channel := req.GetString("channel", "#general")
	if !strings.HasPrefix(channel, "#") { // atcheck representable `channel must start with "#", but the schema does not say so: declare pattern "\^#"`
		return mcp.NewToolResultError("channel must start with #"), nil
	}
	before := req.GetString("before", "")
	after := req.GetString("after", "")
	if before != "" && after != "" { // atcheck crossfield `the rule over before and after \(before != "" && after != ""\) is in no description the model reads: add "Set before or after, not both." to the description of tool "history"`
		return mcp.NewToolResultError("set before or after, not both"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

// Post is a function handler.
func Post(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want Post:`handles\(text: must be at most 200 bytes long\)` Post:`checks\(-1: must be at most 200 bytes long\)` Post:`guards\(len\(req.GetString\("text", "x"\)\) > 200\)`
	text := req.GetString("text", "x")
	if len(text) > 200 { // atcheck representable `text must be at most 200 bytes long, but the schema declares maxLength 300: declare maxLength 200`
		return nil, errors.New("text is too long")
	}
	return mcp.NewToolResultText("posted"), nil
}

// Ping checks nothing: no summary.
func Ping(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("pong"), nil
}

// helper is not exported: no other package can register it.
func helper(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if len(req.GetString("q", "x")) > 3 {
		return mcp.NewToolResultError("q too long"), nil
	}
	return nil, nil
}

var _ = helper
