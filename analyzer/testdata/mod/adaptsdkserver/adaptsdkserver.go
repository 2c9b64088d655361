// Package adaptsdkserver registers adaptsdktools' tools with their
// handlers through adaptsdk's adapter.
package adaptsdkserver

import (
	"example.com/factsmod/adaptsdk"
	"example.com/factsmod/adaptsdktools"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func Register(s *mcp.Server) {
	s.AddTool(adaptsdktools.ScaleTool(), adaptsdk.Low(adaptsdktools.Scale()))
	s.AddTool(adaptsdktools.RebootTool(), adaptsdktools.Reboot())
}
