package toolerror

import (
	"context"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// snippet pulls the code out of the arguments, whichever way the model
// sent it: a value the package computes from them.
func snippet(args map[string]any) string {
	code, _ := args["code"].(string)
	return strings.TrimSpace(strings.TrimPrefix(code, "```python"))
}

// count fails on its own: its result is no reading of the arguments.
func count(args map[string]any) (int, error) { return len(args), nil }

func run(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	code := snippet(req.GetArguments())
	if code == "" {
		return nil, fmt.Errorf("python code is empty") // want `the model cannot read this failure`
	}
	n, err := count(req.GetArguments())
	if err != nil {
		return nil, err
	}
	if n > 100 {
		return nil, fmt.Errorf("too many") // the count of what was sent, not a reading of one argument
	}
	return mcp.NewToolResultText(code), nil
}

func RegisterRun(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("run", mcp.WithString("code", mcp.Required())), run)
}
