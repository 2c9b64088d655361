// Package nameloop checks several arguments alike in a loop over their
// names: the loop is read as the code runs it, once per name, so each
// check in it is a rule on each argument.
package nameloop

import (
	"context"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var idArgs = []string{"owner", "repo"}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("copy",
		mcp.WithString("src", mcp.Required()),
		mcp.WithString("dst", mcp.Required()),
		mcp.WithString("owner", mcp.Required()),
		mcp.WithString("repo", mcp.Required()),
		mcp.WithString("path"),
		mcp.WithString("label"),
		mcp.WithString("note"),
		mcp.WithString("zone"),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		args := req.GetArguments()
		for _, name := range []string{"src", "dst"} {
			v, _ := args[name].(string)
			if !strings.HasPrefix(v, "/") { // want `src must start with "/", but the schema does not say so: declare pattern "\^/"` `dst must start with "/", but the schema does not say so: declare pattern "\^/"`
				return mcp.NewToolResultError(name + " must be absolute"), nil
			}
		}
		for _, p := range idArgs {
			v, err := req.RequireString(p)
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			if len(v) > 39 { // want `owner must be at most 39 bytes long, but the schema does not say so: declare maxLength 39` `repo must be at most 39 bytes long, but the schema does not say so: declare maxLength 39`
				return mcp.NewToolResultError(p + " is too long"), nil
			}
		}
		// A loop over strings that are no argument names: not a loop
		// over arguments.
		path := req.GetString("path", "")
		for _, bad := range []string{"..", "~"} {
			if strings.Contains(path, bad) {
				return mcp.NewToolResultError("path must not contain " + bad), nil
			}
		}
		// An iteration left early: the check after it does not hold for
		// every name alike.
		for _, name := range []string{"label", "note"} {
			v := req.GetString(name, "")
			if v == "" {
				continue
			}
			if !strings.HasPrefix(v, "#") {
				return mcp.NewToolResultError(name + " must start with #"), nil
			}
		}
		// A name listed twice is one argument: one finding, one fix (the
		// readings of the two are one rule).
		for _, name := range []string{"zone", "zone"} {
			if len(req.GetString(name, "")) > 8 { // want `zone must be at most 8 bytes long, but the schema does not say so: declare maxLength 8`
				return mcp.NewToolResultError(name + " is too long"), nil
			}
		}
		return mcp.NewToolResultText("ok"), nil
	})
}
