// Package reflerr: the errors of the functions reflreg hands the decoded
// struct become results the model reads (reflreg's handler turns them
// into error results): nothing to report.
package reflerr

import (
	"context"
	"errors"

	"example.com/factsmod/reflreg"

	"github.com/mark3labs/mcp-go/server"
)

type GetArgs struct {
	ID string `json:"id" schema:"required"`
}

func get(ctx context.Context, in any) (any, error) {
	args := in.(*GetArgs)
	if args.ID == "" {
		return nil, errors.New("id is required")
	}
	return args.ID, nil
}

func Register(s *server.MCPServer) error {
	return reflreg.New(s).Add("get", "Get a document.", GetArgs{}, get)
}
