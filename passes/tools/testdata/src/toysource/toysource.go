// Package toysource: a rule the toy rule source reads from a handler's
// toylib.Check guard, reported by representable (without a fix: the toy
// adapter gives its properties no Anchor), next to calls it must not read.
package toysource

import (
	"context"

	"example.com/toylib"
)

func Register(s *toylib.Server, limit int) {
	s.Register(toylib.NewTool("search", toylib.String("query"), toylib.String("scope")),
		func(ctx context.Context, args toylib.Args) (string, error) {
			if err := toylib.Check(args, "query", toylib.MaxLen(64)); err != nil { // want `query must be at most 64 characters long, but the schema does not say so`
				return "", err
			}
			// A length toolvet cannot read: no rule.
			if err := toylib.Check(args, "scope", toylib.MaxLen(limit)); err != nil {
				return "", err
			}
			// A check whose failure does not end the call: no rule.
			if err := toylib.Check(args, "scope", toylib.MaxLen(8)); err != nil {
				_ = err
			}
			return "ok", nil
		})
}
