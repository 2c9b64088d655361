// Package ozzorules: rules written with go-ozzo/ozzo-validation in the input
// type's Validate() method, reported at each rule.
package ozzorules

import (
	"context"
	"errors"
	"regexp"
	"strings"

	validation "github.com/go-ozzo/ozzo-validation/v4"
	"github.com/go-ozzo/ozzo-validation/v4/is"
	"github.com/invopop/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

var refRE = regexp.MustCompile(`^[A-Z]{3}-[0-9]{4}$`)

type TransferIn struct {
	AccountID string  `json:"accountId" jsonschema:"Destination account"`
	Amount    float64 `json:"amount"`
	Currency  string  `json:"currency"`
	Memo      string  `json:"memo,omitempty"`
	Email     string  `json:"email,omitempty"`
	Ref       string  `json:"ref,omitempty"`
	Count     int     `json:"count"`
}

func (t TransferIn) Validate() error {
	return validation.ValidateStruct(&t,
		validation.Field(&t.AccountID, validation.Required, validation.Match(regexp.MustCompile("^acct_"))),               // want `accountId must match "\^acct_", but the schema does not say so: state it in the field's jsonschema tag`
		validation.Field(&t.Amount, validation.Required, validation.Min(0.01), validation.Max(10000.0).Error("too much")), // want `amount must be at least 0\.01 and at most 10000, but the schema does not say so: state it in the field's jsonschema tag`
		validation.Field(&t.Currency, validation.Required, validation.In("usd", "eur")),                                   // want `currency must be one of "usd", "eur", but the schema does not say so: state it in the field's jsonschema tag`
		validation.Field(&t.Memo, validation.Length(0, 200)),                                                              // want `memo must be at most 200 bytes long, but the schema does not say so: state it in the field's jsonschema tag, a description only \(a keyword there panics at AddTool\) \(Length counts bytes, maxLength characters: non-ASCII values may still be too long\)`
		validation.Field(&t.Email, is.EmailFormat),                                                                        // want `email must be an email address, but the schema does not say so: state it in the field's jsonschema tag, a description only \(a keyword there panics at AddTool\) \(no fix: ozzo-validation accepts an empty value`
		validation.Field(&t.Ref, validation.Match(refRE)),                                                                 // want `ref must match .*\(no fix: ozzo-validation accepts an empty value`
		validation.Field(&t.Count, validation.Min(1)),                                                                     // want `count must be at least 1, but the schema does not say so: .* \(no fix: ozzo-validation accepts an empty value`
		validation.Field(&t.Amount, validation.Min(1)),                                                                    // an int threshold on a float field: ozzo fails every non-empty value, no rule
		validation.Field(&t.Currency, validation.Skip, validation.Length(3, 3)),                                           // after Skip: not run
		validation.Field(&t.Memo, validation.By(checkMemo)),                                                               // opaque
		validation.Field(&t.Ref, is.URL),                                                                                  // no format: URL takes scheme-less URLs
	)
}

func checkMemo(value interface{}) error { return nil }

// checkRef is a readable validation.By function: ozzo calls it with the
// field's value, empty or not.
func checkRef(value interface{}) error {
	s, _ := value.(string)
	if !strings.HasPrefix(s, "ref_") {
		return errors.New("ref must start with ref_")
	}
	return nil
}

func transfer(ctx context.Context, req *mcp.CallToolRequest, in TransferIn) (*mcp.CallToolResult, any, error) {
	return nil, nil, nil
}

// NotAnInput has ozzo rules but is no tool's input: not read.
type NotAnInput struct{ ID string }

func (n NotAnInput) Validate() error {
	return validation.ValidateStruct(&n, validation.Field(&n.ID, validation.Required, validation.Length(3, 10)))
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "transfer"}, transfer)
}

// Reflected: an invopop schema takes keywords, so the fix declares them.
// A pointer receiver and ValidateStructWithContext, in an if statement.
type Reflected struct {
	Name  string `json:"name"`
	Code  string `json:"code"`
	Kind  string `json:"kind,omitempty"`
	Level int    `json:"level" jsonschema:"minimum=0"`
	Tag   string `json:"tag,omitempty"`
	Size  int    `json:"size" jsonschema:"maximum=10"`
	Ref   string `json:"ref"`
}

func (r *Reflected) Validate() error {
	if err := validation.ValidateStructWithContext(context.Background(), r,
		validation.Field(&r.Name, validation.Required, validation.RuneLength(2, 40)),        // want `name must be between 2 and 40 characters long, but the schema does not say so: declare minLength 2, maxLength 40`
		validation.Field(&r.Code, validation.Required, is.Alpha),                            // want `code must match "\^\[a-zA-Z\]\+\$", but the schema does not say so: declare pattern "\^\[a-zA-Z\]\+\$"`
		validation.Field(&r.Kind, validation.In("a", "b")),                                  // want `kind must be one of "a", "b", but the schema does not say so: declare enum \["a", "b"\] \(no fix: ozzo-validation accepts an empty value`
		validation.Field(&r.Level, validation.Max(9).Exclusive(), validation.MultipleOf(3)), // want `level must be less than 9 and a multiple of 3, but the schema does not say so: declare maximum 8, multipleOf 3`
		validation.Field(&r.Ref, validation.By(checkRef)),                                   // want `ref must start with "ref_", but the schema does not say so: declare pattern "\^ref_"`
		validation.Field(&r.Size, validation.Required, validation.Max(20)),                  // declared already, tighter
		validation.Field(&r.Tag, validation.Length(1, 0)),                                   // a byte minimum of 1 with empty allowed: nothing beyond the empty value
	); err != nil {
		return err
	}
	return nil
}

var ReflectedSchema = jsonschema.Reflect(&Reflected{})

var repoRE = regexp.MustCompile(`^[a-z]+/[a-z]+$`)

// SourceIn takes a repository or a directory: the repository's format is
// checked only when no directory is given, which is where it is used, so
// the model needs its pattern (without a fix); that one of them is needed
// is crossfield's business.
type SourceIn struct {
	Repo string `json:"repo,omitempty"`
	Dir  string `json:"dir,omitempty"`
}

func (s SourceIn) Validate() error {
	return validation.ValidateStruct(&s,
		validation.Field(&s.Repo, validation.When(s.Dir == "", validation.Required, validation.Match(repoRE))), // want `repo must match "\^\[a-z\]\+/\[a-z\]\+\$", but the schema does not say so: .*\(no fix: the code checks it only when dir is not set`
	)
}

func source(ctx context.Context, req *mcp.CallToolRequest, in SourceIn) (*mcp.CallToolResult, any, error) {
	return nil, nil, nil
}

func RegisterSource(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "source"}, source)
}
