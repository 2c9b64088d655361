// Package reflcross: a rule over two arguments of a tool reflreg
// registers, read in the function it hands the decoded struct.
package reflcross

import (
	"context"
	"errors"

	"example.com/factsmod/reflreg"

	"github.com/mark3labs/mcp-go/server"
)

type ListArgs struct {
	Sort   string `json:"sort" schema:"enum=asc,enum=desc,description=Sort order"`
	Cursor string `json:"cursor" schema:"description=Where the previous page ended"`
}

func list(ctx context.Context, in any) (any, error) {
	args := in.(*ListArgs)
	if args.Sort == "desc" && args.Cursor != "" { // want `the rule over sort and cursor \(args.Sort == "desc" && args.Cursor != ""\) is in no description the model reads: add "When sort is \\"desc\\", cursor must not be set." to the description of tool "list"`
		return nil, errors.New("a cursor pages only in ascending order")
	}
	return args.Sort, nil
}

func Register(s *server.MCPServer) error {
	return reflreg.New(s).Add("list", "List the documents.", ListArgs{}, list)
}
