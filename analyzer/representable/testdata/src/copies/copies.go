// Package copies checks copies of what it read: a handler that renames a
// value on the way gets the rules the value gets.
package copies

import (
	"context"
	"errors"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type orderArgs struct {
	OrderID string `json:"orderId"`
	Qty     int    `json:"qty"`
}

type labelParams struct {
	label string
}

func parseLabel(args map[string]any) labelParams {
	var p labelParams
	p.label, _ = args["label"].(string)
	return p
}

// region is the server's own setting, not an argument.
var region = "eu"

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("order",
		mcp.WithString("orderId"),
		mcp.WithNumber("qty"),
		mcp.WithString("sku", mcp.Required()),
		mcp.WithString("module"),
		mcp.WithString("label"),
		mcp.WithString("night"),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var in orderArgs
		if err := req.BindArguments(&in); err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		// A copy of the decoded arguments.
		order := in
		if !strings.HasPrefix(order.OrderID, "ord_") { // want `^orderId must start with "ord_", but the schema does not say so: declare pattern "\^ord_"$`
			return mcp.NewToolResultError("bad order"), nil
		}
		// A copy of the error of a required read: sku is required.
		sku, err := req.RequireString("sku")
		failed := err
		if failed != nil { // declared required
			return mcp.NewToolResultError(failed.Error()), nil
		}
		_ = sku
		// A copy of the parts a split makes.
		parts := strings.Split(req.GetString("module", ""), "/")
		segments := parts
		if len(segments) != 3 { // want `^module must have exactly 3 parts separated by "/", but the schema does not say so: declare pattern`
			return mcp.NewToolResultError("module is namespace/name/version"), nil
		}
		// A copy of the struct a parse function fills.
		p := parseLabel(req.GetArguments())
		params := p
		if !strings.HasPrefix(params.label, "lbl_") { // want `^label must start with "lbl_", but the schema does not say so: declare pattern "\^lbl_"$`
			return mcp.NewToolResultError("bad label"), nil
		}
		// A copy of a setting: the condition is said with the name of
		// what it copies.
		zone := strings.ToLower(region)
		where := zone
		if where == "us" {
			return mcp.NewToolResultText("skipped"), nil
		}
		if !strings.HasPrefix(req.GetString("night", ""), "n") { // want `^night must start with "n", but the schema does not say so: declare pattern "\^n" \(no fix: the code checks it only when zone != "us", and may take other values otherwise\)$`
			return mcp.NewToolResultError("bad night"), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})

	s.AddTool(mcp.NewTool("collect",
		mcp.WithString("code"),
		mcp.WithString("kind"),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var problems []string
		if !strings.HasPrefix(req.GetString("code", ""), "c_") { // want `^code must start with "c_", but the schema does not say so: declare pattern "\^c_"$`
			problems = append(problems, "bad code")
		}
		// A copy of the list of problems, failed on.
		found := problems
		if len(found) > 0 {
			return mcp.NewToolResultError(strings.Join(found, "; ")), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})

	s.AddTool(mcp.NewTool("late",
		mcp.WithString("kind"),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var problems []string
		kind := req.GetString("kind", "")
		// The copy is made before the check appends: it never holds the
		// problem, and failing on it is no rule.
		found := problems
		if kind != "a" && kind != "b" {
			problems = append(problems, "bad kind")
		}
		if len(found) > 0 {
			return mcp.NewToolResultError(strings.Join(found, "; ")), nil
		}
		_ = problems
		return mcp.NewToolResultText("ok"), nil
	})

	s.AddTool(mcp.NewTool("rewritten",
		mcp.WithString("orderId"),
		mcp.WithNumber("qty"),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var in orderArgs
		if err := req.BindArguments(&in); err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		// Written after the copy: the copy's field is no argument.
		order := in
		order.OrderID = strings.TrimPrefix(order.OrderID, "x")
		if !strings.HasPrefix(order.OrderID, "ord_") {
			return mcp.NewToolResultError("bad order"), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
}

// validateQty is an else-if chain of guards.
func validateQty(qty int, req mcp.CallToolRequest) error {
	if qty < 1 {
		return errNoQty
	} else if !strings.HasPrefix(req.GetString("lot", ""), "L") {
		return errors.New("bad lot")
	}
	return nil
}

var errNoQty = errors.New("qty must be at least 1")

// RegisterChain checks in a validate step written as an else-if chain.
func RegisterChain(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("stock",
		mcp.WithNumber("qty"),
		mcp.WithString("lot"),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := validateQty(req.GetInt("qty", 0), req); err != nil { // want `^qty must be at least 1, but the schema does not say so: declare minimum 1` `^lot must start with "L", but the schema does not say so: declare pattern "\^L"$`
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
}
