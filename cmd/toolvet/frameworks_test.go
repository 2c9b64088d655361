package main_test

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// wantFrameworkFindings are the findings on example/frameworks, a module of
// its own that uses the real firebase/genkit and cloudwego/eino (the seed's
// transfer tool once per framework, with its rules in validate tags and in
// the function, and in a Validate method and the function).
var wantFrameworkFindings = []string{
	`einotool/einotool.go:21:20: description:"Shown on the statement" is read by no invopop/jsonschema reflector: the model never sees it; write it in jsonschema_description`,
	`einotool/einotool.go:26:5: accountId must start with "acct_", but the schema does not say so: declare pattern "^acct_"`,
	`einotool/einotool.go:29:22: amount must be at most 5000, but the schema declares maximum 10000: declare maximum 5000`,
	`einotool/einotool.go:29:5: amount must be at least 1, but the schema does not say so: declare minimum 1`,
	`einotool/einotool.go:39:9: currency must be one of "usd", "eur", but the schema does not say so: declare enum ["usd", "eur"]`,
	`einotool/einotool.go:44:5: the rule over currency and amount (in.Currency == "eur" && in.Amount > 500) is in no description the model reads: add "eur transfers are capped at 500." to the description of tool "transfer"`,
	`genkittool/genkittool.go:16:20: accountId must not be empty, but the schema does not say so: declare minLength 1`,
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
	dir := filepath.Join(example(t), "frameworks")
	want := slices.Sorted(slices.Values(wantFrameworkFindings))
	r := run(t, dir, "go", "vet", "-vettool="+toolvet, "./...")
	if got := frameworkFindings(dir, r.stderr); r.code != 1 || !slices.Equal(got, want) {
		t.Fatalf("go vet: exit %d, findings:\n%s\nwant:\n%s\nstderr:\n%s", r.code,
			strings.Join(got, "\n"), strings.Join(want, "\n"), r.stderr)
	}
	// Before the fix, the frameworks send none of it: no pattern, and the
	// memo's description, written where their reflectors do not read one,
	// is dropped.
	before := run(t, dir, "go", "run", "./fwlist")
	if before.code != 0 || strings.Contains(before.stdout, "pattern") || strings.Contains(before.stdout, "Shown on the statement") {
		t.Fatalf("fwlist before the fix: exit %d, printed:\n%s%s", before.code, before.stdout, before.stderr)
	}
	if r := run(t, dir, "go", "vet", "-vettool="+toolvet, "-fix", "./..."); r.code != 0 {
		t.Fatalf("go vet -fix: exit %d\n%s", r.code, r.stderr)
	}
	for _, f := range []string{"genkittool/genkittool.go", "einotool/einotool.go"} {
		golden := filepath.Join("testdata", "frameworks", filepath.Base(f)+".fixed")
		if got, want := readFile(t, filepath.Join(dir, f)), readFile(t, golden); got != want {
			t.Fatalf("fixed %s differs from %s:\n%s", f, golden, got)
		}
	}
	if r := run(t, dir, "gofmt", "-l", "."); r.stdout != "" {
		t.Fatalf("fixed code is not gofmt-clean: %s", r.stdout)
	}
	if r := run(t, dir, "go", "vet", "-vettool="+toolvet, "./..."); r.code != 0 || frameworkFindings(dir, r.stderr) != nil {
		t.Fatalf("second go vet run: exit %d, want 0 and no findings:\n%s", r.code, r.stderr)
	}
	list := run(t, dir, "go", "run", "./fwlist")
	if want := readFile(t, filepath.Join("testdata", "frameworks", "fwlist.txt")); list.code != 0 || list.stdout != want {
		t.Fatalf("fwlist: exit %d, printed:\n%s\nwant:\n%s\n%s", list.code, list.stdout, want, list.stderr)
	}
}

func frameworkFindings(dir, stderr string) []string {
	var lines []string
	for _, l := range strings.Split(stderr, "\n") {
		l = strings.TrimPrefix(l, dir+string(filepath.Separator))
		if related(l) {
			continue
		}
		if strings.HasPrefix(l, "genkittool/") || strings.HasPrefix(l, "einotool/") {
			lines = append(lines, l)
		}
	}
	slices.Sort(lines)
	return lines
}
