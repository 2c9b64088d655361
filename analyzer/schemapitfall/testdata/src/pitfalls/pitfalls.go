// Package pitfalls has tool definitions whose schema breaks at run time.
package pitfalls

import (
	"context"
	"encoding/json"
	"errors"

	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type SDKIn struct {
	ID    string `json:"id" jsonschema:"pattern=^acct_"`         // want `jsonschema:"pattern=\^acct_" starts with WORD=: google/jsonschema-go takes the jsonschema tag as a description only and rejects it, so go-sdk's AddTool panics`
	Name  string `json:"name" jsonschema:"description=The name"` // want `jsonschema:"description=The name" starts with WORD=`
	Owner string `json:"owner,omitempty" jsonschema:"required"`  // want `jsonschema:"required" is a description under google/jsonschema-go: the field stays optional`
	Note  string `json:"note" jsonschema:"a note, e.g. x=1"`     // a description whose first word has no "=": fine
}

func sdkHandler(ctx context.Context, req *gosdk.CallToolRequest, in SDKIn) (*gosdk.CallToolResult, any, error) {
	return nil, nil, nil
}

type GoArgs struct {
	Limit    int    `json:"limit" jsonschema:"minimum=1,maximum=100"`   // want `jsonschema:"minimum=1,maximum=100": mcp-go's WithInputSchema accepts only enum= options; any other makes it publish an empty schema`
	Currency string `json:"currency" jsonschema:"enum=usd,enum=eur"`    // fine: mcp-go's own enum=
	Page     int    `json:"page" jsonschema_description:"Page number."` // fine
}

func goHandler(ctx context.Context, req mcp.CallToolRequest, args GoArgs) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("ok"), nil
}

const rawSchema = `{"type":"object","properties":{"q":{"type":"string"}}}`

func Register(s *server.MCPServer, g *gosdk.Server) {
	gosdk.AddTool(g, &gosdk.Tool{Name: "sdk"}, sdkHandler)
	s.AddTool(mcp.NewTool("typed", mcp.WithInputSchema[GoArgs]()), mcp.NewTypedToolHandler(goHandler))
	s.AddTool(mcp.NewTool("raw", mcp.WithDescription("Search."), mcp.WithRawInputSchema(json.RawMessage(rawSchema))), // want `mcp.NewTool with WithRawInputSchema cannot be marshalled`
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return mcp.NewToolResultText(req.GetString("q", "")), nil
		})
	// The options in a slice of their own: the fix takes the slice away.
	rawOpts := []mcp.ToolOption{
		mcp.WithDescription("Search more."),
		mcp.WithRawInputSchema(json.RawMessage(rawSchema)), // want `mcp.NewTool with WithRawInputSchema cannot be marshalled`
	}
	s.AddTool(mcp.NewTool("rawslice", rawOpts...),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return mcp.NewToolResultText(req.GetString("q", "")), nil
		})
	s.AddTool(mcp.NewTool("list",
		mcp.WithInteger("per_page"),
		mcp.WithString("cursor"),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		n := req.GetInt("perPage", 10)       // want `the handler reads argument "perPage", which the schema of tool "list" does not declare, so the model never sends it; the schema declares "per_page"`
		c := req.GetArguments()["curser"]    // want `reads argument "curser".*the schema declares "cursor"`
		sort := req.GetString("sort", "asc") // want `reads argument "sort", which the schema of tool "list" does not declare, so the model never sends it`
		_, _, _ = n, c, sort
		// Read only to refuse it: the schema rightly leaves it out.
		if _, ok := req.GetArguments()["page"]; ok {
			return mcp.NewToolResultError("list pages with cursor, not page"), nil
		}
		if req.GetArguments()["offset"] != nil {
			return mcp.NewToolResultError("list pages with cursor, not offset"), nil
		}
		// Refused in a closure the handler fails on.
		refuse := func(req mcp.CallToolRequest) error {
			if req.GetArguments()["start"] != nil {
				return errors.New("list pages with cursor, not start")
			}
			return nil
		}
		if err := refuse(req); err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		// Refused two layers down: a check of the request hands what it
		// found to a function of the package failing on it.
		checkPaging := func(req mcp.CallToolRequest) error {
			sentSkip := req.GetArguments()["skip"] != nil
			if err := refuseSkip(sentSkip); err != nil {
				return err
			}
			return nil
		}
		if err := checkPaging(req); err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		if _, ok := req.GetArguments()["limit"]; ok { // want `reads argument "limit", which the schema of tool "list" does not declare`
			n = 5 // not a refusal
		}
		return mcp.NewToolResultText("ok"), nil
	})
}

func refuseSkip(sent bool) error {
	if sent {
		return errors.New("list pages with cursor, not skip")
	}
	return nil
}
