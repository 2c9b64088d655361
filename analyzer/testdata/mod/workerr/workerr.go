// Package workerr hands its handler's work to package work, whose
// function fails on a bad argument with a Go error the model cannot read:
// reported at that return (for gopls, at the call). The fix never edits
// package work: it converts the call's errors in the handler, when every
// Go error of the function is a failure on the arguments.
package workerr

import (
	"context"
	"errors"
	"strings"

	"example.com/factsmod/work"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func ping() error { return nil }

func Register(s *server.MCPServer, store map[string]string) {
	s.AddTool(mcp.NewTool("lookup", mcp.WithString("id")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return work.Lookup(req.GetString("id", ""), store) // want `the model cannot read this failure: mcp-go sends a Go error returned by a handler as a JSON-RPC error`
	})
	// Fetch also fails once its work has started: reported, no fix.
	s.AddTool(mcp.NewTool("fetch", mcp.WithString("id")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return work.Fetch(req.GetString("id", ""), store) // want `the model cannot read this failure: mcp-go sends a Go error returned by a handler as a JSON-RPC error`
	})
	// The handler's named results are res and err: the fix names its
	// variables otherwise.
	s.AddTool(mcp.NewTool("lookupNamed", mcp.WithString("id")), func(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
		return work.Lookup(req.GetString("id", ""), store) // want `the model cannot read this failure: mcp-go sends a Go error returned by a handler as a JSON-RPC error`
	})
	// A literal on one line: one edit of the return, which gofmt widens.
	s.AddTool(mcp.NewTool("lookupLine", mcp.WithString("id")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { return work.Lookup(req.GetString("id", ""), store) }) // want `the model cannot read this failure: mcp-go sends a Go error`
	// A goto may jump over the fix's declarations: no fix.
	s.AddTool(mcp.NewTool("lookupJump", mcp.WithString("id")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		id := req.GetString("id", "")
		if id == "none" {
			goto done
		}
		return work.Lookup(id, store) // want `the model cannot read this failure: mcp-go sends a Go error`
	done:
		return mcp.NewToolResultText("none"), nil
	})
	// Its failure after the work starts is no argument's: not reported.
	s.AddTool(mcp.NewTool("rename", mcp.WithString("name")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return work.Rename(req.GetString("name", ""), store)
	})
	// A function doing the handler's work with its request: its Go error
	// is a failure on the arguments, converted at the call.
	s.AddTool(mcp.NewTool("search", mcp.WithString("index"), mcp.WithNumber("page")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return work.Search(req, 10) // want `the model cannot read this failure: mcp-go sends a Go error`
	})
	// A function whose Go error is the verdict of a check of its
	// package: converted at the call.
	s.AddTool(mcp.NewTool("retitle", mcp.WithString("title")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return work.Retitle(req.GetString("title", "")) // want `the model cannot read this failure: mcp-go sends a Go error`
	})
	// Its results assigned to the handler's named results right before
	// the return of them: converted after the assignment.
	s.AddTool(mcp.NewTool("lookupAssigned", mcp.WithString("id")), func(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
		res, err = work.Lookup(req.GetString("id", ""), store) // want `the model cannot read this failure: mcp-go sends a Go error`
		return
	})
	// Problems collected in a list the handler hands in empty: its
	// Go errors are all failures on the arguments, converted at the
	// call.
	s.AddTool(mcp.NewTool("collect", mcp.WithString("accountId")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var errs []error
		return work.Collect(req.GetString("accountId", ""), errs) // want `the model cannot read this failure: mcp-go sends a Go error`
	})
	// The list handed in may hold problems of no argument: reported,
	// not converted.
	s.AddTool(mcp.NewTool("collectMore", mcp.WithString("accountId")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		errs := []error{ping()}
		return work.Collect(req.GetString("accountId", ""), errs) // want `the model cannot read this failure: mcp-go sends a Go error`
	})
	// Its problems include one of no argument: reported, not
	// converted.
	s.AddTool(mcp.NewTool("collectAll", mcp.WithString("accountId")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return work.CollectAll(req.GetString("accountId", "")) // want `the model cannot read this failure: mcp-go sends a Go error`
	})
	// Problems collected in the handler, failed on through work's
	// predicate: the joined errors are made there, the fix gives their
	// text.
	s.AddTool(mcp.NewTool("collectHere", mcp.WithString("accountId")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var errs []error
		if !strings.HasPrefix(req.GetString("accountId", ""), "acct_") {
			errs = append(errs, errors.New("accountId must start with acct_"))
		}
		if work.Failed(errs) {
			return nil, errors.Join(errs...) // want `the model cannot read this failure: mcp-go sends a Go error`
		}
		return mcp.NewToolResultText("ok"), nil
	})
	// Its error checked and returned as a result the model reads: no
	// finding.
	s.AddTool(mcp.NewTool("lookupChecked", mcp.WithString("id")), func(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
		res, err = work.Lookup(req.GetString("id", ""), store)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return
	})
}
