// Package server is a stub of github.com/mark3labs/mcp-go/server (v1.2.1).
package server

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
)

type ToolHandlerFunc func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error)

type ServerTool struct {
	Tool    mcp.Tool
	Handler ToolHandlerFunc
}

type MCPServer struct{}

func NewMCPServer(name, version string) *MCPServer                                    { return &MCPServer{} }
func (s *MCPServer) AddTool(tool mcp.Tool, handler ToolHandlerFunc)                   {}
func (s *MCPServer) AddTools(tools ...ServerTool)                                     {}
func (s *MCPServer) SetTools(tools ...ServerTool)                                     {}
func (s *MCPServer) AddSessionTool(id string, tool mcp.Tool, h ToolHandlerFunc) error { return nil }
