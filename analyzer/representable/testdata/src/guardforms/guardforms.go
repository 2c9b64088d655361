// Package guardforms: guards written in other forms than an if that
// fails — a predicate of the package over whatever it is given, the cases
// of a tagless switch, a good case that does the work before the failure —
// give the findings the plain guard gives.
package guardforms

import (
	"context"
	"errors"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type transfer struct {
	Account string  `json:"accountId"`
	Amount  float64 `json:"amount"`
}

// validAccount is a predicate over the decoded arguments.
func validAccount(in transfer) bool {
	return strings.HasPrefix(in.Account, "acct_")
}

// pageOK is a predicate over the request itself.
func pageOK(req mcp.CallToolRequest) bool {
	return req.GetInt("page", 1) >= 1
}

// logged does more than return a condition: it is not read as one.
func logged(in transfer) bool {
	println("checking", in.Amount)
	return in.Amount <= 500
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("transfer",
		mcp.WithString("accountId", mcp.Required()),
		mcp.WithNumber("amount", mcp.Required()),
		mcp.WithNumber("page"),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var in transfer
		if err := req.BindArguments(&in); err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		if !validAccount(in) { // want `accountId must start with "acct_", but the schema does not say so: declare pattern "\^acct_"`
			return mcp.NewToolResultError("accountId must start with acct_"), nil
		}
		if !pageOK(req) { // want `page must be at least 1, but the schema does not say so: declare minimum 1 \(no fix: the code reads the number as an integer`
			return mcp.NewToolResultError("page starts at 1"), nil
		}
		if !logged(in) { // not read: the helper logs as well
			return mcp.NewToolResultError("amount is capped at 500"), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})

	s.AddTool(mcp.NewTool("window",
		mcp.WithNumber("limit", mcp.Required()),
		mcp.WithString("mode", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		limit := req.GetFloat("limit", 0)
		mode := req.GetString("mode", "")
		switch {
		case limit < 1: // want `limit must be at least 1, but the schema does not say so: declare minimum 1`
			return mcp.NewToolResultError("limit must be at least 1"), nil
		case limit > 100: // want `limit must be at most 100, but the schema does not say so: declare maximum 100`
			return mcp.NewToolResultError("limit must be at most 100"), nil
		}
		// A case that breaks out of the switch is not a guard.
		switch {
		case mode == "slow":
			if limit > 10 {
				break
			}
			return mcp.NewToolResultError("slow mode needs a limit above 10"), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})

	s.AddTool(mcp.NewTool("label",
		mcp.WithString("labelId", mcp.Required()),
		mcp.WithNumber("weight", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		id := req.GetString("labelId", "")
		weight := req.GetFloat("weight", 0)
		// A good case inside a good case: two guards.
		if strings.HasPrefix(id, "L-") { // want `labelId must start with "L-", but the schema does not say so: declare pattern "\^L-"`
			if weight <= 10 { // want `weight must be at most 10, but the schema does not say so: declare maximum 10`
				return mcp.NewToolResultText("labelled"), nil
			}
			return mcp.NewToolResultError("weight is at most 10"), nil
		}
		return mcp.NewToolResultError("labelId must start with L-"), nil
	})

	s.AddTool(mcp.NewTool("shelf",
		mcp.WithString("shelfId", mcp.Required()),
		mcp.WithString("size", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		id := req.GetString("shelfId", "")
		size := req.GetString("size", "")
		// The work in the guard's else branch, and a switch on the value
		// whose default fails: guards as the plain ones are.
		if !strings.HasPrefix(id, "S-") { // want `shelfId must start with "S-", but the schema does not say so: declare pattern "\^S-"`
			return mcp.NewToolResultError("shelfId must start with S-"), nil
		} else {
			switch size {
			case "s", "m":
			default: // want `size must be one of "s", "m", but the schema does not say so: declare enum \["s", "m"\]`
				return mcp.NewToolResultError("size must be s or m"), nil
			}
			return mcp.NewToolResultText("shelved"), nil
		}
	})

	s.AddTool(mcp.NewTool("stamp",
		mcp.WithBoolean("preview"),
		mcp.WithString("stampId", mcp.Required()),
		mcp.WithString("code"),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if req.GetBool("preview", false) {
			return mcp.NewToolResultText("preview"), nil
		}
		// A good case on another argument after another way to succeed:
		// a guard, its checks read as after it.
		id := req.GetString("stampId", "")
		if strings.HasPrefix(id, "P-") { // want `stampId must start with "P-", but the schema does not say so: declare pattern "\^P-" \(no fix: the code checks it only when preview is false, and may take other values otherwise\)`
			if code := req.GetString("code", ""); len(code) > 8 { // want `code must be at most 8 bytes long, but the schema does not say so: declare maxLength 8 \(len counts bytes, maxLength characters: non-ASCII values may still be too long\) \(no fix: the code checks it only when preview is false, and may take other values otherwise\)`
				return mcp.NewToolResultError("code is at most 8 bytes"), nil
			}
			return mcp.NewToolResultText(strings.TrimPrefix(id, "P-")), nil
		}
		return mcp.NewToolResultError("stampId must start with P-"), nil
	})

	s.AddTool(mcp.NewTool("ticket",
		mcp.WithString("ticketId", mcp.Required()),
		mcp.WithNumber("priority"),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		id := req.GetString("ticketId", "")
		priority := req.GetFloat("priority", 0)
		required := func(ok bool) error {
			switch {
			case !ok:
				return errors.New("priority is required")
			}
			return nil
		}
		_, sent := req.GetArguments()["priority"]
		if err := required(sent); err != nil { // want `priority is required, but the schema does not say so: declare required`
			return mcp.NewToolResultError(err.Error()), nil
		}
		if strings.HasPrefix(id, "T-") { // want `ticketId must start with "T-", but the schema does not say so: declare pattern "\^T-"`
			// Checked whenever the call gets this far: not only "when
			// ticketId starts with T-".
			if priority > 5 { // want `priority must be at most 5, but the schema does not say so: declare maximum 5`
				return mcp.NewToolResultError("priority is at most 5"), nil
			}
			return mcp.NewToolResultText("filed"), nil
		}
		return mcp.NewToolResultError("ticketId must start with T-"), nil
	})
}
