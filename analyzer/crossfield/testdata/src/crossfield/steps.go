package crossfield

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// validateSilence is given the action and reads the rest from the
// request: the rule over both is the handler's.
func validateSilence(action string, req mcp.CallToolRequest) error {
	if action == "create" && req.GetString("id", "") != "" {
		return errors.New("no id on create")
	}
	return nil
}

// RegisterSteps checks in a validate step given several values.
func RegisterSteps(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("mute",
		mcp.WithDescription("Manage mutes."),
		mcp.WithString("action", mcp.Enum("create", "delete")),
		mcp.WithString("id"),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		action := req.GetString("action", "")
		if err := validateSilence(action, req); err != nil { // want `the rule over action and id .*add "No id on create." to the description of tool "mute"`
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
}

// payTool is declared once, at the top level; a copy of it gets the
// program's own description.
var payTool = mcp.NewTool("payout",
	mcp.WithDescription("Pay out."),
	mcp.WithString("currency"),
	mcp.WithNumber("amount"),
)

// RegisterCopyDescribed: the description the copy is given is out of
// toolvet's sight, so the rule may be in it: not reported.
func RegisterCopyDescribed(s *server.MCPServer, desc string) {
	tool := payTool
	tool.Description = desc
	s.AddTool(tool, func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		cur := req.GetString("currency", "usd")
		amount := req.GetFloat("amount", 0)
		if cur == "eur" && amount > 500 {
			return mcp.NewToolResultError("limit exceeded"), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
}

// RegisterLiteral fails with the result mcp.NewToolResultError would
// build, written out: its text is the rule's sentence.
func RegisterLiteral(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("wire",
		mcp.WithDescription("Wire money."),
		mcp.WithString("currency"),
		mcp.WithNumber("amount"),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if req.GetString("currency", "usd") == "eur" && req.GetFloat("amount", 0) > 500 { // want `add "eur wires are capped at 500." to the description of tool "wire"`
			return &mcp.CallToolResult{Content: []mcp.Content{mcp.TextContent{Type: "text", Text: "eur wires are capped at 500"}}, IsError: true}, nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
}

var errLabelOnCreate = errors.New("no label on create")

// validateLabel fails with a sentinel of the package: its text is the
// rule's sentence.
func validateLabel(action string, req mcp.CallToolRequest) error {
	if action == "create" && req.GetString("label", "") != "" {
		return errLabelOnCreate
	}
	return nil
}

// RegisterSentinelStep checks in a validate step failing with a sentinel.
func RegisterSentinelStep(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("tag",
		mcp.WithDescription("Manage tags."),
		mcp.WithString("action", mcp.Enum("create", "delete")),
		mcp.WithString("label"),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := validateLabel(req.GetString("action", ""), req); err != nil { // want `add "No label on create." to the description of tool "tag"`
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
}

// failWith builds the failure the model reads, writing the result out,
// with the cause when there is one.
func failWith(msg string, err error) *mcp.CallToolResult {
	full := msg
	if err != nil {
		full = msg + ": " + err.Error()
	}
	return &mcp.CallToolResult{Content: []mcp.Content{mcp.TextContent{Type: "text", Text: full}}, IsError: true}
}

type opParams struct {
	action string
}

// validateOp is given the package's own params struct and the request.
func validateOp(p opParams, req mcp.CallToolRequest) error {
	if p.action == "create" && req.GetString("owner", "") != "" {
		return errors.New("no owner on create")
	}
	return nil
}

// RegisterHelpers fails through a helper writing its result out, and
// checks in a step given a params struct.
func RegisterHelpers(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("send",
		mcp.WithDescription("Send money."),
		mcp.WithString("currency"),
		mcp.WithNumber("amount"),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if req.GetString("currency", "usd") == "eur" && req.GetFloat("amount", 0) > 500 { // want `add "eur sends are capped at 500." to the description of tool "send"`
			return failWith("eur sends are capped at 500", nil), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
	s.AddTool(mcp.NewTool("own",
		mcp.WithDescription("Manage ownership."),
		mcp.WithString("action", mcp.Enum("create", "delete")),
		mcp.WithString("owner"),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		p := opParams{action: req.GetString("action", "")}
		if err := validateOp(p, req); err != nil { // want `add "No owner on create." to the description of tool "own"`
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
}
