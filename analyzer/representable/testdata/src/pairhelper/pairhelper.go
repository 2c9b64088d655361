// Package pairhelper: a handler that fails through a helper returning the
// handler's whole result (an error result and a nil error), normalises
// arguments by writing the variable again, and checks a value in one mode
// of the tool only.
package pairhelper

import (
	"context"
	"fmt"
	"log"
	"slices"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// fail logs a failure and returns it as the result the model reads.
func fail(logger *log.Logger, message string, err error) (*mcp.CallToolResult, error) {
	full := message
	if err != nil {
		full = fmt.Sprintf("%s: %v", message, err)
	}
	if logger != nil {
		logger.Print(full)
	}
	return mcp.NewToolResultError(full), nil
}

// failf formats its message.
func failf(logger *log.Logger, format string, args ...any) (*mcp.CallToolResult, error) {
	return fail(logger, fmt.Sprintf(format, args...), nil)
}

var workspaceLevels = []string{"read", "write", "plan"}

var projectLevels = []string{"read", "write", "maintain"}

func Create(logger *log.Logger) server.ServerTool {
	return server.ServerTool{
		Tool: mcp.NewTool("create",
			mcp.WithString("module_id", mcp.Required()),
			mcp.WithString("mode"),
			mcp.WithString("workspace"),
			mcp.WithString("level", mcp.Required(), mcp.Description("read, write or plan for a workspace; read, write or maintain for a project.")),
			mcp.WithString("name", mcp.Required()),
		),
		Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return create(ctx, req, logger)
		},
	}
}

func create(ctx context.Context, req mcp.CallToolRequest, logger *log.Logger) (*mcp.CallToolResult, error) {
	id, err := req.RequireString("module_id")
	if err != nil {
		return fail(logger, "missing required input: module_id", err)
	}
	id = strings.TrimSpace(id)
	if !strings.HasPrefix(id, "nocode-") { // want `module_id must start with "nocode-", but the schema does not say so: declare pattern "\^nocode-" \(no fix: the code normalises the value first, so the keyword would be stricter than the code`
		return fail(logger, "module_id must start with 'nocode-'", nil)
	}
	name, err := req.RequireString("name")
	if err != nil {
		return fail(logger, "missing required input: name", err)
	}
	name = strings.TrimSpace(name)
	if name == "" { // want `name must not be empty or only white space, but the schema does not say so: declare pattern`
		return fail(logger, "name must not be blank", nil)
	}
	mode := req.GetString("mode", "")
	switch strings.ToLower(mode) {
	case "local", "agent":
	case "remote", "":
	default: // want `mode must be one of "local", "agent", "remote" in any case when set, but the schema does not say so: declare pattern "\^\$\|\^\(\?:\[Ll\]`
		return failf(logger, "invalid mode %q", mode)
	}
	level, err := req.RequireString("level")
	if err != nil {
		return fail(logger, "missing required input: level", err)
	}
	// The allowed levels depend on another argument, and the description
	// lists them: a keyword cannot say when.
	if req.GetString("workspace", "") != "" {
		if !slices.Contains(workspaceLevels, level) {
			return failf(logger, "invalid level %q", level)
		}
		return mcp.NewToolResultText("workspace"), nil
	}
	if !slices.Contains(projectLevels, level) {
		return failf(logger, "invalid level %q", level)
	}
	return mcp.NewToolResultText("ok"), nil
}
