// Package vappcross: a cross-field rule in another package's Validate
// method is described in the description of the tool defined here.
package vappcross

import (
	"context"

	"example.com/factsmod/vtypes"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func list(ctx context.Context, req *mcp.CallToolRequest, in vtypes.Page) (*mcp.CallToolResult, any, error) {
	if err := in.Validate(); err != nil { // want `the rule over size and page .* is in no description the model reads`
		return nil, nil, err
	}
	return nil, nil, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "list", Description: "List transfers."}, list)
}
