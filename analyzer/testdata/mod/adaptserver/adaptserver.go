// Package adaptserver registers the tools of other packages with their
// handlers through adapthandlers' adapters, and one of its own.
package adaptserver

import (
	"context"
	"errors"

	"example.com/factsmod/adaptexec"
	"example.com/factsmod/adapthandlers"
	"example.com/factsmod/adaptlogs"
	"example.com/factsmod/adaptlogserr"
	"example.com/factsmod/adaptplain"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer, cfg *adapthandlers.Config) {
	c := &adaptlogs.Client{}
	s.AddTool(adaptlogs.CollectLogsTool(), adapthandlers.Adapt(adaptlogs.CollectLogsHandler(c), cfg))
	s.AddTool(adaptlogs.NodeInfoTool(), adapthandlers.Adapt(adaptlogs.NodeInfoHandler(c), cfg))
	s.AddTool(adaptlogserr.RestartTool(), adapthandlers.Run(adaptlogserr.Restart()))
	s.AddTool(mcp.NewTool("drain", mcp.WithNumber("grace")), adapthandlers.Run(drain))
	adapthandlers.Register(s, mcp.NewTool("cordon", mcp.WithString("reason")), cordon{}, cfg)
	s.AddTool(adaptexec.OperationsTool(), adapthandlers.AdaptExecutor(adaptexec.NewOperationsExecutor()))
	pc := &adaptplain.Client{}
	s.AddTool(adaptplain.ListPodsTool(), adaptplain.ListPodsHandler(pc))
	s.AddTool(adaptplain.LogsTool(), adaptplain.LogsHandler(pc))
}

// cordon is registered through adapthandlers' wrapper, which adapts it.
type cordon struct{}

func (cordon) Handle(ctx context.Context, params map[string]any, _ *adapthandlers.Config) (string, error) {
	reason, _ := params["reason"].(string)
	if len(reason) > 80 { // want `reason must be at most 80 bytes long, but the schema does not say so`
		return "", errors.New("reason too long")
	}
	return "cordoned", nil
}

func drain(ctx context.Context, params map[string]any) (string, error) {
	grace, _ := params["grace"].(float64)
	if grace < 0 { // want `grace must be at least 0, but the schema does not say so`
		return "", errors.New("grace must not be negative")
	}
	return "drained", nil
}
