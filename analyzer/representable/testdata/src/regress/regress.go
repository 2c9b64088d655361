// Package regress holds cases a review found: none is a rule toolvet may
// state as is, except where a want says so.
package regress

import (
	"context"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Args struct {
	Name  string `json:"name"`
	Count int    `json:"count"`
}

type handler = func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error)

func Register(s *server.MCPServer, admin bool) {
	s.AddTool(mcp.NewTool("early", mcp.WithNumber("amount")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		amount := req.GetFloat("amount", 0)
		if amount > 100 { // the body may succeed (admins): no rule
			if admin {
				return mcp.NewToolResultText("admin ok"), nil
			}
			return mcp.NewToolResultError("too much"), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
	s.AddTool(mcp.NewTool("fall", mcp.WithString("mode")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		switch mode := req.GetString("mode", ""); mode { // legacy falls into the failing default: no enum
		case "slow":
		case "legacy":
			fallthrough
		default:
			return mcp.NewToolResultError("bad mode"), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
	s.AddTool(mcp.NewTool("trunc", mcp.WithNumber("n")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if req.GetInt("n", 0) >= 10 { // want `n must be at most 9, but the schema does not say so: declare maximum 9 \(no fix: the code reads the number as an integer`
			return mcp.NewToolResultError("bad n"), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
	s.AddTool(mcp.NewTool("big", mcp.WithNumber("big")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if req.GetFloat("big", 0) > 1e20 { // want `big must be at most 1e\+20, but the schema does not say so: declare maximum 1e\+20`
			return mcp.NewToolResultError("too big"), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
	s.AddTool(mcp.NewTool("dup", mcp.WithString("x", mcp.Required()), mcp.WithString("x")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if !strings.HasPrefix(req.GetString("x", ""), "d_") { // x is declared twice: not modelled
			return mcp.NewToolResultError("bad x"), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
	s.AddTool(mcp.NewTool("bound", mcp.WithString("name"), mcp.WithInteger("count")),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			var in Args
			if err := req.BindArguments(&in); err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			in.Count += 100
			if in.Count < 0 { // changed after decoding: not the argument
				return mcp.NewToolResultError("count"), nil
			}
			in.Name = strings.ToLower(in.Name)
			if !strings.HasPrefix(in.Name, "acct_") { // changed after decoding
				return mcp.NewToolResultError("name"), nil
			}
			return mcp.NewToolResultText("ok"), nil
		})
}

// wrapErr and checkID: a verdict rebound to a wrapping of itself (err =
// wrapErr(err)) once sent the reading of its guard round in circles.
func wrapErr(e error) error {
	if e != nil {
		return fmt.Errorf("bad: %w", e)
	}
	return nil
}

func checkID(id string) error {
	if !strings.HasPrefix(id, "a_") {
		return fmt.Errorf("bad id")
	}
	return nil
}

func RegisterRewrapped(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("rewrapped", mcp.WithString("id", mcp.Required())), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		err := checkID(req.GetString("id", ""))
		err = wrapErr(err)
		if err == nil {
			return mcp.NewToolResultError("an id that passes is refused"), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
}

// RegisterDescribedAfter: a tool whose description is written after
// NewTool keeps the schema its options declare.
func RegisterDescribedAfter(s *server.MCPServer, desc string) {
	tool := mcp.NewTool("described", mcp.WithString("sku", mcp.Required()))
	tool.Description = desc
	s.AddTool(tool, func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if !strings.HasPrefix(req.GetString("sku", ""), "sku-") { // want `sku must start with "sku-", but the schema does not say so: declare pattern "\^sku-"`
			return mcp.NewToolResultError("sku must start with sku-"), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
}
