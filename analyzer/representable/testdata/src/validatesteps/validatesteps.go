// Package validatesteps checks the arguments in one validate step of the
// package, given several values at once: the rules are those the checks
// get written in the handler, each a finding at its check.
package validatesteps

import (
	"context"
	"errors"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// validateSearch checks a value it is given and an argument it reads from
// the request itself.
func validateSearch(q string, req mcp.CallToolRequest) error {
	if len(q) > 80 {
		return errors.New("query too long")
	}
	if !strings.HasPrefix(req.GetString("sku", ""), "SKU-") {
		return errors.New("bad sku")
	}
	return nil
}

// validateLimit is given whether limit was sent and its value.
func validateLimit(sent bool, limit float64) error {
	if !sent {
		return errors.New("limit is required")
	}
	if limit > 100 { // want `^limit must be at most 100, but the schema does not say so: declare maximum 100$`
		return errors.New("limit too large")
	}
	return nil
}

type transfer struct {
	Account string  `json:"accountId"`
	Amount  float64 `json:"amount"`
}

// validateTransfer is given the decoded arguments and the request.
func validateTransfer(in transfer, req mcp.CallToolRequest) error {
	if !strings.HasPrefix(in.Account, "acct_") { // want `^accountId must start with "acct_", but the schema does not say so: declare pattern "\^acct_"$`
		return errors.New("accountId must start with acct_")
	}
	if req.GetInt("page", 1) < 1 { // want `^page must be at least 1, but the schema does not say so: declare minimum 1`
		return errors.New("page starts at 1")
	}
	return nil
}

// remember is no check: a lookup of the server's own state.
func remember(q string, seen map[string]bool) error {
	if seen[q] {
		return errors.New("asked before")
	}
	return nil
}

func Register(s *server.MCPServer) {
	seen := make(map[string]bool)
	s.AddTool(mcp.NewTool("search",
		mcp.WithString("query"),
		mcp.WithString("sku"),
		mcp.WithNumber("limit"),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		q := req.GetString("query", "")
		// One check of each argument: each at the guard, pointing at it.
		if err := validateSearch(q, req); err != nil { // want `^query must be at most 80 bytes long, but the schema does not say so: declare maxLength 80` `^sku must start with "SKU-", but the schema does not say so: declare pattern "\^SKU-"$`
			return mcp.NewToolResultError(err.Error()), nil
		}
		if err := remember(q, seen); err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		limit, sent := req.GetArguments()["limit"].(float64)
		// The presence the caller computed is checked at the guard; the
		// bound the helper writes, at its check.
		if err := validateLimit(sent, limit); err != nil { // want `^limit is required, but the schema does not say so: declare required$`
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})

	s.AddTool(mcp.NewTool("transfer",
		mcp.WithString("accountId"),
		mcp.WithNumber("amount"),
		mcp.WithNumber("page"),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var in transfer
		if err := req.BindArguments(&in); err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		if err := validateTransfer(in, req); err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
}

// validateMoney lists the allowed currencies in a switch, and reads the
// account itself.
func validateMoney(cur string, req mcp.CallToolRequest) error {
	switch cur {
	case "usd", "eur":
	default:
		return errors.New("usd or eur")
	}
	if !strings.HasPrefix(req.GetString("account", ""), "acct_") {
		return errors.New("bad account")
	}
	return nil
}

// RegisterMoney checks in a step with a value switch.
func RegisterMoney(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("money",
		mcp.WithString("currency"),
		mcp.WithString("account"),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := validateMoney(req.GetString("currency", ""), req); err != nil { // want `^currency must be one of "usd", "eur", but the schema does not say so: declare enum \["usd", "eur"\]$` `^account must start with "acct_", but the schema does not say so: declare pattern "\^acct_"$`
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
}
