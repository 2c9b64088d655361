package main_test

import (
	"path/filepath"
	"strings"
	"testing"
)

// wantFrameworkFindings are the findings on example/frameworks, a module of
// its own that uses the real firebase/genkit and cloudwego/eino (the seed's
// transfer tool once per framework, with its rules in validate tags and in
// the function, and in a Validate method and the function; and as an eino
// tool of its own type, Info and InvokableRun, its rules in InvokableRun).
var wantFrameworkFindings = []string{
	`einotool/einotool.go:21:20: description:"Shown on the statement" is read by no invopop/jsonschema reflector: the model never sees it; write it in jsonschema_description`,
	`einotool/einotool.go:26:5: accountId must start with "acct_", but the schema does not say so: declare pattern "^acct_"`,
	`einotool/einotool.go:29:5: amount must be at least 1 and at most 5000, but the schema declares maximum 10000: declare minimum 1, maximum 5000`,
	`einotool/einotool.go:41:2: currency must be one of "usd", "eur", but the schema does not say so: declare enum ["usd", "eur"]`,
	`einotool/einotool.go:44:5: the rule over currency and amount (in.Currency == "eur" && in.Amount > 500) is in no description the model reads: add "eur transfers are capped at 500." to the description of tool "transfer"`,
	`einoinfotool/einoinfotool.go:43:3: the model cannot read this failure: eino aborts the run when a tool returns an error (unless it is wrapped with utils.WrapInvokableToolWithErrorHandler), so the model never reads it; return the message as the tool's output`,
	`einoinfotool/einoinfotool.go:45:5: accountId must start with "acct_", but the schema does not say so: state it in its Desc (eino's schema.ParameterInfo has no keyword but Enum)`,
	`einoinfotool/einoinfotool.go:48:5: amount must be at least 1 and at most 5000, but the schema does not say so: state it in its Desc (eino's schema.ParameterInfo has no keyword but Enum)`,
	`einoinfotool/einoinfotool.go:51:5: currency must be one of "usd", "eur", but the schema does not say so: declare enum ["usd", "eur"]`,
	`einoinfotool/einoinfotool.go:54:5: the rule over currency and amount (in.Currency == "eur" && in.Amount > 500) is in no description the model reads: add "eur transfers are capped at 500." to the description of tool "transfer_funds"`,
	`genkittool/genkittool.go:16:20: accountId must start with "acct_", but the schema does not say so: declare pattern "^acct_"`,
	`genkittool/genkittool.go:17:20: amount must be at most 5000, but the schema declares maximum 10000: declare maximum 5000`,
	`genkittool/genkittool.go:18:20: currency must be one of "usd", "eur", but the schema does not say so: declare enum ["usd", "eur"]`,
	`genkittool/genkittool.go:19:20: jsonschema:"Shown on the statement" is a description, but invopop/jsonschema reads only key=value options there and drops it: the model never sees it; write it in jsonschema_description`,
	`genkittool/genkittool.go:29:5: the rule over currency and amount (in.Currency == "eur" && in.Amount > 500) is in no description the model reads: add "eur transfers are capped at 500." to the description of tool "transfer"`,
}

// TestFrameworks: go vet finds the rules of genkit and eino tools, go vet
// -fix declares them, and the frameworks' own schema generation (the tool
// definitions their model plugins send) carries every fixed keyword and
// sentence.
func TestFrameworks(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(example(t), "frameworks")
	// Before the fix, the frameworks send none of it: no pattern, and the
	// memo's description, written where their reflectors do not read one,
	// is dropped.
	before := run(t, filepath.Join(pristine, "frameworks"), "go", "run", "./fwlist")
	if before.code != 0 || strings.Contains(before.stdout, "pattern") || strings.Contains(before.stdout, "Shown on the statement") {
		t.Fatalf("fwlist before the fix: exit %d, printed:\n%s%s", before.code, before.stdout, before.stderr)
	}
	vetFix{
		dir: dir, pattern: "./...", prefixes: []string{"genkittool", "einotool", "einoinfotool"},
		want:  wantFrameworkFindings,
		fixed: []string{"genkittool/genkittool.go", "einotool/einotool.go", "einoinfotool/einoinfotool.go"}, goldens: "frameworks",
		gofmt: ".",
	}.check(t)
	list := run(t, dir, "go", "run", "./fwlist")
	if want := readFile(t, filepath.Join("testdata", "frameworks", "fwlist.txt")); list.code != 0 || list.stdout != want {
		t.Fatalf("fwlist: exit %d, printed:\n%s\nwant:\n%s\n%s", list.code, list.stdout, want, list.stderr)
	}
}
