// Package structhelpers checks its decoded arguments in helpers of its
// own: a function given an embedded part of the input, and methods of the
// input a validate method returns into, per operation.
package structhelpers

import (
	"context"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type paging struct {
	Limit  int `json:"limit,omitempty"`
	Offset int `json:"offset,omitempty"`
}

type ManageArgs struct {
	paging
	Operation string `json:"operation"`
	Start     int    `json:"start,omitempty"`
	End       int    `json:"end,omitempty"`
	Comment   string `json:"comment,omitempty"`
}

// listOptions checks the paging fields it is handed.
func listOptions(p paging) (string, error) {
	if p.Limit > 100 { // want `limit must be at most 100, but the schema does not say so`
		return "", fmt.Errorf("limit is at most 100")
	}
	return fmt.Sprint(p.Limit), nil
}

func (a ManageArgs) validate() error {
	switch a.Operation {
	case "list":
		_, err := listOptions(a.paging)
		if err != nil {
			return err
		}
		return nil
	case "create":
		return a.validateWrite()
	default: // want `operation must be one of "list", "create", but the schema does not say so`
		return fmt.Errorf("unknown operation %q", a.Operation)
	}
}

func (a ManageArgs) validateWrite() error {
	if a.End <= a.Start { // cross-field, stated in the tool's description
		return fmt.Errorf("end must be after start")
	}
	if len(a.Comment) > 200 { // want `comment must be at most 200 bytes long, but the schema does not say so.*no fix: the code checks it only when operation is "create"`
		return fmt.Errorf("comment is too long")
	}
	return nil
}

func manage(ctx context.Context, req *mcp.CallToolRequest, args ManageArgs) (*mcp.CallToolResult, any, error) {
	if err := args.validate(); err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}, nil, nil
	}
	return &mcp.CallToolResult{}, nil, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "manage", Description: "Manages windows. To create one, end must be after start."}, manage)
}
