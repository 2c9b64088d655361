// Package toollit defines its tools as mcp.Tool struct literals, with the
// schema's properties as map literals, in a table the server registers in
// a loop and through a constructor of the project's own.
package toollit

import (
	"context"
	"encoding/json"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func listIssues(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	owner := req.GetString("owner", "")
	if !strings.HasPrefix(owner, "@") { // want `owner must start with "@", but the schema does not say so: declare pattern "\^@"`
		return mcp.NewToolResultError("owner must start with @"), nil
	}
	if req.GetString("repo", "") == "" { // declared: minLength 1
		return mcp.NewToolResultError("repo is required"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

var tools = []server.ServerTool{
	{
		Tool: mcp.Tool{
			Name:        "list_issues",
			Description: "List the issues of a repository.",
			InputSchema: mcp.ToolInputSchema{
				Type: "object",
				Properties: map[string]any{
					"owner": map[string]any{"type": "string", "description": "The owner."},
					"repo":  map[string]any{"type": "string", "minLength": 1},
				},
				Required: []string{"owner", "repo"},
			},
		},
		Handler: listIssues,
	},
}

// A tool whose schema is built at run time: its literal defines nothing
// toolvet reads.
func rawTool(schema json.RawMessage) mcp.Tool {
	return mcp.Tool{Name: "raw", Description: "Raw.", RawInputSchema: schema}
}

func Register(s *server.MCPServer) {
	for _, t := range tools {
		s.AddTool(t.Tool, t.Handler)
	}
	s.AddTool(rawTool(nil), listIssues)
	s.AddTool(mcp.Tool{
		Name: "close_issue",
		InputSchema: mcp.ToolInputSchema{
			Type:       "object",
			Properties: map[string]any{"number": map[string]any{"type": "integer"}},
		},
	}, func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if req.GetInt("number", 0) < 1 { // want `number must be at least 1, but the schema does not say so: declare minimum 1`
			return mcp.NewToolResultError("number starts at 1"), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
}

// TranslationHelperFunc returns the translation of key, or defaultValue.
type TranslationHelperFunc func(key string, defaultValue string) string

// GetMe returns a tool and its handler for the caller to register; its
// descriptions are the defaults of a translation helper, which is what
// the model reads and where the fix writes.
func GetMe(t TranslationHelperFunc) (mcp.Tool, server.ToolHandlerFunc) {
	return mcp.NewTool("get_me",
			mcp.WithDescription(t("TOOL_GET_ME_DESCRIPTION", "Get the user.")),
			mcp.WithString("reason", mcp.Description(t("TOOL_GET_ME_REASON", "Why you ask."))),
		), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if !strings.HasPrefix(req.GetString("reason", ""), "r:") { // want `reason must start with "r:", but the schema does not say so: declare pattern "\^r:"`
				return mcp.NewToolResultError("bad reason"), nil
			}
			return mcp.NewToolResultText("ok"), nil
		}
}

// A declared function of the translation helper's shape computes its
// result from both arguments: the description is not read as either.
func Trimmed() (mcp.Tool, server.ToolHandlerFunc) {
	return mcp.NewTool("trimmed",
			mcp.WithDescription(strings.TrimPrefix("x: Trim.", "x: ")),
			mcp.WithString("reason"),
		), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if !strings.HasPrefix(req.GetString("reason", ""), "r:") { // want `reason must start with "r:", but the schema does not say so: declare pattern "\^r:"`
				return mcp.NewToolResultError("bad reason"), nil
			}
			return mcp.NewToolResultText("ok"), nil
		}
}
