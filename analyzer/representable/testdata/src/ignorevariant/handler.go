// Package ignorevariant: the tool is registered in an in-package test
// file, so only the variant of the package with its tests finds the
// handler's rule. The variant without them must not call the directive
// unused (analysistest checks both variants: an unused report from either
// would be an unexpected diagnostic).
package ignorevariant

import (
	"context"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
)

var tool = mcp.NewTool("t", mcp.WithString("a"))

func handle(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	//toolvet:ignore representable the prefix is checked again downstream
	if !strings.HasPrefix(req.GetString("a", ""), "a_") {
		return mcp.NewToolResultError("a"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}
