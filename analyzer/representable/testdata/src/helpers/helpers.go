// Package helpers reads and checks arguments through its own helper
// functions, as real servers do.
package helpers

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// requiredParam reads the argument named p, which must be present.
func requiredParam[T comparable](r mcp.CallToolRequest, p string) (T, error) {
	var zero T
	v, ok := r.GetArguments()[p].(T)
	if !ok {
		return zero, fmt.Errorf("missing required parameter: %s", p)
	}
	return v, nil
}

func optionalInt(r mcp.CallToolRequest, p string) int { return r.GetInt(p, 0) }

// optionalParam reads the argument named p when it is sent: its error says
// the value has the wrong type, never that it is missing.
func optionalParam[T any](r mcp.CallToolRequest, p string) (T, error) {
	var zero T
	v, ok := r.GetArguments()[p]
	if !ok {
		return zero, nil
	}
	t, ok := v.(T)
	if !ok {
		return zero, fmt.Errorf("parameter %s has the wrong type", p)
	}
	return t, nil
}

func validateAccountID(s string) error {
	if !strings.HasPrefix(s, "acct_") { // want `accountId must start with "acct_", but the schema does not say so: declare pattern "\^acct_"`
		return errors.New("accountId must start with acct_")
	}
	if len(s) > 40 { // want `accountId must be at most 40 bytes long, but the schema does not say so: declare maxLength 40`
		return errors.New("accountId is too long")
	}
	return nil
}

// parseWhen refuses an empty timestamp; its callers call it only on one
// that is set, so that check never fires.
func parseWhen(s string) (time.Time, error) {
	if s == "" {
		return time.Time{}, errors.New("empty timestamp")
	}
	return time.Parse(time.RFC3339, s) // want `since must be an RFC 3339 date-time when set, but the schema does not say so`
}

func isCurrency(s string) bool { return s == "usd" || s == "eur" }

// lookup is opaque: not a keyword.
func lookup(s string) error {
	if s != strings.ToLower(s) {
		return errors.New("lowercase only")
	}
	return nil
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("transfer",
		mcp.WithString("accountId", mcp.Required()),
		mcp.WithString("currency", mcp.Required()),
		mcp.WithInteger("limit"),
		mcp.WithString("memo"),
		mcp.WithString("note"),
		mcp.WithString("since"),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		acct, err := requiredParam[string](req, "accountId")
		if err != nil { // declared required
			return mcp.NewToolResultError(err.Error()), nil
		}
		// Two checks of one argument in the helper: a finding at each, as
		// written in the handler they would be.
		if err := validateAccountID(acct); err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		if cur := req.GetString("currency", ""); !isCurrency(cur) { // want `currency must be one of "usd", "eur", but the schema does not say so`
			return mcp.NewToolResultError("usd or eur"), nil
		}
		if optionalInt(req, "limit") > 100 { // want `limit must be at most 100, but the schema does not say so`
			return mcp.NewToolResultError("limit"), nil
		}
		if err := lookup(req.GetString("memo", "")); err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		if since := req.GetString("since", ""); since != "" {
			if _, err := parseWhen(since); err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
		}
		note, err := optionalParam[string](req, "note")
		if err != nil { // not a rule that note be sent
			return mcp.NewToolResultError(err.Error()), nil
		}
		_ = note
		return mcp.NewToolResultText("ok"), nil
	})
}
