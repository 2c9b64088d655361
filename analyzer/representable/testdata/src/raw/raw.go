// Package raw defines a tool with a constant JSON schema: what it declares
// is read; an undeclared rule is reported without a fix (rewriting the JSON
// text is left to the author).
package raw

import (
	"context"
	"encoding/json"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

const schema = `{
	"type": "object",
	"properties": {
		"accountId": {"type": "string", "pattern": "^acct_"},
		"amount": {"type": "number", "maximum": 100}
	},
	"required": ["accountId"]
}`

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewToolWithRawSchema("raw", "Raw schema", json.RawMessage(schema)),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if !strings.HasPrefix(req.GetString("accountId", ""), "acct_") { // declared
				return mcp.NewToolResultError("bad account"), nil
			}
			amount := req.GetFloat("amount", 0)
			if amount > 500 { // the schema declares maximum 100, tighter
				return mcp.NewToolResultError("too much"), nil
			}
			if amount <= 0 { // want `amount must be greater than 0, but the schema does not say so: declare exclusiveMinimum 0`
				return mcp.NewToolResultError("positive"), nil
			}
			return mcp.NewToolResultText("ok"), nil
		})
}
