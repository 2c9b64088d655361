// Package app uses the helpers of other packages of its module.
package app

import (
	"context"

	"example.com/factsmod/params"
	"example.com/factsmod/validate"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("transfer",
		mcp.WithString("accountId", mcp.Required()),
		mcp.WithString("currency"),
		mcp.WithInteger("limit"),
		mcp.WithString("region"),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		acct, err := params.Required[string](req, "accountId")
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		if err := validate.AccountID(acct); err != nil { // want `accountId must start with "acct_", but the schema does not say so: declare pattern "\^acct_"`
			return mcp.NewToolResultError(err.Error()), nil
		}
		if !validate.IsCurrency(req.GetString("currency", "usd")) { // want `currency must be one of "usd", "eur"`
			return mcp.NewToolResultError("usd or eur"), nil
		}
		if params.OptionalInt(req, "limit") > 100 { // want `limit must be at most 100`
			return mcp.NewToolResultError("limit"), nil
		}
		if res := params.CheckRegion(req.GetString("region", "")); res != nil { // want `region must end with "-1", but the schema does not say so: declare pattern "-1\$"`
			return res, nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
}
