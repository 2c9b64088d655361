// Package adaptexec defines a tool and the executor that answers it, which
// another package registers through adapthandlers' shim of its
// CommandExecutor. It does not import adapthandlers (its executor
// satisfies the interface by its method alone), so no fact of the shim
// reaches it: the executor is paired by its method's shape, and what
// becomes of its errors is unknown.
package adaptexec

import (
	"context"
	"errors"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func OperationsTool() mcp.Tool {
	return mcp.NewTool("operations",
		mcp.WithString("operation", mcp.Required()),
		mcp.WithString("args"),
	)
}

type OperationsExecutor struct{}

func NewOperationsExecutor() *OperationsExecutor { return &OperationsExecutor{} }

func (e *OperationsExecutor) Execute(ctx context.Context, params map[string]any) (string, error) {
	op, _ := params["operation"].(string)
	if op != "list" && op != "show" { // want `operation must be one of "list", "show", but the schema does not say so`
		return "", errors.New("operation must be list or show")
	}
	args, _ := params["args"].(string)
	return op + " " + args, nil
}

// ExecuteOperation has the handler's shape too, but reads no argument by
// name: Execute is the one paired.
func (e *OperationsExecutor) ExecuteOperation(ctx context.Context, operation string, params map[string]any) (string, error) {
	with := map[string]any{"operation": operation}
	for k, v := range params {
		with[k] = v
	}
	return e.Execute(ctx, with)
}

func RestartTool() mcp.Tool {
	return mcp.NewTool("restart", mcp.WithString("node", mcp.Required()))
}

// RestartHandler is the library's handler of "restart".
func RestartHandler() server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		node := req.GetString("node", "")
		if !strings.HasPrefix(node, "aks-") { // want `node must start with "aks-", but the schema does not say so`
			return mcp.NewToolResultError("node must start with aks-"), nil
		}
		return mcp.NewToolResultText(node), nil
	}
}

// NodeExecutor has the handler's shape and reads what "restart" declares,
// but RestartHandler, of the library's handler type, pairs with it: a
// type paired by its shape alone never displaces it.
type NodeExecutor struct{}

func NewNodeExecutor() *NodeExecutor { return &NodeExecutor{} }

func (e *NodeExecutor) Execute(ctx context.Context, params map[string]any) (string, error) {
	node, _ := params["node"].(string)
	if len(node) > 63 {
		return "", errors.New("node name too long")
	}
	return node, nil
}
