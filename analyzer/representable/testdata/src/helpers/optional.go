package helpers

import (
	"context"
	"errors"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// checkLabel accepts an empty label and hands any other to validateLabel:
// it fails only when validateLabel does, so "the label must be empty" is
// no rule of it, and validateLabel's rule, which an empty label keeps,
// needs no "when set".
func checkLabel(label string) error {
	if label == "" {
		return nil
	}
	return validateLabel(label)
}

func validateLabel(label string) error {
	if strings.ContainsAny(label, "/\\") {
		return errors.New("label must not hold a slash")
	}
	return nil
}

func registerOptional(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("labelled", mcp.WithString("label")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := checkLabel(req.GetString("label", "")); err != nil { // want `label must not contain any of the characters "/\\\\", but the schema does not say so: declare pattern "\^\[\^/\\\\\\\\\]\*\$"`
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
}
