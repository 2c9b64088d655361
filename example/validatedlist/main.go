// Command validatedlist prints what the model is shown of the validated
// example, the tools a real go-sdk client lists, as JSON; with arguments,
// each is a payout call's JSON arguments, and it prints each call's result
// instead (the handler runs validator and ozzo-validation).
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/toolvet-example/validated"
)

func main() {
	ctx := context.Background()
	s := mcp.NewServer(&mcp.Implementation{Name: "example", Version: "1.0.0"}, nil)
	validated.Register(s)
	st, ct := mcp.NewInMemoryTransports()
	if _, err := s.Connect(ctx, st, nil); err != nil {
		fail(err)
	}
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "validatedlist", Version: "1"}, nil).Connect(ctx, ct, nil)
	if err != nil {
		fail(err)
	}
	defer cs.Close()
	if len(os.Args) == 1 {
		res, err := cs.ListTools(ctx, nil)
		if err != nil {
			fail(err)
		}
		out, _ := json.Marshal(res.Tools)
		fmt.Println(string(out))
		return
	}
	for _, arg := range os.Args[1:] {
		res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "payout", Arguments: json.RawMessage(arg)})
		if err != nil {
			fmt.Println("error:", err)
			continue
		}
		out, _ := json.Marshal(res)
		fmt.Println(string(out))
	}
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, err)
	os.Exit(1)
}
