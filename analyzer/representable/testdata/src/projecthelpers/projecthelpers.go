// Package projecthelpers is a go-sdk server in the shape real ones take:
// failures built by the project's own result helpers, defaults given
// before the checks, and ozzo-validation rules written in the handler.
package projecthelpers

import (
	"context"
	"fmt"
	"regexp"

	validation "github.com/go-ozzo/ozzo-validation/v4"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// textErrorf is the server's failure: a result the model reads.
func textErrorf(format string, args ...any) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprintf(format, args...)}}, IsError: true}
}

// textError calls textErrorf: a helper of a helper.
func textError(msg string) *mcp.CallToolResult { return textErrorf("%s", msg) }

// textResult is a success.
func textResult(msg string) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: msg}}}
}

var repoRe = regexp.MustCompile(`^[a-z]+/[a-z]+$`)

type ListArgs struct {
	Repository string `json:"repository"`
	Limit      int    `json:"limit,omitempty"`
	State      string `json:"state,omitempty"`
	Page       int    `json:"page,omitempty"`
}

type ShowArgs struct {
	Repository string `json:"repository"`
	Page       int    `json:"page,omitempty"`
}

type server struct{}

func (s *server) list(ctx context.Context, req *mcp.CallToolRequest, args ListArgs) (*mcp.CallToolResult, any, error) {
	if args.Limit == 0 {
		args.Limit = 15
	}
	if args.State == "" {
		args.State = "open"
	}
	if err := validation.ValidateStruct(&args,
		validation.Field(&args.Repository, validation.Required, validation.Match(repoRe)), // want `repository must match "\^\[a-z\]\+/\[a-z\]\+\$", but the schema does not say so`
		validation.Field(&args.Limit, validation.Min(1), validation.Max(100)),             // want `limit must be at least 1, but the schema does not say so.*no fix` `limit must be at most 100, but the schema does not say so`
		validation.Field(&args.State, validation.In("open", "closed")),                    // want `state must be one of "open", "closed", but the schema does not say so`
	); err != nil {
		return textErrorf("invalid request: %v", err), nil, nil
	}
	if args.Page > 50 { // want `page must be at most 50, but the schema does not say so`
		return textError("page is at most 50"), nil, nil
	}
	return textResult("ok"), nil, nil
}

// textResult is a success, not a failure: the guard after it holds only
// when repository is not "all", so page's keyword gets no fix.
func (s *server) show(ctx context.Context, req *mcp.CallToolRequest, args ShowArgs) (*mcp.CallToolResult, any, error) {
	if args.Repository == "all" {
		return textResult("everything"), nil, nil
	}
	if args.Page < 0 { // want `page must be at least 0, but the schema does not say so: .*no fix: the code checks it only when repository is not "all"`
		return textError("page must not be negative"), nil, nil
	}
	return textResult("ok"), nil, nil
}

func Register(s *mcp.Server) {
	srv := &server{}
	mcp.AddTool(s, &mcp.Tool{Name: "list", Description: "Lists pull requests."}, srv.list)
	mcp.AddTool(s, &mcp.Tool{Name: "show", Description: "Shows a pull request."}, srv.show)
}
