// Package work answers tool calls in its callers' stead: functions whose
// results are a handler's, which check what they are handed before their
// work, and predicates over lists of problems.
package work

import (
	"errors"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
)

// Book checks a rule over two of the values it is handed, then books.
func Book(nights float64, plan string) (*mcp.CallToolResult, error) { // want Book:`work\(plan == "weekend" && nights > 2\)`
	if plan == "weekend" && nights > 2 { // atcheck crossfield "the rule over plan and nights .* is in no description the model reads"
		return mcp.NewToolResultError("weekend stays are at most 2 nights"), nil
	}
	return mcp.NewToolResultText(fmt.Sprintf("booked %v nights", nights)), nil
}

// Capped is handed a condition its caller computed.
func Capped(tooBig bool) (*mcp.CallToolResult, error) { // want Capped:`work\(tooBig\)`
	if tooBig {
		return mcp.NewToolResultError("size is at most 500"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

// Rename checks the name, then does its work, which may fail for reasons
// of its own (an entry missing, locked): no rule on the arguments.
func Rename(name string, store map[string]string) (*mcp.CallToolResult, error) { // want Rename:`work\(len\(name\) > 64\)`
	if len(name) > 64 { // atcheck representable "name must be at most 64 bytes long, but the schema does not say so"
		return mcp.NewToolResultError("name is too long"), nil
	}
	old, ok := store[name]
	if !ok {
		return nil, errors.New("no such entry")
	}
	if strings.HasPrefix(old, "locked_") {
		return mcp.NewToolResultError("entry is locked"), nil
	}
	return mcp.NewToolResultText(old), nil
}

// Preview succeeds early on a dry run: the check after it holds only on
// a real run, which its fact says, so the finding has no fix.
func Preview(dryRun bool, id string) (*mcp.CallToolResult, error) { // want Preview:`work\(when !\(dryRun\): !strings.HasPrefix\(id, "doc_"\)\)`
	if dryRun {
		return mcp.NewToolResultText("dry run"), nil
	}
	if !strings.HasPrefix(id, "doc_") { // atcheck representable "id must start with \"doc_\", but the schema does not say so: declare pattern \"\\^doc_\" \\(no fix: the code checks it only when dryRun is false"
		return mcp.NewToolResultError("id must start with doc_"), nil
	}
	return mcp.NewToolResultText(id), nil
}

// Echo never fails: no fact.
func Echo(text string) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText(text), nil
}

// HasProblems and clean are predicates of the package, one calling the
// other: the fact writes clean in place.
func HasProblems(problems []string) bool { return !clean(problems) }

func clean(problems []string) bool { return len(problems) == 0 }

// CheckRegion answers with an error result, or nil on a good region.
func CheckRegion(region string) *mcp.CallToolResult { // want CheckRegion:`guards\(result: !strings.HasSuffix\(region, "-1"\)\)` CheckRegion:`checks\(0, result: must end with "-1"\)`
	if !strings.HasSuffix(region, "-1") { // atcheck representable "region must end with \"-1\", but the schema does not say so: declare pattern \"-1\\$\"" "region must end with \"-1\"" "region must end with \"-1\"" "region must end with \"-1\""
		return mcp.NewToolResultError("region must end with -1")
	}
	return nil
}

// Lookup fails on an empty id with a Go error, which a handler of
// mcp-go's handing its work to it sends as a JSON-RPC error.
func Lookup(id string, store map[string]string) (*mcp.CallToolResult, error) { // want Lookup:`work\(id == ""; only these Go errors\)` Lookup:`guards\(id == ""\)` Lookup:`checks\(0: must not be empty\)`
	if id == "" {
		return nil, errors.New("id is required") // atcheck toolerror "the model cannot read this failure: mcp-go sends a Go error returned by a handler as a JSON-RPC error" "the model cannot read this failure" "the model cannot read this failure" "the model cannot read this failure" "the model cannot read this failure"
	}
	return mcp.NewToolResultText(store[id]), nil
}

// Fetch fails on an empty id with a Go error, and with another once its
// work has started: converting every error of a call of it would convert
// that one too, which is no failure on the arguments.
func Fetch(id string, store map[string]string) (*mcp.CallToolResult, error) { // want Fetch:`work\(id == ""\)` Fetch:`checks\(0: must not be empty\)`
	if id == "" {
		return nil, errors.New("id is required") // atcheck toolerror "the model cannot read this failure: mcp-go sends a Go error returned by a handler as a JSON-RPC error"
	}
	v, ok := store[id]
	if !ok {
		return nil, errors.New("backend has no entry")
	}
	return mcp.NewToolResultText(v), nil
}

// Quote computes a price and fails along the way: its rule over two of
// the values it is handed is reported at its check, quoted as written
// here.
func Quote(express bool, kg float64) (string, error) { // want Quote:`guards\(express && kg > 20\)`
	if express && kg > 20 { // atcheck crossfield "the rule over express and kg \\(express && kg > 20\\) is in no description the model reads"
		return "", fmt.Errorf("express parcels weigh at most 20 kg")
	}
	return fmt.Sprint(kg * 2), nil
}

// Search does a handler's work with the request it is handed: its reads
// and checks are a handler's, its problems collected before it fails,
// and its one Go error a failure on the arguments.
func Search(req mcp.CallToolRequest, limit int) (*mcp.CallToolResult, error) { // want Search:`handles\(request 0: index: must start with "idx_"; order: must be one of "asc", "desc"; page: must be at least 1, 1 failures\)` Search:`checks\(-1: must be at least 1\)` Search:`work\(!strings.HasPrefix\(req.GetString\("index", ""\), "idx_"\); req.GetString\("order", "asc"\) != "asc" && req.GetString\("order", "asc"\) != "desc"; req.GetFloat\("page", 1\) < 1; only these Go errors\)`
	var problems []string
	if !strings.HasPrefix(req.GetString("index", ""), "idx_") { // atcheck representable "index must start with \"idx_\", but the schema does not say so: declare pattern \"\\^idx_\"$" "index must start with \"idx_\", but the schema does not say so: declare pattern \"\\^idx_\" \\(no fix: the code checks it only when dryRun is false"
		problems = append(problems, "index must start with idx_")
	}
	if order := req.GetString("order", "asc"); order != "asc" && order != "desc" { // atcheck representable "order must be one of \"asc\", \"desc\", but the schema does not say so" // atcheck crossfield "the rule over dryRun and order .* is in no description the model reads: add \"When dryRun is false, order must be one of \\\\\"asc\\\\\", \\\\\"desc\\\\\".\" to the description of tool \"searchDry\""
		problems = append(problems, "order must be asc or desc")
	}
	if len(problems) > 0 {
		return mcp.NewToolResultError(strings.Join(problems, "; ")), nil
	}
	if req.GetFloat("page", 1) < 1 { // atcheck representable "page must be at least 1, but the schema does not say so"
		return nil, errors.New("page must be at least 1") // atcheck toolerror "the model cannot read this failure: mcp-go sends a Go error returned by a handler as a JSON-RPC error"
	}
	return mcp.NewToolResultText(fmt.Sprint(limit)), nil
}

// Tagged collects its problems: the check of an id that is set holds
// when it is set, which its fact says whole.
func Tagged(req mcp.CallToolRequest, limit int) (*mcp.CallToolResult, error) { // want Tagged:`work\(req.GetString\("id", ""\) != "" && !strings.HasPrefix\(req.GetString\("id", ""\), "doc_"\)\)` Tagged:`handles\(request 0: id: must start with "doc_" when set\)`
	var problems []string
	if id := req.GetString("id", ""); id != "" && !strings.HasPrefix(id, "doc_") { // atcheck representable "id must start with \"doc_\" when set, but the schema does not say so: declare pattern \"\\^\\$\\|\\^doc_\""
		problems = append(problems, "id must start with doc_")
	}
	if len(problems) > 0 {
		return mcp.NewToolResultError(strings.Join(problems, "; ")), nil
	}
	return mcp.NewToolResultText(fmt.Sprint(limit)), nil
}

// Opts are a caller's settings.
type Opts struct {
	Name string
}

// Named trims the name it is handed before its check: the value checked
// is not the caller's, so no fact.
func Named(o Opts, n int) (*mcp.CallToolResult, error) {
	o.Name = strings.TrimSpace(o.Name)
	if len(o.Name) > 64 {
		return mcp.NewToolResultError("name is too long"), nil
	}
	return mcp.NewToolResultText(o.Name), nil
}

// Strict checks the query only in strict mode: a caller passing false
// never reaches the check.
func Strict(req mcp.CallToolRequest, strict bool) (*mcp.CallToolResult, error) { // want Strict:`work\(when strict: len\(req.GetString\("q", ""\)\) > 10\)`
	if !strict {
		return mcp.NewToolResultText("lenient"), nil
	}
	if len(req.GetString("q", "")) > 10 { // atcheck representable "q must be at most 10 bytes long, but the schema does not say so"
		return mcp.NewToolResultError("q is too long"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

// Retitle checks the title through a helper of this package and returns
// its verdict as a Go error: every Go error it returns is that check's.
func Retitle(title string) (*mcp.CallToolResult, error) { // want Retitle:`work\(len\(title\) > 80; only these Go errors\)` Retitle:`guards\(len\(title\) > 80\)` Retitle:`checks\(0: must be at most 80 bytes long\)`
	if err := checkTitle(title); err != nil {
		return nil, err // atcheck toolerror "the model cannot read this failure: mcp-go sends a Go error returned by a handler as a JSON-RPC error"
	}
	return mcp.NewToolResultText(title), nil
}

func checkTitle(title string) error {
	if len(title) > 80 {
		return errors.New("title is at most 80 bytes")
	}
	return nil
}

// Opt reads the argument name as a T: a generic reader over the argument
// map.
func Opt[T any](args map[string]any, name string, def T) T { // want Opt:`readsArg\(1\)`
	if v, ok := args[name].(T); ok {
		return v
	}
	return def
}

// CheckStock checks the query it is given, and sku, which it reads
// through Opt, instantiated.
func CheckStock(q string, req mcp.CallToolRequest) error { // want CheckStock:`guards\(len\(q\) > 40; !strings.HasPrefix\(Opt\[string\]\(req.GetArguments\(\), "sku", ""\), "SKU-"\)\)` CheckStock:`checks\(0: must be at most 40 bytes long\)`
	if len(q) > 40 {
		return errors.New("query is too long")
	}
	if !strings.HasPrefix(Opt[string](req.GetArguments(), "sku", ""), "SKU-") {
		return errors.New("sku must start with SKU-")
	}
	return nil
}

// Conclude answers with the verdict its caller computed, when there is
// one, unless the call is a rehearsal: the failure is the caller's
// verdict, returned under its own res != nil.
func Conclude(res *mcp.CallToolResult, rehearsal bool, text string) (*mcp.CallToolResult, error) { // want Conclude:`work\(returning verdict 0 when !\(rehearsal\): res != nil\)`
	if rehearsal {
		return mcp.NewToolResultText("rehearsed"), nil
	}
	if res != nil {
		return res, nil
	}
	return mcp.NewToolResultText(text), nil
}

// Answer answers with the verdict its caller computed, unless good: a
// failure where good is the caller's test of the verdict, and none
// where it is anything else (a verdict returned untested, as in a
// handler).
func Answer(good bool, res *mcp.CallToolResult, text string) (*mcp.CallToolResult, error) { // want Answer:`work\(returning untested verdict 1 when !\(good\): res != nil\)`
	if good {
		return mcp.NewToolResultText(text), nil
	}
	return res, nil
}

// Settle checks the amount through a helper of this package answering
// with the error result or nil.
func Settle(amount float64) (*mcp.CallToolResult, error) { // want Settle:`work\(amount > 5000\)` Settle:`checks\(0: must be at most 5000\)`
	if res := checkAmount(amount); res != nil { // atcheck representable "amount must be at most 5000, but the schema does not say so: declare maximum 5000"
		return res, nil
	}
	return mcp.NewToolResultText("settled"), nil
}

func checkAmount(amount float64) *mcp.CallToolResult {
	if amount > 5000 {
		return mcp.NewToolResultError("amount is at most 5000")
	}
	return nil
}

// Sort gives the order it is handed a default when it is empty, then
// checks it: "" never reaches the check.
func Sort(order string) (*mcp.CallToolResult, error) { // want Sort:`work\(when len\(order\) != 0: order != "asc" && order != "desc"\)`
	if len(order) == 0 {
		order = "asc"
	}
	if order != "asc" && order != "desc" { // atcheck representable "order must be one of \"asc\", \"desc\" when set, but the schema does not say so: declare enum \\[\"asc\", \"desc\", \"\"\\]"
		return mcp.NewToolResultError("order is asc or desc"), nil
	}
	return mcp.NewToolResultText(order), nil
}

// Either answers with done when it is set, else checks n: a caller
// handing a success in does not fail there, and the check of n holds
// only when done is nil or n is at least 100, which the fact cannot say
// of every caller: only the verdict's guard is written.
func Either(done *mcp.CallToolResult, n float64) (*mcp.CallToolResult, error) { // want Either:`work\(returning verdict 0 done != nil && n < 100\)`
	if done != nil && n < 100 {
		return done, nil
	}
	if n > 5 {
		return mcp.NewToolResultError("n is at most 5"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

// StoreErr is an error of the store.
type StoreErr struct{}

func (*StoreErr) Error() string { return "store failure" }

// Get returns a nil *StoreErr as its error: not a nil error, so not only
// its guard's Go errors.
func Get(id string, store map[string]string) (*mcp.CallToolResult, error) { // want Get:`work\(id == ""\)` Get:`checks\(0: must not be empty\)`
	if id == "" {
		return nil, errors.New("id is required")
	}
	var serr *StoreErr
	return mcp.NewToolResultText(store[id]), serr
}

// Maintenance is the server's state.
var Maintenance bool

// Pick fails on a case of two expressions, one on the server's state:
// not only its guards' Go errors.
func Pick(id string, store map[string]string) (*mcp.CallToolResult, error) { // want Pick:`work\(id == ""\)` Pick:`checks\(0: must not be empty\)`
	switch {
	case id == "", Maintenance:
		return nil, errors.New("cannot pick now")
	case id == "all":
		if len(store) == 0 {
			break
		}
		return mcp.NewToolResultText("all"), nil
	}
	return mcp.NewToolResultText(store[id]), nil
}

// OrSort gives the order a default when it is empty or "default": the
// branch is two tests, and the value a read holds is not one branch's.
// No fact.
func OrSort(order string) (*mcp.CallToolResult, error) {
	if order == "" || order == "default" {
		order = "asc"
	}
	if order != "asc" && order != "desc" {
		return mcp.NewToolResultError("order is asc or desc"), nil
	}
	return mcp.NewToolResultText(order), nil
}

// Hush returns the verdict handed in, unless quiet, when it answers a
// success in its stead: what it returns is not the caller's verdict. No
// fact.
func Hush(res *mcp.CallToolResult, quiet bool) (*mcp.CallToolResult, error) {
	if res != nil {
		if quiet {
			res = mcp.NewToolResultText("quiet")
		}
		return res, nil
	}
	return mcp.NewToolResultText("ok"), nil
}

// Detect reads the resource by a comma-ok assertion, required in one
// operation: the fact writes the value as the assertion (`id == ""`
// where the value is absent or no string too).
func Detect(req mcp.CallToolRequest, args map[string]any) (*mcp.CallToolResult, error) { // want Detect:`work\(when req.GetString\("operation", ""\) == "run": args\["resource_id"\].\(string\) == ""\)`
	if req.GetString("operation", "") == "run" {
		id, ok := args["resource_id"].(string)
		if !ok || id == "" { // atcheck crossfield "the rule over operation and resource_id .* is in no description the model reads: add \"When operation is \\\\\"run\\\\\", resource_id must be set.\" to the description of tool \"detect\""
			return mcp.NewToolResultError("resource_id is required"), nil
		}
	}
	return mcp.NewToolResultText("ok"), nil
}

// Collect adds the problems with acct to the list its caller hands in,
// and fails with them all as a Go error: the list as handed in fails
// too.
func Collect(acct string, errs []error) (*mcp.CallToolResult, error) { // want Collect:`work\(!strings.HasPrefix\(acct, "acct_"\); len\(errs\) > 0; only these Go errors\)` Collect:`checks\(0: must start with "acct_"\)`
	if !strings.HasPrefix(acct, "acct_") {
		errs = append(errs, errors.New("accountId must start with acct_"))
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...) // atcheck toolerror "the model cannot read this failure" "the model cannot read this failure"
	}
	return mcp.NewToolResultText("ok"), nil
}

func none() []error { return nil }

func up() bool { return true }

// CollectAll adds a problem of no argument too, when the backend is
// down: its Go errors are not all failures on the arguments.
func CollectAll(acct string) (*mcp.CallToolResult, error) { // want CollectAll:`work\(!strings.HasPrefix\(acct, "acct_"\)\)` CollectAll:`checks\(0: must start with "acct_"\)`
	errs := none()
	if !strings.HasPrefix(acct, "acct_") {
		errs = append(errs, errors.New("accountId must start with acct_"))
	}
	if up() {
		println("up")
	} else {
		errs = append(errs, errors.New("backend down"))
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...) // atcheck toolerror "the model cannot read this failure"
	}
	return mcp.NewToolResultText("ok"), nil
}

// Failed reports whether a list of problems has one.
func Failed(errs []error) bool { return len(errs) > 0 }
