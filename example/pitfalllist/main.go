// Command pitfalllist starts the pitfall package's tool on a real go-sdk
// server and on a real mcp-go server, and prints what each lists in
// tools/list (or the panic go-sdk raises at start up).
package main

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/mark3labs/mcp-go/server"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/toolvet-example/pitfall"
)

func main() {
	fmt.Println("go-sdk:", sdkTools())
	fmt.Println("mcp-go:", mcpgoTools())
}

func sdkTools() (out string) {
	defer func() {
		if r := recover(); r != nil {
			out = fmt.Sprint("panic: ", r)
		}
	}()
	ctx := context.Background()
	s := mcp.NewServer(&mcp.Implementation{Name: "pitfall", Version: "1.0.0"}, nil)
	pitfall.RegisterSDK(s)
	st, ct := mcp.NewInMemoryTransports()
	if _, err := s.Connect(ctx, st, nil); err != nil {
		return err.Error()
	}
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "pitfalllist", Version: "1"}, nil).Connect(ctx, ct, nil)
	if err != nil {
		return err.Error()
	}
	defer cs.Close()
	res, err := cs.ListTools(ctx, nil)
	if err != nil {
		return err.Error()
	}
	b, _ := json.Marshal(res.Tools)
	return string(b)
}

func mcpgoTools() string {
	s := server.NewMCPServer("pitfall", "1.0.0", server.WithToolCapabilities(false))
	pitfall.RegisterMCPGo(s)
	ctx := context.Background()
	s.HandleMessage(ctx, json.RawMessage(`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"pitfalllist","version":"1"}}}`))
	resp := s.HandleMessage(ctx, json.RawMessage(`{"jsonrpc":"2.0","id":2,"method":"tools/list"}`))
	b, err := json.Marshal(resp)
	if err != nil {
		return err.Error()
	}
	return string(b)
}
