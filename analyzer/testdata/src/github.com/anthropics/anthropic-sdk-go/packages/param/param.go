// Package param is a stub of github.com/anthropics/anthropic-sdk-go/packages/param (v1.84.0).
package param

type Opt[T comparable] struct {
	Value T
	valid bool
}

func NewOpt[T comparable](v T) Opt[T] { return Opt[T]{Value: v, valid: true} }
