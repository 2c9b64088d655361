package reflapp

import (
	"context"
	"errors"

	"example.com/factsmod/reflreg"

	"github.com/mark3labs/mcp-go/server"
)

func search(ctx context.Context, in any) (any, error) {
	args := in.(*SearchArgs)
	return args.Query, nil
}

func page(ctx context.Context, in any) (any, error) {
	return in.(*PageArgs).Page, nil
}

func index(ctx context.Context, in any) (any, error) {
	args, ok := in.(*IndexArgs)
	if !ok {
		return nil, errors.New("unexpected input")
	}
	return args.Path, nil
}

func span(ctx context.Context, in any) (any, error) {
	return in.(*RangeArgs).From, nil
}

func Register(s *server.MCPServer) error {
	reg := reflreg.New(s)
	if err := reg.Add("search", "Search the documents.", SearchArgs{}, search); err != nil {
		return err
	}
	if err := reg.Add("page", "Read a page.", PageArgs{}, page); err != nil {
		return err
	}
	if err := reg.AddCommand(&reflreg.Command{Name: "index", Help: "Index the documents under a path."}, IndexArgs{}, index); err != nil {
		return err
	}
	return reg.AddCompat("span", "A span of pages.", RangeArgs{}, span)
}
