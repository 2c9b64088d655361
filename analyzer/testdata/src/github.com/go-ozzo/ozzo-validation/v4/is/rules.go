// Package is is a stub of github.com/go-ozzo/ozzo-validation/v4/is
// (v4.3.0): string rules built on govalidator.
package is

import validation "github.com/go-ozzo/ozzo-validation/v4"

func check(string) bool { return true }

var (
	Email        = validation.NewStringRuleWithError(check, validation.NewError("validation_is_email", "must be a valid email address"))
	EmailFormat  = validation.NewStringRuleWithError(check, validation.NewError("validation_is_email", "must be a valid email address"))
	URL          = validation.NewStringRuleWithError(check, validation.NewError("validation_is_url", "must be a valid URL"))
	Alpha        = validation.NewStringRuleWithError(check, validation.NewError("validation_is_alpha", "must contain English letters only"))
	Digit        = validation.NewStringRuleWithError(check, validation.NewError("validation_is_digit", "must contain digits only"))
	Alphanumeric = validation.NewStringRuleWithError(check, validation.NewError("validation_is_alphanumeric", "must contain English letters and digits only"))
	Hexadecimal  = validation.NewStringRuleWithError(check, validation.NewError("validation_is_hexadecimal", "must be a valid hexadecimal number"))
	UUIDv4       = validation.NewStringRuleWithError(check, validation.NewError("validation_is_uuid_v4", "must be a valid UUID v4"))
	UUID         = validation.NewStringRuleWithError(check, validation.NewError("validation_is_uuid", "must be a valid UUID"))
)
