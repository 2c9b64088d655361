// Command calltool calls one of the example's tools on a real mcp-go server
// and prints the JSON-RPC response: what the client, and so the model,
// gets back.
//
//	go run ./calltool refund '{"transferId":"x"}'
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"

	"github.com/mark3labs/mcp-go/server"

	"example.com/toolvet-example/transfer"
)

func main() {
	if len(os.Args) != 3 {
		fmt.Fprintln(os.Stderr, "usage: calltool TOOL ARGUMENTS-JSON")
		os.Exit(2)
	}
	s := server.NewMCPServer("example", "1.0.0", server.WithToolCapabilities(false))
	transfer.Register(s)
	ctx := context.Background()
	s.HandleMessage(ctx, json.RawMessage(`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"calltool","version":"1"}}}`))
	call, _ := json.Marshal(map[string]any{
		"jsonrpc": "2.0", "id": 2, "method": "tools/call",
		"params": map[string]any{"name": os.Args[1], "arguments": json.RawMessage(os.Args[2])},
	})
	out, err := json.Marshal(s.HandleMessage(ctx, call))
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Println(string(out))
}
