package main_test

import (
	"strings"
	"testing"
)

// wantValidatedFindings are the findings on example/validated, whose rules
// live in a custom validator tag and in ozzo-validation rules, with the
// related information go vet prints under each (a tab, then the message;
// none where the finding is at the declaration's own line).
var wantValidatedFindings = []string{
	`validated/validated.go:29:20: accountId must start with "acct_", but the schema does not say so: ` + inTagMessage,
	`validated/validated.go:20:10: 	the check, in the validation registered for "acct"`,
	`validated/validated.go:37:52: amount must be at least 1 and at most 5000, but the schema does not say so: ` + inTagMessage,
	`validated/validated.go:30:2: 	the schema declares amount here`,
	`validated/validated.go:39:54: currency must be one of "usd", "eur", but the schema does not say so: ` + inTagMessage,
	`validated/validated.go:31:2: 	the schema declares currency here`,
	`validated/validated.go:38:41: the rule over amount and currency (validation.When(p.Currency == "eur", validation.Max(500.0))) is in no description the model reads: add "When currency is \"eur\", amount must be at most 500." to the description of tool "payout"`,
	`validated/validated.go:55:56: 	the tool's description: tool "payout"`,
}

// TestValidated: on the real go-playground/validator and
// go-ozzo/ozzo-validation, go vet finds the custom tag's rule and the ozzo
// rules, go vet -fix states them, a real go-sdk client lists them, and the
// handler rejects calls that break them (the rules are real).
func TestValidated(t *testing.T) {
	t.Parallel()
	dir := example(t)
	calls := []struct{ args, want string }{
		{`{"accountId":"x","amount":10,"currency":"usd"}`, `"text":"Key: 'PayoutIn.AccountID' Error:Field validation for 'AccountID' failed on the 'acct' tag"}],"isError":true`},
		{`{"accountId":"acct_1","amount":6000,"currency":"usd"}`, `"text":"amount: must be no greater than 5000."}],"isError":true`},
		{`{"accountId":"acct_1","amount":600,"currency":"eur"}`, `"text":"amount: must be no greater than 500."}],"isError":true`},
		{`{"accountId":"acct_1","amount":60,"currency":"eur"}`, `"text":"paid"}]`},
	}
	var args []string
	for _, c := range calls {
		args = append(args, c.args)
	}
	r := run(t, pristine, "go", append([]string{"run", "./validatedlist"}, args...)...)
	for _, c := range calls {
		if !strings.Contains(r.stdout, c.want) {
			t.Errorf("payout %s: want %s, got:\n%s%s", c.args, c.want, r.stdout, r.stderr)
		}
	}

	vetFix{
		dir: dir, pattern: "./validated/", prefixes: []string{"validated"}, related: true,
		want:  wantValidatedFindings,
		fixed: []string{"validated/validated.go"},
		gofmt: "validated",
	}.check(t)
	list := run(t, dir, "go", "run", "./validatedlist")
	for _, want := range []string{
		`"description":"Pay out to an account. When currency is \"eur\", amount must be at most 500."`,
		`"accountId":{"description":"Account to pay. Must start with 'acct_'.","type":"string"}`,
		`"amount":{"description":"In dollars. Must be at least 1. Must be at most 5000.","type":"number"}`,
		`"currency":{"description":"Must be one of 'usd', 'eur'.","type":"string"}`,
	} {
		if !strings.Contains(list.stdout, want) {
			t.Errorf("go-sdk tools/list lacks %s:\n%s%s", want, list.stdout, list.stderr)
		}
	}
}
