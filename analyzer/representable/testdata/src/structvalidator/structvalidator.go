// Package structvalidator: rules in validator struct-level validations
// (RegisterStructValidation). Each guard that ends in sl.ReportError is a
// rule, reported at the check.
package structvalidator

import (
	"context"
	"os"
	"strings"

	"github.com/go-playground/validator/v10"
	"github.com/invopop/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

var validate = validator.New(validator.WithRequiredStructEnabled())

func init() {
	validate.RegisterStructValidation(transferRules, TransferIn{})
	validate.RegisterStructValidation(func(sl validator.StructLevel) {
		r := sl.Current().Interface().(Reflected)
		if len(r.Code) != 6 { // want `code must be exactly 6 bytes long, but the schema does not say so: declare minLength 6, maxLength 6 \(no fix: len counts bytes`
			sl.ReportError(r.Code, "code", "Code", "code", "")
		}
		if r.Count%10 != 0 { // want `count must be a multiple of 10, but the schema does not say so: declare multipleOf 10`
			sl.ReportError(r.Count, "count", "Count", "count", "")
		}
	}, &Reflected{})
	validate.RegisterStructValidation(otherRules, NotAnInput{})
}

type TransferIn struct {
	AccountID string  `json:"accountId" jsonschema:"Destination account"`
	Amount    float64 `json:"amount" jsonschema:"In dollars, at most 10000"`
	Currency  string  `json:"currency"`
	Memo      string  `json:"memo,omitempty"`
}

func transferRules(sl validator.StructLevel) {
	in := sl.Current().Interface().(TransferIn)
	if !strings.HasPrefix(in.AccountID, "acct_") { // want `accountId must start with "acct_", but the schema does not say so: state it in the field's jsonschema tag`
		sl.ReportError(in.AccountID, "accountId", "AccountID", "acct", "")
	}
	if in.Amount <= 0 || in.Amount > 10000 { // want `amount must be greater than 0, but the schema does not say so`
		sl.ReportError(in.Amount, "amount", "Amount", "amount", "")
	}
	if in.Currency != "usd" && in.Currency != "eur" { // want `currency must be one of "usd", "eur", but the schema does not say so`
		sl.ReportError(in.Currency, "currency", "Currency", "currency", "")
	}
	if in.Currency == "eur" && in.Amount > 500 { // cross-field: crossfield's
		sl.ReportError(in.Amount, "amount", "Amount", "eurcap", "")
	}
	if strings.EqualFold(in.AccountID, os.Getenv("BLOCKED")) { // opaque
		sl.ReportError(in.AccountID, "accountId", "AccountID", "blocked", "")
	}
	if in.Memo == "" {
		return
	}
	if len(in.Memo) > 200 { // want `memo must be at most 200 bytes long, but the schema does not say so`
		sl.ReportError(in.Memo, "memo", "Memo", "memo", "")
	}
}

func transfer(ctx context.Context, req *mcp.CallToolRequest, in TransferIn) (*mcp.CallToolResult, any, error) {
	if err := validate.Struct(in); err != nil {
		return nil, nil, err
	}
	return nil, nil, nil
}

// NotAnInput has a struct-level validation but is no tool's input: not read.
type NotAnInput struct{ ID string }

func otherRules(sl validator.StructLevel) {
	o := sl.Current().Interface().(NotAnInput)
	if !strings.HasPrefix(o.ID, "x") {
		sl.ReportError(o.ID, "id", "ID", "x", "")
	}
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "transfer"}, transfer)
}

// Reflected: an invopop schema takes keywords, so the fix declares them.
type Reflected struct {
	Code  string `json:"code"`
	Count int    `json:"count"`
}

var ReflectedSchema = jsonschema.Reflect(&Reflected{})
