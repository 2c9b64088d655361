// Package validation is a stub of github.com/go-ozzo/ozzo-validation/v4
// (v4.3.0) with the same signatures, for analysistest: the rules toolvet
// reads from a Validate() method. The real module is exercised end to end
// through the example module.
package validation

import (
	"context"
	"regexp"
)

type (
	Validatable interface {
		Validate() error
	}
	ValidatableWithContext interface {
		ValidateWithContext(ctx context.Context) error
	}
	Rule interface {
		Validate(value interface{}) error
	}
	RuleWithContext interface {
		ValidateWithContext(ctx context.Context, value interface{}) error
	}
	RuleFunc            func(value interface{}) error
	RuleWithContextFunc func(ctx context.Context, value interface{}) error
)

type Error interface {
	Error() string
	Code() string
	Message() string
	SetMessage(string) Error
	Params() map[string]interface{}
	SetParams(map[string]interface{}) Error
}

type ErrorObject struct{ code, message string }

func (e ErrorObject) Error() string                          { return e.message }
func (e ErrorObject) Code() string                           { return e.code }
func (e ErrorObject) Message() string                        { return e.message }
func (e ErrorObject) SetMessage(message string) Error        { e.message = message; return e }
func (e ErrorObject) Params() map[string]interface{}         { return nil }
func (e ErrorObject) SetParams(map[string]interface{}) Error { return e }
func NewError(code, message string) Error                    { return ErrorObject{code, message} }

type Errors map[string]error

func (es Errors) Error() string { return "" }

type FieldRules struct {
	fieldPtr interface{}
	rules    []Rule
}

func Field(fieldPtr interface{}, rules ...Rule) *FieldRules {
	return &FieldRules{fieldPtr: fieldPtr, rules: rules}
}

func ValidateStruct(structPtr interface{}, fields ...*FieldRules) error { return nil }

func ValidateStructWithContext(ctx context.Context, structPtr interface{}, fields ...*FieldRules) error {
	return nil
}

func Validate(value interface{}, rules ...Rule) error { return nil }

func ValidateWithContext(ctx context.Context, value interface{}, rules ...Rule) error { return nil }

type RequiredRule struct {
	condition bool
	skipNil   bool
}

var Required = RequiredRule{skipNil: false, condition: true}

var NilOrNotEmpty = RequiredRule{skipNil: true, condition: true}

func (r RequiredRule) Validate(value interface{}) error   { return nil }
func (r RequiredRule) When(condition bool) RequiredRule   { r.condition = condition; return r }
func (r RequiredRule) Error(message string) RequiredRule  { return r }
func (r RequiredRule) ErrorObject(err Error) RequiredRule { return r }

type LengthRule struct {
	min, max int
	rune     bool
}

func Length(min, max int) LengthRule                  { return LengthRule{min: min, max: max} }
func RuneLength(min, max int) LengthRule              { return LengthRule{min: min, max: max, rune: true} }
func (r LengthRule) Validate(value interface{}) error { return nil }
func (r LengthRule) Error(message string) LengthRule  { return r }
func (r LengthRule) ErrorObject(err Error) LengthRule { return r }

type MatchRule struct{ re *regexp.Regexp }

func Match(re *regexp.Regexp) MatchRule              { return MatchRule{re: re} }
func (r MatchRule) Validate(value interface{}) error { return nil }
func (r MatchRule) Error(message string) MatchRule   { return r }
func (r MatchRule) ErrorObject(err Error) MatchRule  { return r }

type InRule struct{ elements []interface{} }

func In(values ...interface{}) InRule             { return InRule{elements: values} }
func (r InRule) Validate(value interface{}) error { return nil }
func (r InRule) Error(message string) InRule      { return r }
func (r InRule) ErrorObject(err Error) InRule     { return r }

type NotInRule struct{ elements []interface{} }

func NotIn(values ...interface{}) NotInRule          { return NotInRule{elements: values} }
func (r NotInRule) Validate(value interface{}) error { return nil }
func (r NotInRule) Error(message string) NotInRule   { return r }

type ThresholdRule struct {
	threshold interface{}
	operator  int
}

func Min(min interface{}) ThresholdRule                     { return ThresholdRule{threshold: min} }
func Max(max interface{}) ThresholdRule                     { return ThresholdRule{threshold: max, operator: 3} }
func (r ThresholdRule) Exclusive() ThresholdRule            { return r }
func (r ThresholdRule) Validate(value interface{}) error    { return nil }
func (r ThresholdRule) Error(message string) ThresholdRule  { return r }
func (r ThresholdRule) ErrorObject(err Error) ThresholdRule { return r }

type MultipleOfRule struct{ base interface{} }

func MultipleOf(base interface{}) MultipleOfRule             { return MultipleOfRule{base: base} }
func (r MultipleOfRule) Validate(value interface{}) error    { return nil }
func (r MultipleOfRule) Error(message string) MultipleOfRule { return r }

type WhenRule struct {
	condition bool
	rules     []Rule
	elseRules []Rule
}

func When(condition bool, rules ...Rule) WhenRule {
	return WhenRule{condition: condition, rules: rules, elseRules: []Rule{}}
}
func (r WhenRule) Validate(value interface{}) error { return nil }
func (r WhenRule) Else(rules ...Rule) WhenRule      { r.elseRules = rules; return r }

type skipRule struct{ skip bool }

var Skip = skipRule{skip: true}

func (r skipRule) Validate(interface{}) error   { return nil }
func (r skipRule) When(condition bool) skipRule { r.skip = condition; return r }

type inlineRule struct{ f RuleFunc }

func (r *inlineRule) Validate(value interface{}) error { return r.f(value) }

func By(f RuleFunc) Rule { return &inlineRule{f: f} }

type EachRule struct{ rules []Rule }

func Each(rules ...Rule) EachRule                   { return EachRule{rules: rules} }
func (r EachRule) Validate(value interface{}) error { return nil }

type stringValidator func(string) bool

type StringRule struct {
	validate stringValidator
	err      Error
}

func NewStringRule(validator stringValidator, message string) StringRule {
	return StringRule{validate: validator, err: NewError("", message)}
}
func NewStringRuleWithError(validator stringValidator, err Error) StringRule {
	return StringRule{validate: validator, err: err}
}
func (r StringRule) Error(message string) StringRule  { return r }
func (r StringRule) ErrorObject(err Error) StringRule { return r }
func (r StringRule) Validate(value interface{}) error { return nil }
