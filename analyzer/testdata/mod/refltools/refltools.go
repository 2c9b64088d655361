// Package refltools: the tools reflreg's wrappers define in another
// package, as passes/tools finds them: each call a tool, its schema
// reflreg's reading of the example's type, its handler the function
// passed.
package refltools

import (
	"context"

	"example.com/factsmod/reflreg"

	"github.com/mark3labs/mcp-go/server"
)

type FindArgs struct {
	Query  string `json:"query" schema:"required,description=Words to look for"`
	Limit  int    `json:"limit,omitempty" schema:"maximum=50"`
	Hidden string `json:"-"`
}

type OpenArgs struct {
	Path string `json:"path" schema:"required"`
}

type SpanArgs struct {
	From int `json:"from" compat:"min=1"`
}

func find(ctx context.Context, in any) (any, error) { return in.(*FindArgs).Query, nil }
func open(ctx context.Context, in any) (any, error) { return in.(*OpenArgs).Path, nil }
func span(ctx context.Context, in any) (any, error) { return in.(*SpanArgs).From, nil }

func Register(s *server.MCPServer, name string) {
	reg := reflreg.New(s)
	_ = reg.Add("find", "Find documents.", FindArgs{}, find)                                       // want `tool "find" \(mcp-go\): handler linked; properties query, limit$`
	_ = reg.Add("find_ptr", "Find documents.", &FindArgs{}, find)                                  // want `tool "find_ptr" \(mcp-go\): handler linked; properties query, limit$`
	_ = reg.AddCommand(&reflreg.Command{Name: "open", Help: "Open a document."}, OpenArgs{}, open) // want `tool "open" \(mcp-go\): handler linked; properties path$`
	_ = reg.AddCompat("span", "A span of pages.", SpanArgs{}, span)                                // want `tool "span" \(mcp-go\): handler linked; opaque$`
	_ = reg.Add(name, "Named by the caller.", FindArgs{}, find)                                    // want `tool \? \(mcp-go\): handler linked; properties query, limit$`
}
