// Package adaptlogserr's handler is adapted, by another package, with an
// adapter that passes its Go error on: the model never reads it.
package adaptlogserr

import (
	"context"
	"errors"

	"example.com/factsmod/adapthandlers"

	"github.com/mark3labs/mcp-go/mcp"
)

func RestartTool() mcp.Tool {
	return mcp.NewTool("restart", mcp.WithString("node", mcp.Required()))
}

func Restart() adapthandlers.Executor {
	return func(ctx context.Context, params map[string]any) (string, error) {
		node, _ := params["node"].(string)
		if node == "" {
			return "", errors.New("node is required") // want `the model cannot read this failure: the adapter of adapthandlers.Executor passes this handler's Go error on`
		}
		return node, nil
	}
}
