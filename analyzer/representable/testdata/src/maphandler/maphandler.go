// Package maphandler reads its arguments from the raw map, with defaults
// for what is left out, and checks them with helpers: a switch returning
// bool, a lookup in a map of constant keys, patterns tried in turn.
package maphandler

import (
	"context"
	"fmt"
	"regexp"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

const (
	kindApp    = "app"
	kindSystem = "system"
)

// isValidKind reports whether kind is one the server collects.
func isValidKind(kind string) bool {
	switch kind {
	case kindApp, kindSystem:
		return true
	default:
		return false
	}
}

// isValidLevel: a switch whose cases return, then a default return.
func isValidLevel(level string) bool {
	switch level {
	case "ERROR", "INFO":
		return true
	}
	return false
}

var durationRe = regexp.MustCompile(`^[0-9]+[hm]$`)
var dateRe = regexp.MustCompile(`^[0-9]{4}-[0-9]{2}-[0-9]{2}$`)

// validateSince accepts a duration or a date, or nothing.
func validateSince(since string) error {
	if since == "" {
		return nil
	}
	if durationRe.MatchString(since) {
		return nil
	}
	if dateRe.MatchString(since) {
		return nil
	}
	return fmt.Errorf("since must be a duration (2h) or a date (2024-01-31)")
}

var regions = map[string]string{"eu": "europe-west1", "us": "us-east1"}

func collect(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args := req.GetArguments()
	kind, ok := args["kind"].(string)
	if !ok || kind == "" { // the enum below says it
		return mcp.NewToolResultError("kind is required"), nil
	}
	if !isValidKind(kind) { // want `kind must be one of "app", "system", but the schema does not say so`
		return mcp.NewToolResultError("kind must be app or system"), nil
	}
	level := "INFO"
	if l, ok := args["level"].(string); ok && l != "" {
		level = l
	}
	if !isValidLevel(level) { // want `level must be one of "ERROR", "INFO" when set, but the schema does not say so`
		return mcp.NewToolResultError("level must be ERROR or INFO"), nil
	}
	upper := "INFO"
	if u, ok := args["upper"].(string); ok && u != "" {
		upper = strings.ToUpper(u)
	}
	if !isValidLevel(upper) { // want `upper must be one of "ERROR", "INFO" when set, but the schema does not say so.*no fix: the code normalises the value first`
		return mcp.NewToolResultError("upper must be error or info"), nil
	}
	since := ""
	if s, ok := args["since"].(string); ok && s != "" {
		since = s
	}
	if err := validateSince(since); err != nil { // want `since must match "\^\[0-9\]\+\[hm\]\$" or match .* when set, but the schema does not say so: declare pattern "\^\$\|\(\?:\^\[0-9\]\+\[hm\]\$\)\|\(\?:\^\[0-9\]\{4\}-\[0-9\]\{2\}-\[0-9\]\{2\}\$\)"`
		return mcp.NewToolResultError(err.Error()), nil
	}
	region, _ := args["region"].(string)
	zone, ok := regions[region]
	if !ok { // want `region must be one of "eu", "us", but the schema does not say so`
		return mcp.NewToolResultError("unknown region"), nil
	}
	return mcp.NewToolResultText(zone), nil
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("collect",
		mcp.WithDescription("Collects logs."),
		mcp.WithString("kind", mcp.Required()),
		mcp.WithString("level"),
		mcp.WithString("upper"),
		mcp.WithString("since"),
		mcp.WithString("region"),
	), collect)
}

var unsafeChars = regexp.MustCompile("[;|&`$]")

// validateFilter rejects shell metacharacters.
func validateFilter(filter string) error {
	if filter == "" {
		return nil
	}
	if unsafeChars.MatchString(filter) {
		return fmt.Errorf("filter must not contain shell metacharacters")
	}
	return nil
}

func search(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := validateFilter(req.GetString("filter", "")); err != nil { // want `filter must not contain a match of .* but the schema does not say so: declare pattern`
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

func RegisterSearch(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("search", mcp.WithString("filter")), search)
}
