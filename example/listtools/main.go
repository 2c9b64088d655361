// Command listtools prints what the model is shown: the tools/list
// response of a real mcp-go server with the example's tools, as JSON.
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"

	"github.com/mark3labs/mcp-go/server"

	"example.com/toolvet-example/mcpwire"
	"example.com/toolvet-example/shapes"
	"example.com/toolvet-example/structin"
	"example.com/toolvet-example/transfer"
	"example.com/toolvet-example/users"
)

func main() {
	s := server.NewMCPServer("example", "1.0.0", server.WithToolCapabilities(false))
	transfer.Register(s)
	structin.Register(s)
	users.Register(s)
	mcpwire.Register(s)
	shapes.Register(s)
	ctx := context.Background()
	s.HandleMessage(ctx, json.RawMessage(`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"listtools","version":"1"}}}`))
	resp := s.HandleMessage(ctx, json.RawMessage(`{"jsonrpc":"2.0","id":2,"method":"tools/list"}`))
	out, err := json.Marshal(resp)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Println(string(out))
}
