// Package requiredwhen defines go-sdk tools whose descriptions go through
// a translation helper (the model reads its default), whose integer
// arguments are read through a conversion of the package's, and whose
// arguments' descriptions say, in words, when they are required. The
// rule on id is found only when id is read through intArg and asInt.
package requiredwhen

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Translate returns the text configured for key, or fallback.
type Translate func(key, fallback string) string

// asInt converts a number the client sent, as a JSON number or a string.
func asInt(v any) (int, error) {
	var f float64
	switch n := v.(type) {
	case float64:
		f = n
	case string:
		var err error
		if f, err = strconv.ParseFloat(n, 64); err != nil {
			return 0, fmt.Errorf("not a number: %s", n)
		}
	default:
		return 0, fmt.Errorf("not a number: %T", v)
	}
	return int(f), nil
}

// intArg reads an optional integer argument: zero when it is missing.
func intArg(args map[string]any, name string) (int, error) {
	raw, ok := args[name]
	if !ok {
		return 0, nil
	}
	n, err := asInt(raw)
	if err != nil {
		return 0, fmt.Errorf("%s: %w", name, err)
	}
	return n, nil
}

func logs(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args map[string]any
	if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
		return errorResult(err.Error()), nil
	}
	failed, _ := args["failed"].(bool)
	job, err := intArg(args, "job")
	if err != nil {
		return errorResult(err.Error()), nil
	}
	run, err := intArg(args, "run")
	if err != nil {
		return errorResult(err.Error()), nil
	}
	if failed && run == 0 { // described: run's description names failed
		return errorResult("run is required with failed"), nil
	}
	if !failed && job == 0 { // described in words: job's description says when it is required
		return errorResult("job is required unless failed"), nil
	}
	return &mcp.CallToolResult{}, nil
}

func archive(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args map[string]any
	if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
		return errorResult(err.Error()), nil
	}
	all, _ := args["all"].(bool)
	id, err := intArg(args, "id")
	if err != nil {
		return errorResult(err.Error()), nil
	}
	if !all && id == 0 { // want `the rule over all and id \(!all && id == 0\) is in no description the model reads`
		return errorResult("id is required when all is false"), nil
	}
	return &mcp.CallToolResult{}, nil
}

// fetch answers for one job or run; its error may be nil.
func fetch(ctx context.Context, id int) (*mcp.CallToolResult, error) {
	return &mcp.CallToolResult{}, nil
}

// status returns what fetch returns in each mode (no rule there: its
// error may be nil), and fails when neither mode applies: as after the
// same ifs one after the other, that is job's rule (at least 1) when the
// first mode does not apply, a keyword's rule representable reports (no
// fix: it holds only then), not a cross-field one.
func status(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args map[string]any
	if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
		return errorResult(err.Error()), nil
	}
	failed, _ := args["failed"].(bool)
	job, _ := intArg(args, "job")
	run, _ := intArg(args, "run")
	if failed && run > 0 {
		res, err := fetch(ctx, run)
		return res, err
	} else if job > 0 {
		res, err := fetch(ctx, job)
		return res, err
	}
	return errorResult("give job, or run with failed"), nil
}

func errorResult(msg string) *mcp.CallToolResult {
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: msg}}}
}

var errUnused = errors.New("unused")

func Register(s *mcp.Server, t Translate) {
	s.AddTool(&mcp.Tool{
		Name:        "logs",
		Description: t("TOOL_LOGS_DESCRIPTION", "Get the logs of a job, or of every failed job of a run."),
		InputSchema: &jsonschema.Schema{
			Type: "object",
			Properties: map[string]*jsonschema.Schema{
				"failed": {Type: "boolean", Description: "Get the logs of every failed job of the run."},
				"job":    {Type: "integer", Description: "The job. Required when getting the logs of one job."},
				"run":    {Type: "integer", Description: "The run. Required when failed is true."},
			},
		},
	}, logs)
	s.AddTool(&mcp.Tool{
		Name:        "archive",
		Description: t("TOOL_ARCHIVE_DESCRIPTION", "Archive one item, or all of them."),
		InputSchema: &jsonschema.Schema{
			Type: "object",
			Properties: map[string]*jsonschema.Schema{
				"all": {Type: "boolean", Description: "Archive every item."},
				"id":  {Type: "integer", Description: "The item to archive."},
			},
		},
	}, archive)
	s.AddTool(&mcp.Tool{
		Name:        "status",
		Description: "Get a status.",
		InputSchema: &jsonschema.Schema{
			Type: "object",
			Properties: map[string]*jsonschema.Schema{
				"failed": {Type: "boolean"},
				"job":    {Type: "integer"},
				"run":    {Type: "integer"},
			},
		},
	}, status)
}
