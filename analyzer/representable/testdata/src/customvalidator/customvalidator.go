// Package customvalidator: validate tags the package registers with
// validator's RegisterValidation (and RegisterAlias). The rule is in the
// function's body; it is reported at the tag, pointing at the check.
package customvalidator

import (
	"context"
	"os"
	"strings"
	"unicode/utf8"

	"github.com/go-playground/validator/v10"
	"github.com/invopop/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

var validate = validator.New()

func init() {
	validate.RegisterValidation("acct", func(fl validator.FieldLevel) bool {
		return strings.HasPrefix(fl.Field().String(), "acct_")
	})
	validate.RegisterValidation("memo", validMemo)
	validate.RegisterValidation("cents", func(fl validator.FieldLevel) bool {
		return fl.Field().Int() > 0 && fl.Field().Int() <= 100000
	})
	validate.RegisterValidation("fewtags", func(fl validator.FieldLevel) bool { return fl.Field().Len() <= 5 })
	validate.RegisterValidation("known", func(fl validator.FieldLevel) bool { return lookup(fl.Field().String()) })
	validate.RegisterValidation("twice", func(fl validator.FieldLevel) bool { return strings.HasPrefix(fl.Field().String(), "a") })
	validate.RegisterValidation("twice", func(fl validator.FieldLevel) bool { return strings.HasPrefix(fl.Field().String(), "b") })
	validate.RegisterValidation("email", func(fl validator.FieldLevel) bool { return lookup(fl.Field().String()) })
	validate.RegisterAlias("ref", "startswith=ref_")
}

// validMemo: guards that return false, then a last condition.
func validMemo(fl validator.FieldLevel) bool {
	s := fl.Field().String()
	if utf8.RuneCountInString(s) > 140 {
		return false
	}
	return s != "" && !strings.Contains(s, "<")
}

// lookup is opaque: what it accepts is known at run time only.
func lookup(s string) bool { return strings.EqualFold(s, os.Getenv("OWNER")) }

type TransferIn struct {
	AccountID string   `json:"accountId" jsonschema:"Destination account" validate:"required,acct"` // want `accountId must start with "acct_", but the schema does not say so: state it in the field's jsonschema tag`
	Memo      string   `json:"memo" validate:"memo"`                                                // want `memo must be at most 140 characters long, must not be empty and must not contain "<", but the schema does not say so: state it in the field's jsonschema tag`
	Note      string   `json:"note,omitempty" validate:"omitempty,acct"`                            // want `note must start with "acct_", but the schema does not say so: state it in the field's jsonschema tag, a description only \(a keyword there panics at AddTool\) \(no fix: with omitempty the code also accepts an empty value, which the keyword would reject\)`
	Cents     int      `json:"cents" jsonschema:"Amount in cents, at most 100000" validate:"cents"` // want `cents must be at least 1, but the schema does not say so`
	Tags      []string `json:"tags" validate:"fewtags"`                                             // want `tags must have at most 5 items, but the schema does not say so`
	Ref       string   `json:"ref" validate:"ref"`                                                  // want `ref must start with "ref_", but the schema does not say so`
	Owner     string   `json:"owner" validate:"known"`                                              // an opaque body: no rule
	Twice     string   `json:"twice" validate:"twice"`                                              // registered twice: opaque
	Email     string   `json:"email" validate:"email"`                                              // the built-in tag, replaced by an opaque one
	Count     int      `json:"count" validate:"acct"`                                               // String() of an int: no rule
}

func transfer(ctx context.Context, req *mcp.CallToolRequest, in TransferIn) (*mcp.CallToolResult, any, error) {
	if err := validate.Struct(in); err != nil {
		return nil, nil, err
	}
	return nil, nil, nil
}

// NotAnInput has a custom tag but is no tool's input: not read.
type NotAnInput struct {
	ID string `json:"id" validate:"acct"`
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "transfer"}, transfer)
}

// Reflected: an invopop schema takes keywords, so the fix declares them.
type Reflected struct {
	AccountID string `json:"accountId" validate:"acct"`                       // want `accountId must start with "acct_", but the schema does not say so: declare pattern "\^acct_"`
	Memo      string `json:"memo" jsonschema:"maxLength=100" validate:"memo"` // want `memo must not be empty and must not contain "<", but the schema does not say so: declare minLength 1, pattern "\^\[\^<\]\*\$"`
}

var ReflectedSchema = jsonschema.Reflect(&Reflected{})
