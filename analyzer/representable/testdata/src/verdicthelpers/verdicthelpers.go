// Package verdicthelpers: mcp-go handlers whose checks are in functions of
// the package answering with the failure the model reads, or nil, which
// the handler returns as its own: if res := check(v); res != nil {
// return res, nil }.
package verdicthelpers

import (
	"context"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// checkAccount checks one value.
func checkAccount(acct string) *mcp.CallToolResult {
	if !strings.HasPrefix(acct, "acct_") {
		return mcp.NewToolResultError("accountId must start with acct_")
	}
	return nil
}

// checkOwner is called once, apart from its guard.
func checkOwner(owner string) *mcp.CallToolResult {
	if !strings.HasPrefix(owner, "own_") {
		return mcp.NewToolResultError("owner must start with own_")
	}
	return nil
}

// checkRegion is called once, by a handler whose good path writes the
// verdict's variable again.
func checkRegion(region string) *mcp.CallToolResult {
	if !strings.HasSuffix(region, "-1") {
		return mcp.NewToolResultError("region must end with -1")
	}
	return nil
}

// checkPage reads the argument itself.
func checkPage(req mcp.CallToolRequest) *mcp.CallToolResult {
	if req.GetInt("page", 1) < 1 {
		return mcp.NewToolResultError("page starts at 1")
	}
	return nil
}

// checkAll checks a list of problems collected before.
func checkAll(problems []string) *mcp.CallToolResult {
	if len(problems) > 0 {
		return mcp.NewToolResultError(strings.Join(problems, "; "))
	}
	return nil
}

// demo answers a success for one value: no verdict.
func demo(acct string) *mcp.CallToolResult {
	if acct == "acct_demo" {
		return mcp.NewToolResultText("a demo account")
	}
	return nil
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("transfer",
		mcp.WithString("accountId", mcp.Required()),
		mcp.WithNumber("page"),
		mcp.WithString("currency"),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		acct := req.GetString("accountId", "")
		if res := checkAccount(acct); res != nil { // want `accountId must start with "acct_", but the schema does not say so: declare pattern "\^acct_"`
			return res, nil
		}
		if res := checkPage(req); res != nil { // want `page must be at least 1, but the schema does not say so: declare minimum 1`
			return res, nil
		}
		var problems []string
		if cur := req.GetString("currency", "usd"); cur != "usd" && cur != "eur" { // want `currency must be one of "usd", "eur", but the schema does not say so: declare enum \["usd", "eur"\]`
			problems = append(problems, "currency must be usd or eur")
		}
		if res := checkAll(problems); res != nil {
			return res, nil
		}
		return mcp.NewToolResultText("done"), nil
	})

	// A helper answering with a success is no check: no rule.
	s.AddTool(mcp.NewTool("open",
		mcp.WithString("accountId"),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		acct := req.GetString("accountId", "")
		if res := demo(acct); res != nil {
			return res, nil
		}
		return mcp.NewToolResultText(acct), nil
	})

	// A verdict returned only under its own `res != nil` is the failure:
	// the variable given another value, or returned under another
	// condition, is none.
	s.AddTool(mcp.NewTool("reuse",
		mcp.WithString("owner"),
		mcp.WithNumber("verbose"),
		mcp.WithNumber("dryRun"),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		acct := req.GetString("owner", "")
		res := checkOwner(acct)
		if req.GetInt("dryRun", 0) > 5 {
			return res, nil
		}
		if res != nil { // want `owner must start with "own_", but the schema does not say so: declare pattern "\^own_" \(no fix: the code checks it only when dryRun is at most 5`
			return res, nil
		}
		res = mcp.NewToolResultText(acct)
		if req.GetInt("verbose", 0) > 10 {
			return res, nil
		}
		return res, nil
	})

	// The good case nested, writing the verdict's variable again before it
	// returns: the return after it still gives the helper's failure.
	s.AddTool(mcp.NewTool("region",
		mcp.WithString("region"),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		region := req.GetString("region", "")
		res := checkRegion(region)
		if res == nil { // want `region must end with "-1"`
			res = mcp.NewToolResultText(region)
			return res, nil
		}
		return res, nil
	})

	// A verdict the handler does not return is no failure: no rule.
	s.AddTool(mcp.NewTool("audit",
		mcp.WithString("accountId"),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		acct := req.GetString("accountId", "")
		if res := checkAccount(acct); res != nil {
			acct = "unknown"
		}
		return mcp.NewToolResultText(acct), nil
	})

	// The handler tests the verdict and hands the test and the verdict to
	// a function answering in its stead, which returns the verdict when
	// the test says it is one.
	s.AddTool(mcp.NewTool("zone",
		mcp.WithString("zone"),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		zone := req.GetString("zone", "")
		res := checkRegion(zone)
		good := res == nil
		return answerZone(good, res, zone)
	})

	// The handler tests one verdict and hands on another: the test is
	// not of the value handed in, and no rule is read.
	s.AddTool(mcp.NewTool("zone2",
		mcp.WithString("zone"),
		mcp.WithString("owner"),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		zone := req.GetString("zone", "")
		res := checkRegion(zone)
		good := res == nil
		res = checkAccount(req.GetString("owner", ""))
		return answerZone(good, res, zone)
	})
}

func answerZone(good bool, res *mcp.CallToolResult, zone string) (*mcp.CallToolResult, error) {
	if good { // want `zone must end with "-1", but the schema does not say so: declare pattern "-1\$"`
		return mcp.NewToolResultText(zone), nil
	}
	return res, nil
}
