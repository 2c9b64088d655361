// Package splitsdk declares go-sdk handlers another package registers
// (splitsdkserver): a typed one, whose input type is the schema, and a
// low-level one.
package splitsdk

import (
	"context"
	"encoding/json"
	"errors"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type LookupIn struct {
	ID string `json:"id"`
}

// Lookup checks its input's field.
func Lookup(ctx context.Context, req *mcp.CallToolRequest, in LookupIn) (*mcp.CallToolResult, any, error) { // want Lookup:`handles\(id: must start with "usr_"\)` Lookup:`guards\(!strings.HasPrefix\(in.ID, "usr_"\)\)`
	if !strings.HasPrefix(in.ID, "usr_") { // atcheck representable `id must start with "usr_", but the schema does not say so`
		return nil, nil, errors.New("id must start with usr_")
	}
	return &mcp.CallToolResult{}, nil, nil
}

// Echo decodes its arguments itself.
func Echo(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want Echo:`handles\(text: must be at most 10 bytes long\)`
	var args struct {
		Text string `json:"text"`
	}
	if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
		return nil, err
	}
	if len(args.Text) > 10 { // atcheck representable `text must be at most 10 bytes long, but the schema does not say so: declare maxLength 10`
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "text too long"}}}, nil
	}
	return &mcp.CallToolResult{}, nil
}
