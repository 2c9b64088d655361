// Package crossapp reads its arguments and checks them through helpers of
// other packages of its module: readers, a predicate and guard helpers,
// read through the facts those packages export.
package crossapp

import (
	"context"

	"example.com/factsmod/params"
	"example.com/factsmod/validate"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("scan",
		mcp.WithString("code"),
		mcp.WithNumber("limit"),
		mcp.WithString("query"),
		mcp.WithString("tag"),
		mcp.WithString("sku"),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		args := req.GetArguments()
		if validate.Code(args) == "" { // want `code must not be empty or only white space, but the schema does not say so: declare required, pattern`
			return mcp.NewToolResultError("code is required"), nil
		}
		n, err := validate.IntArg(args, "limit")
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		if validate.Over(n) { // want `limit must be at most 50, but the schema does not say so: declare maximum 50 \(no fix: the code reads the number as an integer`
			return mcp.NewToolResultError("limit too large"), nil
		}
		if err := params.Search(req.GetString("query", ""), req); err != nil { // want `query must be at most 80 bytes long, but the schema does not say so: declare maxLength 80` `sku must start with "SKU-", but the schema does not say so: declare pattern "\^SKU-"`
			return mcp.NewToolResultError(err.Error()), nil
		}
		if err := validate.Lookup(req.GetString("tag", "")); err != nil { // an opaque check (lower case only): no keyword, no finding
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
}
