package main_test

// End-to-end tests: build the toolvet binary and drive it the ways users
// do, through the go command (go vet -vettool, go vet -fix, go fix
// -fixtool) and standalone, on the bundled example module, which uses the
// real github.com/mark3labs/mcp-go from the module proxy.

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
)

var toolvet string // the built binary

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "toolvet-e2e")
	if err != nil {
		panic(err)
	}
	toolvet = filepath.Join(dir, "toolvet")
	build := exec.Command("go", "build", "-o", toolvet, ".")
	build.Stderr = os.Stderr
	if err := build.Run(); err != nil {
		panic("building toolvet: " + err.Error())
	}
	slices.Sort(wantFindings)
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// wantFindings are the example's findings, as go vet prints them.
var wantFindings = []string{
	`transfer/transfer.go:26:6: accountId must start with "acct_", but the schema does not say so: declare pattern "^acct_"`,
	`transfer/transfer.go:30:6: amount must be at least 1 and at most 5000, but the schema declares maximum 10000: declare minimum 1, maximum 5000`,
	`transfer/transfer.go:36:3: currency must be one of "usd", "eur", but the schema does not say so: declare enum ["usd", "eur"]`,
	`transfer/transfer.go:39:6: the rule over currency and amount (cur == "eur" && amount > 500) is in no description the model reads: add "eur transfers are capped at 500." to the description of tool "transfer"`,
	`transfer/transfer.go:51:4: ` + toolErrorMessage,
	`transfer/transfer.go:54:4: ` + toolErrorMessage,
	`sdk/sdk.go:18:20: accountId must start with "acct_", but the schema does not say so: ` + inTagMessage,
	`sdk/sdk.go:24:5: accountId must end with "_live", but the schema does not say so: ` + inTagMessage,
	`sdk/sdk.go:19:20: amount must be at least 1 and at most 10000, but the schema does not say so: ` + inTagMessage,
	`structin/structin.go:14:20: accountId must start with "acct_", but the schema does not say so: ` + inDescriptionTagMessage,
	`structin/structin.go:15:20: amount must be at least 1 and at most 10000, but the schema does not say so: ` + inDescriptionTagMessage,
	`reflected/reflected.go:15:20: accountId must start with "acct_", but the schema does not say so: declare pattern "^acct_"`,
	`reflected/reflected.go:16:20: amount must be at most 5000, but the schema declares maximum 10000: declare maximum 5000`,
	`reflected/reflected.go:17:20: currency must be one of "usd", "eur", but the schema does not say so: declare enum ["usd", "eur"]`,
	`reflected/reflected.go:18:20: branch must be exactly 4 characters long and must match "^[-+]?[0-9]+(?:\\.[0-9]+)?$", but the schema does not say so: declare minLength 4, maxLength 4, pattern "^[-+]?[0-9]+(?:\\.[0-9]+)?$"`,
	`reflected/reflected.go:26:5: nickname must match "^[a-z]{3,8}$", but the schema does not say so: declare pattern "^[a-z]{3,8}$"`,
	`sdk/sdk.go:27:5: the rule over currency and amount (in.Currency == "eur" && in.Amount > 500) is in no description the model reads: add "eur transfers are capped at 500." to the description of tool "transfer"`,
	`sdkschema/sdkschema.go:25:5: accountId must start with "acct_", but the schema does not say so: declare pattern "^acct_" in ` + inLiteralSchema,
	`sdkschema/sdkschema.go:28:5: amount must be at least 1 and at most 5000, but the schema declares maximum 10000: declare minimum 1, maximum 5000 in ` + inLiteralSchema,
	`sdkschema/sdkschema.go:33:2: currency must be one of "usd", "eur", but the schema does not say so: declare enum ["usd", "eur"] in ` + inLiteralSchema,
	`sdkschema/sdkschema.go:36:5: the rule over currency and amount (in.Currency == "eur" && in.Amount > 500) is in no description the model reads: add "eur transfers are capped at 500." to the description of tool "transfer_schema"`,
	`sdkschema/sdkschema.go:43:5: accountId must start with "acct_", but the schema does not say so: declare pattern "^acct_" in ` + afterFor,
	`sdkschema/sdkschema.go:46:5: amount must be at least 1 and at most 5000, but the schema declares maximum 10000: declare minimum 1, maximum 5000 in ` + afterFor,
	`sdkschema/sdkschema.go:51:2: currency must be one of "usd", "eur", but the schema does not say so: declare enum ["usd", "eur"] in ` + afterFor,
	`pitfall/mcpgo.go:12:19: jsonschema:"description=Account to close,pattern=^acct_": mcp-go's WithInputSchema accepts only enum= options; any other makes it publish an empty schema ({"properties":{}}), losing every field of the tool; write the rule in words in jsonschema_description`,
	`pitfall/sdk.go:15:19: jsonschema:"description=Account to close,pattern=^acct_" starts with WORD=: google/jsonschema-go takes the jsonschema tag as a description only and rejects it, so go-sdk's AddTool panics ("tag must not begin with 'WORD='"); write the rule in words instead`,
	`sdk/sdk.go:40:3: the model cannot read this failure: go-sdk sends a *jsonrpc.Error returned by a typed handler as a JSON-RPC error, not as a tool result the model reads; return a plain error, which the SDK makes a tool result marked as error`,
}

// Where fixes declare keywords on go-sdk tools with an explicit schema.
const (
	inLiteralSchema = "the tool's explicit *jsonschema.Schema"
	afterFor        = "the tool's *jsonschema.Schema, after jsonschema.For"
)

const inDescriptionTagMessage = "state it in the field's jsonschema_description tag, a description only (other jsonschema options empty the schema under mcp-go)"

const inTagMessage = "state it in the field's jsonschema tag, a description only (a keyword there panics at AddTool)"

const toolErrorMessage = "the model cannot read this failure: mcp-go sends a Go error returned by a handler as a JSON-RPC error (-32603), not as a tool result the model reads; return it as a tool result marked as error"

// pristine is the repository's example/, which tests only read: programs
// run there before any fix (go run caches them, the path being stable).
var pristine = filepath.Join("..", "..", "example")

// example copies the example module into a fresh directory.
func example(t *testing.T) string {
	t.Helper()
	dst := t.TempDir()
	src := pristine
	err := filepath.WalkDir(src, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, path)
		if d.IsDir() {
			return os.MkdirAll(filepath.Join(dst, rel), 0o755)
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dst, rel), data, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
	return dst
}

type result struct {
	stdout, stderr string
	code           int
}

func run(t *testing.T, dir, name string, args ...string) result {
	t.Helper()
	return runContext(context.Background(), t, dir, name, args...)
}

// runEnv is run with env added to the environment.
func runEnv(t *testing.T, dir string, env []string, name string, args ...string) result {
	t.Helper()
	return runContextEnv(context.Background(), t, dir, env, name, args...)
}

// runContext is run, killing the command when ctx is done.
func runContext(ctx context.Context, t *testing.T, dir, name string, args ...string) result {
	t.Helper()
	return runContextEnv(ctx, t, dir, nil, name, args...)
}

// runContextEnv is runContext with env added to the environment.
func runContextEnv(ctx context.Context, t *testing.T, dir string, env []string, name string, args ...string) result {
	t.Helper()
	cmd := exec.CommandContext(ctx, name, args...)
	// When ctx ends, go is killed but not the tools it started, which
	// may hold its output open: stop waiting for them.
	cmd.WaitDelay = 10 * time.Second
	cmd.Dir = dir
	cmd.Env = append(append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=mod"), env...)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	code := 0
	var exit *exec.ExitError
	if errors.As(err, &exit) {
		code = exit.ExitCode()
	} else if err != nil {
		t.Fatalf("%s %v: %v", name, args, err)
	}
	return result{out.String(), errb.String(), code}
}

// related reports whether l is a diagnostic's related information
// ("file:line:col: \tthe schema declares x here"), which the drivers print
// after it.
func related(l string) bool { return strings.Contains(l, ": \t") }

// findings returns the diagnostic lines of go vet's or toolvet's stderr,
// relative to dir, sorted, without related information.
func findings(dir, stderr string) []string {
	var lines []string
	for _, l := range strings.Split(stderr, "\n") {
		l = strings.TrimPrefix(l, dir+string(filepath.Separator))
		if related(l) {
			continue
		}
		if strings.HasPrefix(l, "transfer/") || strings.HasPrefix(l, "sdk/") || strings.HasPrefix(l, "structin/") ||
			strings.HasPrefix(l, "reflected/") || strings.HasPrefix(l, "sdkschema/") ||
			strings.HasPrefix(l, "pitfall/") {
			lines = append(lines, l)
		}
	}
	slices.Sort(lines)
	return lines
}

func readFile(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// checkFixed asserts the example was fixed exactly as the golden files
// say, and that the fixed tree builds, is gofmt-clean, passes a second go
// vet and serves what the fixes declare (checkFixedTree, once per tree).
func checkFixed(t *testing.T, dir string) {
	t.Helper()
	for _, f := range []struct{ path, golden string }{
		{"transfer/transfer.go", "transfer.go.fixed"},
		{"sdk/sdk.go", "sdk.go.fixed"},
		{"structin/structin.go", "structin.go.fixed"},
		{"reflected/reflected.go", "reflected.go.fixed"},
		{"sdkschema/sdkschema.go", "sdkschema.go.fixed"},
		{"pitfall/sdk.go", "pitfall_sdk.go.fixed"},
		{"pitfall/mcpgo.go", "pitfall_mcpgo.go.fixed"},
	} {
		got := readFile(t, filepath.Join(dir, f.path))
		want := readFile(t, filepath.Join("testdata", f.golden))
		if got != want {
			t.Fatalf("fixed %s differs from testdata/%s:\n%s", f.path, f.golden, got)
		}
	}
	oncePerTree(t, dir, checkFixedTree)
}

// treeChecks are the fixed trees checked so far, by digest: every door
// (go vet -fix, go fix -fixtool, toolvet -fix, a second -fix) is to write
// the same tree, and what checkFixedTree asserts depends on the tree's
// bytes alone.
var treeChecks sync.Map // digest → *treeCheck

type treeCheck struct {
	sync.Mutex
	passedIn string // the test whose check passed; "" until one has
}

// oncePerTree runs check on dir unless a tree of the same bytes passed it
// in another test (or waits for the test checking one now).
func oncePerTree(t *testing.T, dir string, check func(*testing.T, string)) {
	t.Helper()
	v, _ := treeChecks.LoadOrStore(treeDigest(t, dir), new(treeCheck))
	tc := v.(*treeCheck)
	tc.Lock()
	defer tc.Unlock()
	if tc.passedIn != "" {
		t.Logf("the fixed tree is byte for byte the one %s checked (build, gofmt, go vet, the programs' output)", tc.passedIn)
		return
	}
	check(t, dir)
	if !t.Failed() {
		tc.passedIn = t.Name()
	}
}

// treeDigest hashes every file under dir, with its path relative to dir.
func treeDigest(t *testing.T, dir string) string {
	t.Helper()
	h := sha256.New()
	err := filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := os.ReadFile(path)
		rel, _ := filepath.Rel(dir, path)
		fmt.Fprintf(h, "%q %d\n", filepath.ToSlash(rel), len(data))
		h.Write(data)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return hex.EncodeToString(h.Sum(nil))
}

// checkFixedTree asserts the fixed example builds, is gofmt-clean, that a
// second go vet finds nothing, and that its programs (the real servers and
// clients) list and call the tools as the fixes declare them.
func checkFixedTree(t *testing.T, dir string) {
	t.Helper()
	// One build of every package, writing the programs run below.
	bin := t.TempDir()
	if r := run(t, dir, "go", "build", "-o", bin+string(filepath.Separator), "./..."); r.code != 0 {
		t.Fatalf("fixed code does not build: %s", r.stderr)
	}
	program := func(name string) string { return filepath.Join(bin, name) }
	if r := run(t, dir, "gofmt", "-l", "."); r.stdout != "" {
		t.Fatalf("fixed code is not gofmt-clean: %s", r.stdout)
	}
	if r := run(t, dir, "go", "vet", "-vettool="+toolvet, "./..."); r.code != 0 || findings(dir, r.stderr) != nil {
		t.Fatalf("second go vet run: exit %d, want 0 and no findings:\n%s", r.code, r.stderr)
	}
	// The keyword tags, stated in words: go-sdk starts, mcp-go lists every
	// field.
	pf := run(t, dir, program("pitfalllist"))
	for _, want := range []string{
		`go-sdk: [{"description":"Close an account.","inputSchema":{"additionalProperties":false,"properties":{"accountId":{"description":"Account to close. Must match '^acct_'.","type":"string"}},"required":["accountId"],"type":"object"},"name":"close_account"}]`,
		`"inputSchema":{"type":"object","properties":{"accountId":{"type":"string","description":"Account to close. Must match '^acct_'."},"reason":{"type":"string","description":"Why the account is closed"}},"required":["accountId"],"additionalProperties":false}`,
	} {
		if !strings.Contains(pf.stdout, want) {
			t.Errorf("pitfalllist after the fix lacks %s:\n%s%s", want, pf.stdout, pf.stderr)
		}
	}
	// What reaches the wire: the real server's tools/list response.
	r := run(t, dir, program("listtools"))
	if r.code != 0 {
		t.Fatalf("listtools: %s", r.stderr)
	}
	// go-sdk: what a real client lists.
	sdk := run(t, dir, program("sdklist"))
	for _, want := range []string{
		`"description":"Move money. eur transfers are capped at 500."`,
		`"accountId":{"description":"Destination account. Must start with 'acct_'. Must end with '_live'.","type":"string"}`,
		`"amount":{"description":"Must be at least 1. Must be at most 10000.","type":"number"}`,
	} {
		if !strings.Contains(sdk.stdout, want) {
			t.Errorf("go-sdk tools/list lacks %s:\n%s%s", want, sdk.stdout, sdk.stderr)
		}
	}
	// go-sdk tools with an explicit schema: the keywords the fixes set, as
	// the real client lists them (whole tools).
	for _, want := range []string{
		`{"description":"Move money. eur transfers are capped at 500.","inputSchema":{"properties":{"accountId":{"description":"Destination account","pattern":"^acct_","type":"string"},"amount":{"maximum":5000,"minimum":1,"type":"number"},"currency":{"enum":["usd","eur"],"type":"string"}},"required":["accountId","amount","currency"],"type":"object"},"name":"transfer_schema"}`,
		`{"description":"Pay out to an account","inputSchema":{"additionalProperties":false,"properties":{"accountId":{"pattern":"^acct_","type":"string"},"amount":{"maximum":5000,"minimum":1,"type":"number"},"currency":{"enum":["usd","eur"],"type":"string"}},"required":["accountId","amount","currency"],"type":"object"},"name":"payout"}`,
	} {
		if !strings.Contains(sdk.stdout, want) {
			t.Errorf("go-sdk tools/list lacks %s:\n%s%s", want, sdk.stdout, sdk.stderr)
		}
	}
	// invopop/jsonschema: the reflected schema, escaped comma included.
	refl := run(t, dir, program("reflectedlist"))
	for _, want := range []string{
		`"accountId":{"type":"string","pattern":"^acct_","description":"Destination account"}`,
		`"amount":{"type":"number","maximum":5000,"minimum":1}`,
		`"currency":{"type":"string","enum":["usd","eur"]}`,
		`"nickname":{"type":"string","pattern":"^[a-z]{3,8}$","description":"Payee nickname"}`,
	} {
		if !strings.Contains(refl.stdout, want) {
			t.Errorf("reflected schema lacks %s:\n%s%s", want, refl.stdout, refl.stderr)
		}
	}
	// A failure the model can read: an error result, not a protocol error.
	call := run(t, dir, program("calltool"), "refund", `{"transferId":"x"}`)
	if want := `"result":{"content":[{"type":"text","text":"transferId \"x\" must start with tr_"}],"isError":true}`; !strings.Contains(call.stdout, want) {
		t.Errorf("refund with a bad id: want %s, got:\n%s%s", want, call.stdout, call.stderr)
	}
	call = run(t, dir, program("sdkcall"), "refund", `{"transferId":"x"}`)
	if want := `"content":[{"type":"text","text":"transferId \"x\" must start with tr_"}],"isError":true`; !strings.Contains(call.stdout, want) || strings.Contains(call.stdout, `"error"`) {
		t.Errorf("go-sdk refund with a bad id: want %s, got:\n%s%s", want, call.stdout, call.stderr)
	}
	for _, want := range []string{
		`"description":"Move money. eur transfers are capped at 500."`,
		`"accountId":{"pattern":"^acct_","type":"string"}`,
		`"amount":{"maximum":5000,"minimum":1,"type":"number"}`,
		`"currency":{"enum":["usd","eur"],"type":"string"}`,
		`"accountId":{"type":"string","description":"Destination account. Must start with 'acct_'."}`,
		`"amount":{"type":"number","description":"Must be at least 1. Must be at most 10000."}`,
	} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("tools/list lacks %s:\n%s", want, r.stdout)
		}
	}
}

func TestGoVet(t *testing.T) {
	t.Parallel()
	dir := example(t)
	r := run(t, dir, "go", "vet", "-vettool="+toolvet, "./...")
	if r.code != 1 {
		t.Errorf("go vet exit code = %d, want 1 (findings)\n%s", r.code, r.stderr)
	}
	if got := findings(dir, r.stderr); !slices.Equal(got, wantFindings) {
		t.Errorf("go vet findings:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(wantFindings, "\n"))
	}
	// Before the fix, the failure is a protocol error the model never reads.
	r = run(t, pristine, "go", "run", "./calltool", "refund", `{"transferId":"x"}`)
	if want := `"error":{"code":-32603,"message":"transferId \"x\" must start with tr_"}`; !strings.Contains(r.stdout, want) {
		t.Errorf("refund with a bad id before the fix: want %s, got:\n%s%s", want, r.stdout, r.stderr)
	}
	// Keyword tags under google/jsonschema-go: go-sdk panics at start up,
	// mcp-go publishes an empty schema.
	r = run(t, pristine, "go", "run", "./pitfalllist")
	for _, want := range []string{
		`go-sdk: panic: AddTool: tool "close_account": input schema: ForType(pitfall.CloseIn): tag must not begin with 'WORD='`,
		`"inputSchema":{"properties":{},"required":[],"type":"object"}`,
	} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("pitfalllist before the fix lacks %s:\n%s%s", want, r.stdout, r.stderr)
		}
	}
	// go-sdk sends a typed handler's *jsonrpc.Error as a protocol error.
	r = run(t, pristine, "go", "run", "./sdkcall", "refund", `{"transferId":"x"}`)
	if want := `"error":{"code":-32602,"message":"transferId \"x\" must start with tr_"}`; !strings.Contains(r.stdout, want) {
		t.Errorf("go-sdk refund with a bad id before the fix: want %s, got:\n%s%s", want, r.stdout, r.stderr)
	}
}

func TestGoVetFix(t *testing.T) {
	t.Parallel()
	dir := example(t)
	r := run(t, dir, "go", "vet", "-vettool="+toolvet, "-fix", "./...")
	if r.code != 0 {
		t.Fatalf("go vet -fix exit code = %d\n%s", r.code, r.stderr)
	}
	checkFixed(t, dir)
	// Idempotent: fixing again changes nothing.
	if r := run(t, dir, "go", "vet", "-vettool="+toolvet, "-fix", "./..."); r.code != 0 {
		t.Fatalf("second go vet -fix: exit %d\n%s", r.code, r.stderr)
	}
	checkFixed(t, dir)
}

func TestGoVetFixDiff(t *testing.T) {
	t.Parallel()
	dir := example(t)
	before := readFile(t, filepath.Join(dir, "transfer", "transfer.go"))
	r := run(t, dir, "go", "vet", "-vettool="+toolvet, "-fix", "-diff", "./...")
	if r.code != 1 {
		t.Errorf("go vet -fix -diff exit code = %d, want 1 (a diff)\n%s", r.code, r.stderr)
	}
	for _, want := range []string{
		`+		mcp.WithString("accountId", mcp.Required(), mcp.Pattern("^acct_")),`,
		`+		mcp.WithNumber("amount", mcp.Required(), mcp.Max(5000), mcp.Min(1)),`,
		`+		mcp.WithString("currency", mcp.Required(), mcp.Enum("usd", "eur")),`,
		`+		mcp.WithDescription("Move money. eur transfers are capped at 500."),`,
		`+			return mcp.NewToolResultError(err.Error()), nil`,
	} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("diff lacks %q:\n%s", want, r.stdout)
		}
	}
	if after := readFile(t, filepath.Join(dir, "transfer", "transfer.go")); after != before {
		t.Error("-diff changed the file")
	}
}

func TestGoFixFixtool(t *testing.T) {
	t.Parallel()
	dir := example(t)
	if r := run(t, dir, "go", "fix", "-fixtool="+toolvet, "./..."); r.code != 0 {
		t.Fatalf("go fix -fixtool exit code = %d\n%s", r.code, r.stderr)
	}
	checkFixed(t, dir)
}

func TestStandalone(t *testing.T) {
	t.Parallel()
	dir := example(t)
	r := run(t, dir, toolvet, "./...")
	if r.code != 3 {
		t.Errorf("toolvet exit code = %d, want 3 (findings)\n%s", r.code, r.stderr)
	}
	if got := findings(dir, r.stderr); !slices.Equal(got, wantFindings) {
		t.Errorf("toolvet findings:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(wantFindings, "\n"))
	}

	r = run(t, dir, toolvet, "-json", "./...")
	var out map[string]map[string][]struct {
		Message        string            `json:"message"`
		SuggestedFixes []json.RawMessage `json:"suggested_fixes"`
	}
	if err := json.Unmarshal([]byte(r.stdout), &out); err != nil {
		t.Fatalf("toolvet -json: %v\n%s", err, r.stdout)
	}
	pkg := out["example.com/toolvet-example/transfer"]
	diags := append(pkg["representable"], pkg["crossfield"]...)
	diags = append(diags, pkg["toolerror"]...)
	if len(pkg["representable"]) != 3 || len(pkg["crossfield"]) != 1 || len(pkg["toolerror"]) != 2 {
		t.Fatalf("toolvet -json: %d representable, %d crossfield and %d toolerror diagnostics, want 3, 1 and 2\n%s",
			len(pkg["representable"]), len(pkg["crossfield"]), len(pkg["toolerror"]), r.stdout)
	}
	sdkPkg := out["example.com/toolvet-example/sdk"]
	diags = append(diags, sdkPkg["representable"]...)
	diags = append(diags, sdkPkg["crossfield"]...)
	diags = append(diags, sdkPkg["toolerror"]...)
	if len(sdkPkg["representable"]) != 3 || len(sdkPkg["crossfield"]) != 1 || len(sdkPkg["toolerror"]) != 1 {
		t.Fatalf("toolvet -json on sdk: %d representable, %d crossfield and %d toolerror diagnostics, want 3, 1 and 1\n%s",
			len(sdkPkg["representable"]), len(sdkPkg["crossfield"]), len(sdkPkg["toolerror"]), r.stdout)
	}
	schemaPkg := out["example.com/toolvet-example/sdkschema"]
	diags = append(diags, schemaPkg["representable"]...)
	diags = append(diags, schemaPkg["crossfield"]...)
	if len(schemaPkg["representable"]) != 6 || len(schemaPkg["crossfield"]) != 1 {
		t.Fatalf("toolvet -json on sdkschema: %d representable and %d crossfield diagnostics, want 6 and 1\n%s",
			len(schemaPkg["representable"]), len(schemaPkg["crossfield"]), r.stdout)
	}
	pitfalls := out["example.com/toolvet-example/pitfall"]["schemapitfall"]
	if len(pitfalls) != 2 {
		t.Fatalf("toolvet -json on pitfall: %d schemapitfall diagnostics, want 2\n%s", len(pitfalls), r.stdout)
	}
	diags = append(diags, pitfalls...)
	for _, d := range diags {
		if len(d.SuggestedFixes) != 1 {
			t.Errorf("%q has %d fixes, want exactly 1", d.Message, len(d.SuggestedFixes))
		}
	}

	if r := run(t, dir, toolvet, "-representable=false", "-crossfield=false", "-toolerror=false", "-schemapitfall=false", "./..."); r.code != 0 || r.stderr != "" {
		t.Errorf("toolvet with every analyzer off: exit %d, want 0 and silence\n%s", r.code, r.stderr)
	}
	if r := run(t, dir, toolvet, "-representable=false", "-toolerror=false", "-schemapitfall=false", "./..."); len(findings(dir, r.stderr)) != 3 {
		t.Errorf("toolvet with only crossfield on: want only the three crossfield findings\n%s", r.stderr)
	}

	if r := run(t, dir, toolvet, "-fix", "./..."); r.code != 0 {
		t.Fatalf("toolvet -fix exit code = %d\n%s", r.code, r.stderr)
	}
	checkFixed(t, dir)
	if r := run(t, dir, toolvet, "./..."); r.code != 0 || r.stderr != "" {
		t.Errorf("second toolvet run: exit %d, want 0 and silence\n%s", r.code, r.stderr)
	}
}

// TestLibraryExamples runs toolvet over the examples shipped inside the
// real mcp-go and go-sdk modules (dependencies of the example module): no
// crash, and exactly the findings recorded in
// testdata/library-examples.txt, each checked by hand: two mcp-go
// handlers and one go-sdk low-level handler return a missing or malformed
// argument as a Go error, typed_tools accepts a required name that is
// empty, multi_round_trip marks "environment" required yet deploys to
// "staging" when it is missing, and sequentialthinking refuses a
// reviseStep below 1 in the closure it hands its store's CompareAndSwap.
func TestLibraryExamples(t *testing.T) {
	t.Parallel()
	dir := filepath.Join("..", "..", "example")
	modcache := strings.TrimSpace(run(t, dir, "go", "env", "GOMODCACHE").stdout)
	r := run(t, dir, toolvet,
		"github.com/mark3labs/mcp-go/examples/...",
		"github.com/modelcontextprotocol/go-sdk/examples/...")
	if r.code != 3 {
		t.Fatalf("toolvet exit code = %d, want 3 (findings)\n%s", r.code, r.stderr)
	}
	var got []string
	for _, l := range strings.Split(r.stderr, "\n") {
		if l != "" && !related(l) {
			got = append(got, strings.TrimPrefix(l, modcache+string(filepath.Separator)))
		}
	}
	slices.Sort(got)
	want := strings.Split(strings.TrimSpace(readFile(t, filepath.Join("testdata", "library-examples.txt"))), "\n")
	if !slices.Equal(got, want) {
		t.Errorf("findings on the libraries' examples:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
