// Command sdklist prints what the model is shown of the go-sdk examples
// (sdk, sdkschema, sdkshapes, sdkreflected, sdkwire): the tools a real
// go-sdk client lists from the server, as JSON.
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/toolvet-example/sdk"
	"example.com/toolvet-example/sdkreflected"
	"example.com/toolvet-example/sdkschema"
	"example.com/toolvet-example/sdkshapes"
	"example.com/toolvet-example/sdkwire"
)

func main() {
	ctx := context.Background()
	s := mcp.NewServer(&mcp.Implementation{Name: "example", Version: "1.0.0"}, nil)
	sdk.Register(s)
	sdkschema.Register(s)
	sdkshapes.Register(s)
	if err := sdkreflected.Register(s); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	sdkwire.Register(s, func(_, defaultValue string) string { return defaultValue })
	st, ct := mcp.NewInMemoryTransports()
	if _, err := s.Connect(ctx, st, nil); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "sdklist", Version: "1"}, nil).Connect(ctx, ct, nil)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	defer cs.Close()
	res, err := cs.ListTools(ctx, nil)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	out, _ := json.Marshal(res.Tools)
	fmt.Println(string(out))
}
