// Package sdkerr: through package sdkreg, a typed handler's Go error is
// read by the model, a low-level one's is not.
package sdkerr

import (
	"context"
	"encoding/json"
	"errors"

	"example.com/factsmod/sdkreg"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type args struct {
	ID string `json:"id"`
}

func typed(ctx context.Context, req *mcp.CallToolRequest, in args) (*mcp.CallToolResult, any, error) {
	if in.ID == "" {
		return nil, nil, errors.New("id is required") // the SDK makes it an error result
	}
	return nil, nil, nil
}

func low(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var a args
	if err := json.Unmarshal(req.Params.Arguments, &a); err != nil {
		return nil, err // want `the model cannot read this failure`
	}
	if a.ID == "" {
		return nil, errors.New("id is required") // want `the model cannot read this failure`
	}
	return &mcp.CallToolResult{}, nil
}

func Register(s *mcp.Server) {
	sdkreg.Add(s, &mcp.Tool{Name: "typed"}, typed)
	sdkreg.Low(s, &mcp.Tool{Name: "low"}, low)
}
