// Package toy defines tools with toylib, found by the guide's toy adapter
// (toy_test.go).
package toy

import (
	"context"
	"errors"
	"strings"

	"example.com/toylib"
)

var greet = toylib.NewTool("greet", toylib.String("name")) // want `tool "greet" \(toylib\): handler linked; properties name$`

func Register(s *toylib.Server, opts []toylib.Option) {
	s.Register(greet, handleGreet)
	s.Register(toylib.NewTool("user", toylib.String("id"), toylib.String("note")), // want `tool "user" \(toylib\): handler linked; properties id, note$`
		func(ctx context.Context, args toylib.Args) (string, error) {
			id, _ := args["id"].(string)
			if !strings.HasPrefix(id, "u_") {
				return "", errors.New("id must start with u_")
			}
			return id, nil
		})
	// Options toolvet cannot read: the schema is opaque.
	s.Register(toylib.NewTool("opaque", opts...), handleGreet) // want `tool "opaque" \(toylib\): handler linked; opaque$`
}

// Defined, never registered.
var unused = toylib.NewTool("unused") // want `tool "unused" \(toylib\): no handler$`

func handleGreet(ctx context.Context, args toylib.Args) (string, error) {
	name, _ := args["name"].(string)
	return "hello " + name, nil
}

// Not tool definitions: the same names in the package itself.
type Server struct{}

func (Server) Register(t toylib.Tool, h toylib.Handler) {}

func NewTool(name string) string { return name }

var _ = NewTool("local")
