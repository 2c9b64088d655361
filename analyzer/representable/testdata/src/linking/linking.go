// Package linking defines tools and handlers apart from where they are
// registered: in variables, helper functions, slices, ServerTool literals,
// typed handlers and method values.
package linking

import (
	"context"
	"errors"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var lookupTool = mcp.NewTool("lookup",
	mcp.WithString("id", mcp.Required()),
)

func lookup(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := mcp.ParseString(req, "id", "")
	if !strings.HasPrefix(id, "usr_") { // want `id must start with "usr_", but the schema does not say so`
		return nil, errors.New("id must start with usr_")
	}
	return mcp.NewToolResultText(id), nil
}

func searchTool() mcp.Tool {
	return mcp.NewTool("search", mcp.WithInteger("limit"))
}

type service struct{}

func (service) search(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args := req.GetArguments()
	limit, ok := args["limit"].(float64)
	if !ok { // want `limit is required, but the schema does not say so: declare required`
		return mcp.NewToolResultError("limit is required"), nil
	}
	if limit > 100 { // want `limit must be at most 100, but the schema does not say so`
		return mcp.NewToolResultError("limit too large"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

type PayArgs struct {
	Account string  `json:"account"`
	Amount  float64 `json:"amount"`
}

func payTool() mcp.Tool {
	return mcp.NewTool("pay",
		mcp.WithString("account", mcp.Required()),
		mcp.WithNumber("amount", mcp.Required(), mcp.Min(0)),
	)
}

func pay(ctx context.Context, req mcp.CallToolRequest, args PayArgs) (*mcp.CallToolResult, error) {
	if args.Amount > 500 { // want `amount must be at most 500, but the schema does not say so`
		return mcp.NewToolResultError("at most 500"), nil
	}
	return mcp.NewToolResultText("paid"), nil
}

func makeHandler(prefix string) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var in struct {
			Code string `json:"code"`
		}
		if err := req.BindArguments(&in); err != nil {
			return nil, err
		}
		if len(in.Code) == 0 { // want `code must not be empty, but the schema does not say so: declare minLength 1`
			return mcp.NewToolResultError("code is empty"), nil
		}
		return mcp.NewToolResultText(prefix + in.Code), nil
	}
}

func Register(s *server.MCPServer) {
	s.AddTool(lookupTool, lookup)
	var svc service
	tools := []server.ServerTool{
		{Tool: searchTool(), Handler: svc.search},
		{Tool: payTool(), Handler: mcp.NewTypedToolHandler(pay)},
		{Tool: mcp.NewTool("redeem", mcp.WithString("code", mcp.Required())), Handler: makeHandler("r:")},
	}
	s.AddTools(tools...)
}
