// Package workapp hands its handlers' work to package work, and tests
// its list of problems with work's predicate.
package workapp

import (
	"context"
	"strings"

	"example.com/factsmod/work"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer, store map[string]string) {
	s.AddTool(mcp.NewTool("book",
		mcp.WithString("plan"),
		mcp.WithNumber("nights"),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		plan := req.GetString("plan", "")
		nights := req.GetFloat("nights", 1)
		return work.Book(nights, plan)
	})
	s.AddTool(mcp.NewTool("cap", mcp.WithNumber("size")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		size := req.GetFloat("size", 1)
		tooBig := size > 500
		return work.Capped(tooBig) // want `size must be at most 500, but the schema does not say so: declare maximum 500`
	})
	s.AddTool(mcp.NewTool("rename", mcp.WithString("name")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		// Reported at the check in package work; for gopls, here.
		return work.Rename(req.GetString("name", ""), store) // want `name must be at most 64 bytes long, but the schema does not say so`
	})
	// A check after an early success, which holds on a real run only: no
	// fix. Negative: a function that never fails.
	s.AddTool(mcp.NewTool("preview",
		mcp.WithBoolean("dryRun"),
		mcp.WithString("id"),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return work.Preview(req.GetBool("dryRun", false), req.GetString("id", "")) // want `id must start with "doc_", but the schema does not say so: declare pattern "\^doc_" \(no fix: the code checks it only when dryRun is false`
	})
	s.AddTool(mcp.NewTool("echo", mcp.WithString("text")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return work.Echo(req.GetString("text", ""))
	})
	s.AddTool(mcp.NewTool("pay", mcp.WithString("currency")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var problems []string
		if cur := req.GetString("currency", "usd"); cur != "usd" && cur != "eur" { // want `currency must be one of "usd", "eur", but the schema does not say so: declare enum \["usd", "eur"\]`
			problems = append(problems, "currency must be usd or eur")
		}
		if !work.HasProblems(problems) {
			return mcp.NewToolResultText("ok"), nil
		}
		return mcp.NewToolResultError(strings.Join(problems, "; ")), nil
	})
	// The good case nested, writing the verdict's variable again before
	// it returns: the return after it still gives the helper's failure.
	s.AddTool(mcp.NewTool("region", mcp.WithString("region")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		region := req.GetString("region", "")
		res := work.CheckRegion(region)
		if res == nil { // want `region must end with "-1", but the schema does not say so: declare pattern "-1\$"`
			res = mcp.NewToolResultText(region)
			return res, nil
		}
		return res, nil
	})
	// A value computed by another package's function that fails along
	// the way: its check is there.
	s.AddTool(mcp.NewTool("quote", mcp.WithBoolean("express"), mcp.WithNumber("kg")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		price, err := work.Quote(req.GetBool("express", false), req.GetFloat("kg", 0))
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(price), nil
	})
	// A function doing the handler's work with its request: its checks
	// are there; for gopls, at the tool.
	s.AddTool(mcp.NewTool("search", // want `index must start with "idx_" \(checked by Search at work.go:115\), but the schema does not say so` `order must be one of "asc", "desc" \(checked by Search at work.go:118\), but the schema does not say so` `page must be at least 1 \(checked by Search at work.go:124\), but the schema does not say so`
		mcp.WithString("index"),
		mcp.WithString("order"),
		mcp.WithNumber("page"),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return work.Search(req, 10)
	})
	// Handed the request only on a real run: its checks hold on a real
	// run only (no fix), the rule over dryRun and order in words.
	s.AddTool(mcp.NewTool("searchDry", mcp.WithBoolean("dryRun"), mcp.WithString("index")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if req.GetBool("dryRun", false) {
			return mcp.NewToolResultText("dry run"), nil
		}
		return work.Search(req, 10) // want `index must start with "idx_", but the schema does not say so: declare pattern "\^idx_" \(no fix: the code checks it only when dryRun is false`
	})
	// A check of an id when it is set, in a function handed a value the
	// handler computed.
	s.AddTool(mcp.NewTool("tagged", mcp.WithString("id"), mcp.WithNumber("limit")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return work.Tagged(req, int(req.GetFloat("limit", 10))) // want `id must start with "doc_" when set, but the schema does not say so: declare pattern "\^\$\|\^doc_"`
	})
	// Negatives: a name trimmed before the check; a check in strict mode
	// only, for a caller that is not strict.
	s.AddTool(mcp.NewTool("named", mcp.WithString("name")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return work.Named(work.Opts{Name: req.GetString("name", "")}, 1)
	})
	s.AddTool(mcp.NewTool("lenient", mcp.WithString("q")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return work.Strict(req, false)
	})
	s.AddTool(mcp.NewTool("strict", mcp.WithString("q")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return work.Strict(req, true) // want `q must be at most 10 bytes long, but the schema does not say so`
	})
	// A check reading its argument through a generic reader of package
	// work.
	s.AddTool(mcp.NewTool("stock", mcp.WithString("q"), mcp.WithString("sku")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := work.CheckStock(req.GetString("q", ""), req); err != nil { // want `q must be at most 40 bytes long, but the schema does not say so: declare maxLength 40` `sku must start with "SKU-", but the schema does not say so: declare pattern "\^SKU-"`
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText("in stock"), nil
	})
	// A verdict the handler computes and hands on, returned there under
	// its own res != nil; a rehearsal never returns it.
	s.AddTool(mcp.NewTool("conclude", mcp.WithString("region")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		region := req.GetString("region", "")
		res := work.CheckRegion(region)
		return work.Conclude(res, false, region) // want `region must end with "-1", but the schema does not say so: declare pattern "-1\$"`
	})
	s.AddTool(mcp.NewTool("rehearse", mcp.WithString("region")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		region := req.GetString("region", "")
		res := work.CheckRegion(region)
		return work.Conclude(res, true, region)
	})
	// A verdict handed on with the handler's test of it: returned
	// there when the test says it is not nil.
	s.AddTool(mcp.NewTool("answer", mcp.WithString("region")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		region := req.GetString("region", "")
		res := work.CheckRegion(region)
		good := res == nil
		return work.Answer(good, res, region) // want `region must end with "-1", but the schema does not say so: declare pattern "-1\$"`
	})
	// The test is of another verdict than the one handed on: a failure
	// only when both regions are bad, no rule on either.
	s.AddTool(mcp.NewTool("answer2", mcp.WithString("region"), mcp.WithString("backup")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		region := req.GetString("region", "")
		res := work.CheckRegion(region)
		good := res == nil
		res = work.CheckRegion(req.GetString("backup", ""))
		return work.Answer(good, res, region)
	})
	// The handler's test of the verdict in a conjunction: the other
	// conjunct is a branch the rule holds under.
	s.AddTool(mcp.NewTool("answer4", mcp.WithString("region"), mcp.WithBoolean("quick")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		region := req.GetString("region", "")
		res := work.CheckRegion(region)
		bad := res != nil && !req.GetBool("quick", false)
		return work.Answer(!bad, res, region) // want `region must end with "-1", but the schema does not say so: declare pattern "-1\$" \(no fix: the code checks it only when quick is false`
	})
	// Handed on with another value than a test of it: the verdict is
	// returned untested, no failure.
	s.AddTool(mcp.NewTool("answer3", mcp.WithString("region"), mcp.WithBoolean("quick")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		region := req.GetString("region", "")
		res := work.CheckRegion(region)
		return work.Answer(req.GetBool("quick", false), res, region)
	})
	// A resource read by a comma-ok assertion in a work function,
	// required in one operation.
	s.AddTool(mcp.NewTool("detect", mcp.WithString("operation", mcp.Enum("list", "run")), mcp.WithString("resource_id")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return work.Detect(req, req.GetArguments())
	})
	// A work function failing on a helper's verdict.
	s.AddTool(mcp.NewTool("settle", mcp.WithNumber("amount")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return work.Settle(req.GetFloat("amount", 0)) // want `amount must be at most 5000, but the schema does not say so: declare maximum 5000`
	})
	// A value given a default on one path before the check.
	s.AddTool(mcp.NewTool("sort", mcp.WithString("order")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return work.Sort(req.GetString("order", "")) // want `order must be one of "asc", "desc" when set, but the schema does not say so: declare enum \["asc", "desc", ""\]`
	})
	// A success handed in: no rule on n, which any value below 100
	// passes.
	s.AddTool(mcp.NewTool("either", mcp.WithNumber("n")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return work.Either(mcp.NewToolResultText("done"), req.GetFloat("n", 0))
	})
}
