// Command sdkcall calls one of the go-sdk example's tools through a real
// go-sdk client and prints the JSON-RPC response the client reads: what
// the model gets back.
//
//	go run ./sdkcall refund '{"transferId":"x"}'
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/toolvet-example/sdk"
)

func main() {
	if len(os.Args) != 3 {
		fmt.Fprintln(os.Stderr, "usage: sdkcall TOOL ARGUMENTS-JSON")
		os.Exit(2)
	}
	ctx := context.Background()
	s := mcp.NewServer(&mcp.Implementation{Name: "example", Version: "1.0.0"}, nil)
	sdk.Register(s)
	st, ct := mcp.NewInMemoryTransports()
	if _, err := s.Connect(ctx, st, nil); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	var wire bytes.Buffer // every message the client reads, one per line
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "sdkcall", Version: "1"}, nil).
		Connect(ctx, &mcp.LoggingTransport{Transport: ct, Writer: &wire}, nil)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	defer cs.Close()
	// The client's Go error, if any, is the JSON-RPC error printed below.
	cs.CallTool(ctx, &mcp.CallToolParams{Name: os.Args[1], Arguments: json.RawMessage(os.Args[2])})
	// The last message read is the response (a write may be logged after it).
	var last string
	for _, l := range strings.Split(wire.String(), "\n") {
		if m, ok := strings.CutPrefix(l, "read: "); ok {
			last = m
		}
	}
	fmt.Println(last)
}
