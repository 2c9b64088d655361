// Package toylib is a toy tool library, the example of
// docs/adding-a-library.md: a tool is NewTool(name, options...), served by
// a Handler given with it to Server.Register.
package toylib

import "context"

// Args are a call's arguments, by name.
type Args map[string]any

type Tool struct{ name string }

type Option func(*Tool)

func NewTool(name string, opts ...Option) Tool { return Tool{name: name} }

// String declares a string argument.
func String(name string) Option { return nil }

// Handler serves a call: a non-nil error is sent to the model as the
// call's result, marked as an error.
type Handler func(ctx context.Context, args Args) (string, error)

type Server struct{}

func (*Server) Register(t Tool, h Handler) {}

// Rule is a check of one argument's value, run by Check.
type Rule struct{ max int }

// MaxLen rejects a string longer than n characters.
func MaxLen(n int) Rule { return Rule{max: n} }

// Check runs rules on the argument name of args: a rule source's library,
// as go-playground/validator or ozzo-validation are.
func Check(args Args, name string, rules ...Rule) error { return nil }
