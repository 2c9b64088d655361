// Package toyrules: a rule a toylib handler checks that its schema does
// not state, reported by representable through the toy adapter (without a
// fix: the toy adapter gives its properties no Anchor).
package toyrules

import (
	"context"
	"errors"
	"strings"

	"example.com/toylib"
)

func Register(s *toylib.Server) {
	s.Register(toylib.NewTool("user", toylib.String("id")),
		func(ctx context.Context, args toylib.Args) (string, error) {
			id, _ := args["id"].(string)
			if !strings.HasPrefix(id, "u_") { // want `id must start with "u_", but the schema does not say so`
				return "", errors.New("id must start with u_")
			}
			return id, nil
		})
}
