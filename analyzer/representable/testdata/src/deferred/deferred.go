// Package deferred: guards that decide a failure a later statement makes.
// Problems appended to a list the handler fails on when it is not empty
// (errors.Join, a count, strings joined into one message), and a result
// set in a guard and returned after it. Each behaves as the guard
// returning the failure itself, and gives the same rules.
package deferred

import (
	"context"
	"errors"
	"fmt"
	"log"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("joined",
		mcp.WithString("accountId", mcp.Required()),
		mcp.WithNumber("amount", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		acct := req.GetString("accountId", "")
		amount := req.GetFloat("amount", 0)
		var errs []error
		if !strings.HasPrefix(acct, "acct_") { // want `accountId must start with "acct_", but the schema does not say so: declare pattern "\^acct_"`
			errs = append(errs, errors.New("accountId must start with acct_"))
		}
		if amount > 5000 { // want `amount must be at most 5000, but the schema does not say so: declare maximum 5000`
			errs = append(errs, fmt.Errorf("amount %g is over 5000", amount))
		}
		if err := errors.Join(errs...); err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})

	s.AddTool(mcp.NewTool("problems",
		mcp.WithString("accountId", mcp.Required()),
		mcp.WithString("currency", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		acct := req.GetString("accountId", "")
		cur := req.GetString("currency", "")
		var problems []string
		if len(acct) > 32 { // want `accountId must be at most 32 bytes long, but the schema does not say so: declare maxLength 32 \(len counts bytes, maxLength characters: non-ASCII values may still be too long\)`
			problems = append(problems, "accountId is too long")
		}
		log.Printf("checking %s", cur)
		if cur != "usd" && cur != "eur" { // want `currency must be one of "usd", "eur", but the schema does not say so: declare enum \["usd", "eur"\]`
			problems = append(problems, "currency must be usd or eur")
		}
		if len(problems) > 0 {
			return mcp.NewToolResultError(strings.Join(problems, "; ")), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})

	s.AddTool(mcp.NewTool("result",
		mcp.WithString("accountId", mcp.Required()),
		mcp.WithString("mode", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		acct := req.GetString("accountId", "")
		mode := req.GetString("mode", "")
		var res *mcp.CallToolResult
		if !strings.HasSuffix(acct, "_live") { // want `accountId must end with "_live", but the schema does not say so: declare pattern "_live\$"`
			res = mcp.NewToolResultError("accountId must end with _live")
		} else if mode != "fast" && mode != "slow" { // want `mode must be one of "fast", "slow", but the schema does not say so: declare enum \["fast", "slow"\]`
			res = mcp.NewToolResultError("mode must be fast or slow")
		} else {
			res = mcp.NewToolResultText("ok")
		}
		return res, nil
	})
}

// Negatives: nothing fails on the list or the result as the guard left it.
func RegisterNegatives(s *server.MCPServer) {
	// The list is only logged: the tool succeeds whatever it holds.
	s.AddTool(mcp.NewTool("warnings",
		mcp.WithString("accountId", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		acct := req.GetString("accountId", "")
		var warnings []string
		if !strings.HasPrefix(acct, "acct_") {
			warnings = append(warnings, "accountId does not start with acct_")
		}
		log.Println(warnings)
		return mcp.NewToolResultText("ok"), nil
	})

	// The list is emptied before the check.
	s.AddTool(mcp.NewTool("reset",
		mcp.WithString("accountId", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		acct := req.GetString("accountId", "")
		var errs []error
		if !strings.HasPrefix(acct, "acct_") {
			errs = append(errs, errors.New("accountId must start with acct_"))
		}
		errs = nil
		if len(errs) > 0 {
			return mcp.NewToolResultError(errors.Join(errs...).Error()), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})

	// A successful return may come before the list is checked.
	s.AddTool(mcp.NewTool("early",
		mcp.WithString("accountId", mcp.Required()),
		mcp.WithBoolean("dryRun"),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		acct := req.GetString("accountId", "")
		var errs []error
		if !strings.HasPrefix(acct, "acct_") {
			errs = append(errs, errors.New("accountId must start with acct_"))
		}
		if req.GetBool("dryRun", false) {
			return mcp.NewToolResultText("dry run"), nil
		}
		if len(errs) > 0 {
			return mcp.NewToolResultError(errors.Join(errs...).Error()), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})

	// The result the guard sets is replaced before it is returned, or is
	// no failure.
	s.AddTool(mcp.NewTool("replaced",
		mcp.WithString("accountId", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		acct := req.GetString("accountId", "")
		res := mcp.NewToolResultText("ok")
		if !strings.HasPrefix(acct, "acct_") {
			res = mcp.NewToolResultError("accountId must start with acct_")
		}
		res = mcp.NewToolResultText("ok anyway")
		if strings.HasSuffix(acct, "_test") {
			res = mcp.NewToolResultText("test account")
		}
		return res, nil
	})
}

// hasProblems and clean are predicates of the package: the handler's test
// of hasProblems is a test of the list.
func hasProblems(problems []string) bool { return !clean(problems) }

func clean(problems []string) bool { return len(problems) == 0 }

// RegisterGoodFirst fails on the list after the good case, tested through
// the predicate.
func RegisterGoodFirst(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("goodfirst",
		mcp.WithString("currency", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		cur := req.GetString("currency", "")
		var problems []string
		if cur != "usd" && cur != "eur" { // want `currency must be one of "usd", "eur", but the schema does not say so: declare enum \["usd", "eur"\]`
			problems = append(problems, "currency must be usd or eur")
		}
		if !hasProblems(problems) {
			return mcp.NewToolResultText("ok"), nil
		}
		return mcp.NewToolResultError(strings.Join(problems, "; ")), nil
	})
}
