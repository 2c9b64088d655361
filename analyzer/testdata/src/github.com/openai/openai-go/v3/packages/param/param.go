// Package param is a stub of github.com/openai/openai-go/v3/packages/param (v3.98.0).
package param

type Opt[T comparable] struct {
	Value T
	valid bool
}

func NewOpt[T comparable](v T) Opt[T] { return Opt[T]{Value: v, valid: true} }
