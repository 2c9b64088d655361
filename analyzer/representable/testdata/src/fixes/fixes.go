// Package fixes exercises how fixes are written: replacing a looser
// declaration, one-per-line layouts, an aliased import, and the findings
// that get no fix.
package fixes

import (
	"context"
	"regexp"
	"strings"
	"unicode/utf8"

	m "github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var lineRE = regexp.MustCompile(`(?m)^item$`)

func Register(s *server.MCPServer) {
	s.AddTool(m.NewTool("fixes",
		m.WithString("currency", m.Enum("usd", "eur", "gbp")),
		m.WithString("slug",
			m.Description("URL slug"),
			m.MinLength(1),
		),
		m.WithString("path"),
		m.WithString("list"),
	), func(ctx context.Context, req m.CallToolRequest) (*m.CallToolResult, error) {
		cur := req.GetString("currency", "usd")
		if cur != "usd" && cur != "eur" { // want `currency must be one of "usd", "eur", but the schema declares enum \["usd", "eur", "gbp"\]: declare enum \["usd", "eur"\]`
			return m.NewToolResultError("usd or eur"), nil
		}
		slug := req.GetString("slug", "x")
		if utf8.RuneCountInString(slug) < 3 { // want `slug must be at least 3 characters long, but the schema declares minLength 1: declare minLength 3`
			return m.NewToolResultError("slug too short"), nil
		}
		if strings.Contains(slug, "--") {
			// A forbidden substring of two characters: not a keyword
			// toolvet writes (one character is: excludedchars).
			return m.NewToolResultError("no spaces"), nil
		}
		if !strings.HasPrefix(slug, "s-") { // want `slug must start with "s-", but the schema does not say so: declare pattern "\^s-"`
			return m.NewToolResultError("slug starts with s-"), nil
		}
		path := req.GetString("path", "/")
		if !strings.HasPrefix(path, "/") || !strings.HasSuffix(path, ".md") { // want `path must start with "/".*\(no fix.*` `path must end with ".md".*\(no fix.*`
			return m.NewToolResultError("a markdown path"), nil
		}
		if !lineRE.MatchString(req.GetString("list", "")) { // want `list must match "\(\?m\)\^item\$", but the schema does not say so: declare an equivalent pattern \(no fix: this RE2 expression has no exact ECMA-262 equivalent toolvet can write\)`
			return m.NewToolResultError("needs an item line"), nil
		}
		return m.NewToolResultText("ok"), nil
	})
}
