package parsehelper

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var channelsByName = map[string]string{}

// channelID accepts a "#name" it knows or a channel ID ("C…" or "G…"):
// each kind is looked up in its own branch, and anything else fails.
func channelID(raw string) (string, error) {
	if strings.HasPrefix(raw, "#") {
		if id, ok := channelsByName[raw]; ok {
			return id, nil
		}
		return "", fmt.Errorf("channel %q not found", raw)
	}
	if strings.HasPrefix(raw, "C") || strings.HasPrefix(raw, "G") {
		return raw, nil
	}
	return "", fmt.Errorf("invalid channel format: %q", raw) // want `channel must start with "#", "C" or "G", but the schema does not say so: declare pattern "\(\?:\^#\)\|\(\?:\^C\)\|\(\?:\^G\)"`
}

func handlePost(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	ch, err := req.RequireString("channel")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	id, err := channelID(ch)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(id), nil
}

func RegisterPost(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("post", mcp.WithString("channel", mcp.Required())), handlePost)
}

type notifyParams struct{ target string }

// targetID computes the ID of a user ("U…") or a channel ("C…").
func targetID(raw string) (string, error) {
	if len(raw) > 20 { // want `target must be at most 20 bytes long, but the schema does not say so`
		return "", fmt.Errorf("target %q too long", raw)
	}
	return strings.ToUpper(raw), nil
}

// parseNotify reads the request; its guard on targetID's error shows no
// check: the finding is at targetID's.
func parseNotify(req mcp.CallToolRequest) (notifyParams, error) {
	raw, err := req.RequireString("target")
	if err != nil {
		return notifyParams{}, err
	}
	id, err := targetID(raw)
	if err != nil {
		return notifyParams{}, err
	}
	return notifyParams{target: id}, nil
}

func handleNotify(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	p, err := parseNotify(req)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(p.target), nil
}

func RegisterNotify(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("notify", mcp.WithString("target", mcp.Required())), handleNotify)
}

// route's early returns take values of two arguments: the failure after
// them is no pattern over both, only to's rule when from does not start
// with "x".
// handleRouteChecked tests from through a check closure: to's rule holds
// when the closure fails, said as the closure's condition.
func handleRouteChecked(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	from, to := req.GetString("from", ""), req.GetString("to", "")
	checkFrom := func(from string) error {
		if !strings.HasPrefix(from, "x") {
			return errors.New("no route")
		}
		return nil
	}
	if err := checkFrom(from); err != nil {
		if strings.HasPrefix(to, "y") { // want `to must start with "y", but the schema does not say so: declare pattern "\^y" \(no fix: the code checks it only when !strings.HasPrefix\(from, "x"\), and may take other values otherwise\)`
			return mcp.NewToolResultText("to y"), nil
		}
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("from x"), nil
}

func handleRoute(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	from, to := req.GetString("from", ""), req.GetString("to", "")
	if strings.HasPrefix(from, "x") {
		return mcp.NewToolResultText("from x"), nil
	}
	if strings.HasPrefix(to, "y") { // want `to must start with "y", but the schema does not say so: declare pattern "\^y" \(no fix: the code checks it only when`
		return mcp.NewToolResultText("to y"), nil
	}
	return mcp.NewToolResultError("no route"), nil
}

func RegisterRoute(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("route", mcp.WithString("from"), mcp.WithString("to")), handleRoute)
	s.AddTool(mcp.NewTool("routecheck", mcp.WithString("from"), mcp.WithString("to")), handleRouteChecked)
}
