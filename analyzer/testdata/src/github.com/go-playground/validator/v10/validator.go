// Package validator is a stub of github.com/go-playground/validator/v10
// (v10.30.6) with the same signatures, for analysistest: the registration
// API toolvet reads custom and struct-level rules from. The real module is
// exercised end to end through the example module.
package validator

import (
	"context"
	"reflect"
)

type Validate struct{}

type Option func(*Validate)

func WithRequiredStructEnabled() Option { return func(*Validate) {} }

func New(options ...Option) *Validate { return &Validate{} }

// Func is a custom validation: false means the field is invalid.
type Func func(fl FieldLevel) bool

type FuncCtx func(ctx context.Context, fl FieldLevel) bool

type StructLevelFunc func(sl StructLevel)

type StructLevelFuncCtx func(ctx context.Context, sl StructLevel)

type FieldLevel interface {
	Top() reflect.Value
	Parent() reflect.Value
	Field() reflect.Value
	FieldName() string
	StructFieldName() string
	Param() string
	GetTag() string
	ExtractType(field reflect.Value) (value reflect.Value, kind reflect.Kind, nullable bool)
	GetStructFieldOK() (reflect.Value, reflect.Kind, bool)
	GetStructFieldOKAdvanced(val reflect.Value, namespace string) (reflect.Value, reflect.Kind, bool)
	GetStructFieldOK2() (reflect.Value, reflect.Kind, bool, bool)
	GetStructFieldOKAdvanced2(val reflect.Value, namespace string) (reflect.Value, reflect.Kind, bool, bool)
}

type StructLevel interface {
	Validator() *Validate
	Top() reflect.Value
	Parent() reflect.Value
	Current() reflect.Value
	ExtractType(field reflect.Value) (value reflect.Value, kind reflect.Kind, nullable bool)
	ReportError(field interface{}, fieldName, structFieldName string, tag, param string)
	ReportValidationErrors(relativeNamespace, relativeActualNamespace string, errs ValidationErrors)
}

type FieldError interface {
	Tag() string
	ActualTag() string
	Namespace() string
	StructNamespace() string
	Field() string
	StructField() string
	Value() interface{}
	Param() string
	Kind() reflect.Kind
	Type() reflect.Type
	Error() string
}

type ValidationErrors []FieldError

func (ve ValidationErrors) Error() string { return "" }

func (v *Validate) SetTagName(name string) {}

func (v *Validate) RegisterValidation(tag string, fn Func, callValidationEvenIfNull ...bool) error {
	return nil
}

func (v *Validate) RegisterValidationCtx(tag string, fn FuncCtx, callValidationEvenIfNull ...bool) error {
	return nil
}

func (v *Validate) RegisterAlias(alias, tags string) {}

func (v *Validate) RegisterStructValidation(fn StructLevelFunc, types ...interface{}) {}

func (v *Validate) RegisterStructValidationCtx(fn StructLevelFuncCtx, types ...interface{}) {}

func (v *Validate) Struct(s interface{}) error { return nil }

func (v *Validate) StructCtx(ctx context.Context, s interface{}) (err error) { return nil }

func (v *Validate) Var(field interface{}, tag string) error { return nil }
