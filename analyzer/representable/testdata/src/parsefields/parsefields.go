// Package parsefields reads its arguments into a params struct field by
// field, the way servers write parse functions: a comma-ok assertion
// stored in a field, a method filling the struct its pointer receiver is,
// a function filling the struct it is given a pointer to, and one
// returning a pointer to the struct it fills. Each field is the argument
// it was read from, as a variable holding the read would be; a field
// written again, or a struct handed on to code that may write it, is not.
package parsefields

import (
	"context"
	"errors"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type labelParams struct {
	label string
	count float64
	mode  string
}

// parseLabel stores each read in a field of the struct it returns.
func parseLabel(args map[string]any) labelParams {
	var p labelParams
	p.label, _ = args["label"].(string)
	p.count, _ = args["count"].(float64)
	if m, ok := args["mode"].(string); ok {
		p.mode = m
	}
	return p
}

func handleLabel(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	p := parseLabel(req.GetArguments())
	if !strings.HasPrefix(p.label, "lbl_") { // want `label must start with "lbl_", but the schema does not say so: declare pattern "\^lbl_"`
		return mcp.NewToolResultError("label must start with lbl_"), nil
	}
	if p.count > 10 { // want `count must be at most 10, but the schema does not say so: declare maximum 10`
		return mcp.NewToolResultError("count at most 10"), nil
	}
	if p.mode != "" && p.mode != "fast" && p.mode != "slow" { // want `mode must be one of "", "fast", "slow", but the schema does not say so: declare enum \["", "fast", "slow"\]`
		return mcp.NewToolResultError("bad mode"), nil
	}
	return mcp.NewToolResultText(p.label), nil
}

type tagParams struct {
	tag string
}

// parse fills the struct its receiver points to.
func (p *tagParams) parse(args map[string]any) error {
	var ok bool
	if p.tag, ok = args["tag"].(string); !ok {
		return errors.New("tag is required")
	}
	return nil
}

func handleTag(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var p tagParams
	if err := p.parse(req.GetArguments()); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if len(p.tag) > 20 { // want `tag must be at most 20 bytes long, but the schema does not say so: declare maxLength 20`
		return mcp.NewToolResultError("tag too long"), nil
	}
	return mcp.NewToolResultText(p.tag), nil
}

type noteParams struct {
	note string
}

// parseNote fills the struct it is given a pointer to.
func parseNote(args map[string]any, p *noteParams) {
	p.note, _ = args["note"].(string)
}

func handleNote(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var p noteParams
	parseNote(req.GetArguments(), &p)
	if !strings.HasSuffix(p.note, ".") { // want `note must end with ".", but the schema does not say so: declare pattern "\\\\\.\$"`
		return mcp.NewToolResultError("note must end with a full stop"), nil
	}
	return mcp.NewToolResultText(p.note), nil
}

type pageParams struct {
	page  int
	query string
}

// parsePage returns a pointer to the struct it fills.
func parsePage(req mcp.CallToolRequest) (*pageParams, error) {
	p := &pageParams{}
	p.page = req.GetInt("page", 1)
	p.query = req.GetString("query", "")
	return p, nil
}

func handlePage(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	p, err := parsePage(req)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if p.page > 50 { // want `page must be at most 50, but the schema does not say so: declare maximum 50`
		return mcp.NewToolResultError("page at most 50"), nil
	}
	return mcp.NewToolResultText(p.query), nil
}

// Negatives.

// handleRewritten writes the field again before checking it: the check is
// on the written value, not on the argument.
func handleRewritten(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	p := parseLabel(req.GetArguments())
	p.label = strings.TrimPrefix(p.label, "x")
	if !strings.HasPrefix(p.label, "lbl_") {
		return mcp.NewToolResultError("label must start with lbl_"), nil
	}
	return mcp.NewToolResultText(p.label), nil
}

// normalise may write any field of the struct it is given.
func normalise(p *noteParams) { p.note = strings.TrimSpace(p.note) + "." }

// handleHandedOn fills the struct, then hands it to normalise: the field is
// no longer only the argument.
func handleHandedOn(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var p noteParams
	parseNote(req.GetArguments(), &p)
	normalise(&p)
	if !strings.HasSuffix(p.note, ".") {
		return mcp.NewToolResultError("note must end with a full stop"), nil
	}
	return mcp.NewToolResultText(p.note), nil
}

type twiceParams struct {
	name string
}

// parseTwice writes its field from two arguments: it is neither.
func parseTwice(args map[string]any) twiceParams {
	var p twiceParams
	p.name, _ = args["first"].(string)
	if p.name == "" {
		p.name, _ = args["second"].(string)
	}
	return p
}

func handleTwice(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	p := parseTwice(req.GetArguments())
	if len(p.name) > 8 {
		return mcp.NewToolResultError("name too long"), nil
	}
	return mcp.NewToolResultText(p.name), nil
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("label",
		mcp.WithString("label"),
		mcp.WithNumber("count"),
		mcp.WithString("mode"),
	), handleLabel)
	s.AddTool(mcp.NewTool("tag", mcp.WithString("tag", mcp.Required())), handleTag)
	s.AddTool(mcp.NewTool("note", mcp.WithString("note")), handleNote)
	s.AddTool(mcp.NewTool("page", mcp.WithNumber("page"), mcp.WithString("query")), handlePage)
	s.AddTool(mcp.NewTool("rewritten", mcp.WithString("label"), mcp.WithNumber("count"), mcp.WithString("mode")), handleRewritten)
	s.AddTool(mcp.NewTool("handedon", mcp.WithString("note")), handleHandedOn)
	s.AddTool(mcp.NewTool("twice", mcp.WithString("first"), mcp.WithString("second")), handleTwice)
	s.AddTool(mcp.NewTool("literal", mcp.WithString("label"), mcp.WithNumber("count")), handleLiteral)
	s.AddTool(mcp.NewTool("literalwritten", mcp.WithString("label")), handleLiteralWritten)
	s.AddTool(mcp.NewTool("literalhanded", mcp.WithString("label")), handleLiteralHanded)
}

// handleLiteral gathers its reads in a struct literal: each field is the
// argument it was read from.
func handleLiteral(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	p := &labelParams{label: req.GetString("label", ""), count: req.GetFloat("count", 0), mode: "plain"}
	if !strings.HasPrefix(p.label, "lbl-") { // want `label must start with "lbl-", but the schema does not say so: declare pattern "\^lbl-"`
		return mcp.NewToolResultError("label must start with lbl-"), nil
	}
	if p.count > 9 { // want `count must be at most 9, but the schema does not say so: declare maximum 9`
		return mcp.NewToolResultError("count is at most 9"), nil
	}
	if p.mode != "plain" { // a constant, no argument: no rule
		return mcp.NewToolResultError("mode"), nil
	}
	return mcp.NewToolResultText(p.label), nil
}

// handleLiteralHanded hands the struct's address on before checking it:
// no rule.
func handleLiteralHanded(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	p := labelParams{label: req.GetString("label", "")}
	normalize(&p)
	if !strings.HasPrefix(p.label, "lbl-x") {
		return mcp.NewToolResultError("label must start with x"), nil
	}
	q := &labelParams{label: req.GetString("label", "")}
	alias := q
	alias.label = "lbl-" + alias.label
	if !strings.HasPrefix(q.label, "lbl-y") {
		return mcp.NewToolResultError("label must start with y"), nil
	}
	return mcp.NewToolResultText(p.label), nil
}

func normalize(p *labelParams) { p.label = "lbl-" + p.label }

// handleLiteralWritten writes the field again before checking it: no rule.
func handleLiteralWritten(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	p := labelParams{label: req.GetString("label", "")}
	p.label = "lbl-" + p.label
	if !strings.HasPrefix(p.label, "lbl-x") {
		return mcp.NewToolResultError("label must start with x"), nil
	}
	return mcp.NewToolResultText(p.label), nil
}
