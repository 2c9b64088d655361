// Package subhandler splits one tool's modes into functions that take the
// argument map and return the handler's result: each is read as the
// handler, under the mode that calls it.
package subhandler

import (
	"context"
	"fmt"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("items",
		mcp.WithString("method", mcp.Required(), mcp.Enum("update", "create")),
		mcp.WithArray("items"),
		mcp.WithString("title"),
		mcp.WithString("due", mcp.Description("Due date, in YYYY-MM-DD format.")),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		args := req.GetArguments()
		switch req.GetString("method", "") {
		case "update":
			return updateItems(ctx, args)
		case "create":
			res, err := createItem(ctx, args, 3)
			return res, err
		}
		return mcp.NewToolResultError("unknown method"), nil
	})
}

func updateItems(ctx context.Context, args map[string]any) (*mcp.CallToolResult, error) {
	raw, ok := args["items"]
	if !ok {
		return mcp.NewToolResultError("items is required"), nil
	}
	items, ok := raw.([]any)
	if !ok {
		return mcp.NewToolResultError("items must be an array"), nil
	}
	if len(items) > 50 { // want `items must have at most 50 items, but the schema does not say so: declare maxItems 50 \(no fix: the code checks it only when method is "update"`
		return mcp.NewToolResultError("at most 50 items"), nil
	}
	return mcp.NewToolResultText(fmt.Sprint(len(items))), nil
}

func createItem(ctx context.Context, args map[string]any, retries int) (*mcp.CallToolResult, error) {
	due, _ := args["due"].(string)
	if due != "" {
		if _, err := time.Parse("2006-01-02", due); err != nil { // want `due must be a date \(YYYY-MM-DD\) when set, but only the description says so, in prose: declare format "date"`
			return mcp.NewToolResultError("due must be YYYY-MM-DD"), nil
		}
	}
	return mcp.NewToolResultText("created"), nil
}

// notASubHandler takes the map but returns no tool result: not read.
func notASubHandler(args map[string]any) error {
	if len(args) > 10 {
		return fmt.Errorf("too many")
	}
	return nil
}
