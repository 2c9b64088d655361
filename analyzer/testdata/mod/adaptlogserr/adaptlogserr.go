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

func UncordonTool() mcp.Tool {
	return mcp.NewTool("uncordon", mcp.WithString("node_name", mcp.Required()))
}

// Uncordon reads its argument through a helper given the map: paired by
// the names the helper reads.
func Uncordon() adapthandlers.Executor {
	return func(ctx context.Context, params map[string]any) (string, error) {
		name := nodeName(params)
		if name == "" {
			return "", errors.New("node_name is required") // want `the model cannot read this failure: the adapter of adapthandlers.Executor passes this handler's Go error on`
		}
		return name, nil
	}
}

func nodeName(p map[string]any) string {
	s, _ := p["node_name"].(string)
	return s
}
