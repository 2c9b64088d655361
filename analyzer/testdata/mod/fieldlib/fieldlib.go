// Package fieldlib declares custom validations that other packages
// register with validator. What each one enforces depends on the kind of
// field its tag is on: fl.Field().String() reads a string field only.
package fieldlib

import (
	"context"
	"os"
	"strings"
	"unicode/utf8"

	"github.com/go-playground/validator/v10"
)

// ValidMemo: guards that return false, then a last condition.
func ValidMemo(fl validator.FieldLevel) bool { // want ValidMemo:`summary\(string: : must be at most 140 characters long; : must not be empty; : must not contain "<"\)`
	s := fl.Field().String()
	if utf8.RuneCountInString(s) > 140 {
		return false
	}
	return s != "" && !strings.Contains(s, "<")
}

// PositiveCents is the Ctx form, over an integer field.
func PositiveCents(ctx context.Context, fl validator.FieldLevel) bool { // want PositiveCents:`summary\(int: : must be at least 1; : must be at most 100000\)`
	return fl.Field().Int() > 0 && fl.Field().Int() <= 100000
}

// FewItems counts a list's items, or a string's bytes.
func FewItems(fl validator.FieldLevel) bool { // want FewItems:`summary\(list: : must have at most 5 items; string: : must be at most 5 bytes long\)`
	return fl.Field().Len() <= 5
}

// Owner knows what it accepts at run time only: no fact.
func Owner(fl validator.FieldLevel) bool { return fl.Field().String() == os.Getenv("OWNER") }

// HasAcct is a predicate over a string, not a validation validator runs:
// a predicate's fact, no summary.
func HasAcct(s string) bool { return strings.HasPrefix(s, "acct_") } // want HasAcct:`checks\(0: must start with "acct_"\)`
