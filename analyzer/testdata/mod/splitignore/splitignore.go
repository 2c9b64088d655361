// Package splitignore declares handlers splitignoreapp registers; a
// //toolvet:ignore directive at a check here silences the finding the
// registering package reports at it, and is not unused here.
package splitignore

import (
	"context"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
)

// Rename checks two arguments; one check is silenced.
func Rename(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	from := req.GetString("from", "")
	//toolvet:ignore representable legacy names are accepted by the backend's own check
	if !strings.HasPrefix(from, "usr_") {
		return mcp.NewToolResultError("from must start with usr_"), nil
	}
	to := req.GetString("to", "")
	if !strings.HasPrefix(to, "usr_") { // atcheck representable `to must start with "usr_", but the schema does not say so: declare pattern "\^usr_"`
		return mcp.NewToolResultError("to must start with usr_"), nil
	}
	return mcp.NewToolResultText("renamed"), nil
}
