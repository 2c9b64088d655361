// Package adaptlogs defines its tools and their handlers apart: another
// package registers each tool with its handler through an adapter of
// package adapthandlers. Each handler is paired with the one tool of the
// package that declares every argument it reads.
package adaptlogs

import (
	"context"
	"errors"
	"strings"

	"example.com/factsmod/adapthandlers"

	"github.com/mark3labs/mcp-go/mcp"
)

type Client struct{}

func CollectLogsTool() mcp.Tool {
	return mcp.NewTool("collect_logs",
		mcp.WithDescription("Collect a node's logs."),
		mcp.WithString("node", mcp.Required()),
		mcp.WithString("log_type", mcp.Required()),
		mcp.WithNumber("lines"),
	)
}

func NodeInfoTool() mcp.Tool {
	return mcp.NewTool("node_info",
		mcp.WithString("node", mcp.Required()),
		mcp.WithString("pool"),
	)
}

func CollectLogsHandler(c *Client) adapthandlers.ResourceHandler {
	return adapthandlers.ResourceHandlerFunc(func(ctx context.Context, params map[string]any, _ *adapthandlers.Config) (string, error) {
		node, _ := params["node"].(string)
		logType, _ := params["log_type"].(string)
		if logType != "kubelet" && logType != "kernel" { // want `log_type must be one of "kubelet", "kernel", but the schema does not say so`
			return "", errors.New("log_type must be kubelet or kernel")
		}
		lines, _ := params["lines"].(float64)
		if lines > 2000 { // want `lines must be at most 2000, but the schema does not say so`
			return "", errors.New("lines must be at most 2000")
		}
		return node, nil
	})
}

// nodeInfo is a handler struct whose method the adapter calls.
type nodeInfo struct{ c *Client }

func (n *nodeInfo) Handle(ctx context.Context, params map[string]any, _ *adapthandlers.Config) (string, error) {
	pool, _ := params["pool"].(string)
	if !strings.HasPrefix(pool, "np-") { // want `pool must start with "np-", but the schema does not say so`
		return "", errors.New("pool must start with np-")
	}
	return pool, nil
}

func NodeInfoHandler(c *Client) adapthandlers.ResourceHandler {
	return &nodeInfo{c: c}
}

// NodeHandler reads only "node", which both tools declare: no pairing.
func NodeHandler(c *Client) adapthandlers.ResourceHandler {
	return adapthandlers.ResourceHandlerFunc(func(ctx context.Context, params map[string]any, _ *adapthandlers.Config) (string, error) {
		node, _ := params["node"].(string)
		if len(node) > 63 {
			return "", errors.New("node name too long")
		}
		return node, nil
	})
}

// PoolHandler returns a handler shape no adapter takes: no pairing.
func PoolHandler() adapthandlers.Unadapted {
	return func(ctx context.Context, params map[string]any) (string, error) {
		pool, _ := params["pool"].(string)
		if len(pool) > 12 {
			return "", errors.New("pool name too long")
		}
		return pool, nil
	}
}

func RestartNodeTool() mcp.Tool {
	return mcp.NewTool("restart_node", mcp.WithNumber("grace_period"))
}

// restartExec is a struct of this package implementing the adapted
// interface; its method hands the arguments on to restartNode.
type restartExec struct{}

func (e *restartExec) Handle(ctx context.Context, params map[string]any, cfg *adapthandlers.Config) (string, error) {
	return restartNode(ctx, params)
}

func restartNode(ctx context.Context, params map[string]any) (string, error) {
	grace, _ := params["grace_period"].(float64)
	if grace > 600 { // want `grace_period must be at most 600, but the schema does not say so`
		return "", errors.New("grace_period must be at most 600")
	}
	return "restarted", nil
}

func NewRestartExec() *restartExec { return &restartExec{} }
