// Package shapes has one check of each shape representable maps to a keyword.
package shapes

import (
	"context"
	"errors"
	"fmt"
	"net/mail"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var skuRE = regexp.MustCompile(`^[A-Z]{3}-\d{4}$`)

var allowedColors = map[string]bool{"red": true, "green": true}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("order",
		mcp.WithString("sku"),
		mcp.WithString("ref"),
		mcp.WithString("file"),
		mcp.WithString("note"),
		mcp.WithString("name"),
		mcp.WithString("title"),
		mcp.WithString("code"),
		mcp.WithString("color"),
		mcp.WithString("size"),
		mcp.WithString("mode"),
		mcp.WithInteger("qty"),
		mcp.WithInteger("batch"),
		mcp.WithNumber("weight"),
		mcp.WithNumber("ratio"),
		mcp.WithArray("tags", mcp.WithStringItems()),
		mcp.WithString("region"),
		mcp.WithString("email"),
		mcp.WithString("when"),
		mcp.WithString("page"),
		mcp.WithString("flag"),
		mcp.WithString("level"),
		mcp.WithString("module"),
		mcp.WithString("labels"),
	), order)
}

func order(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if !skuRE.MatchString(req.GetString("sku", "")) { // want `sku must match "\^\[A-Z\]\{3\}-\\\\d\{4\}\$", but the schema does not say so: declare pattern "\^\[A-Z\]\{3\}-\[0-9\]\{4\}\$"`
		return nil, errors.New("bad sku")
	}
	ref := req.GetString("ref", "x")
	if !strings.HasSuffix(ref, ".pdf") { // want `ref must end with ".pdf", but the schema does not say so: declare pattern "\\\\.pdf\$"`
		return mcp.NewToolResultError("ref must be a pdf"), nil
	}
	if file := req.GetString("file", "x"); !strings.Contains(file, "/") { // want `file must contain "/", but the schema does not say so: declare pattern "/"`
		return mcp.NewToolResultErrorf("file must be a path"), nil
	}
	note := req.GetString("note", "x")
	if len(note) > 120 { // want `note must be at most 120 bytes long, but the schema does not say so: declare maxLength 120 \(len counts bytes, maxLength characters: non-ASCII values may still be too long\)`
		return nil, fmt.Errorf("note too long")
	}
	name := req.GetString("name", "")
	if name == "" { // want `name must not be empty, but the schema does not say so: declare required, minLength 1`
		return mcp.NewToolResultError("name is required"), nil
	}
	if n := utf8.RuneCountInString(req.GetString("title", "x")); n < 3 || n > 40 {
		// n is a local copy of a length, not an argument: not read (yet).
		return mcp.NewToolResultError("bad title"), nil
	}
	code := req.GetString("code", "x")
	if utf8.RuneCountInString(code) != 6 { // want `code must be exactly 6 characters long, but the schema does not say so: declare minLength 6, maxLength 6`
		return mcp.NewToolResultError("code has 6 characters"), nil
	}
	if !allowedColors[req.GetString("color", "red")] { // want `color must be one of "red", "green", but the schema does not say so: declare enum \["red", "green"\]`
		return mcp.NewToolResultError("bad color"), nil
	}
	if size := req.GetString("size", "m"); !slices.Contains([]string{"s", "m", "l"}, size) { // want `size must be one of "s", "m", "l", but the schema does not say so: declare enum \["s", "m", "l"\]`
		return mcp.NewToolResultError("bad size"), nil
	}
	mode := req.GetString("mode", "fast")
	if mode != "fast" && mode != "safe" { // want `mode must be one of "fast", "safe", but the schema does not say so: declare enum \["fast", "safe"\]`
		return mcp.NewToolResultError("bad mode"), nil
	}
	qty := req.GetInt("qty", 1)
	if qty <= 0 { // want `qty must be at least 1, but the schema does not say so: declare minimum 1`
		return mcp.NewToolResultError("qty must be positive"), nil
	}
	if batch := req.GetInt("batch", 10); batch%10 != 0 { // want `batch must be a multiple of 10, but the schema does not say so: declare multipleOf 10`
		return mcp.NewToolResultError("batch in tens"), nil
	}
	if w := req.GetFloat("weight", 1); w <= 0 { // want `weight must be greater than 0, but the schema does not say so: declare exclusiveMinimum 0`
		return mcp.NewToolResultError("weight must be positive"), nil
	}
	if r := req.GetFloat("ratio", 0); 1 <= r { // want `ratio must be less than 1, but the schema does not say so: declare exclusiveMaximum 1`
		return mcp.NewToolResultError("ratio below 1"), nil
	}
	tags := req.GetStringSlice("tags", nil)
	if len(tags) > 5 { // want `tags must have at most 5 items, but the schema does not say so: declare maxItems 5`
		return mcp.NewToolResultError("at most 5 tags"), nil
	}
	region := req.GetString("region", "eu")
	if len(region) < 2 { // want `region must be at least 2 bytes long, but the schema does not say so: declare minLength 2 \(no fix: len counts bytes but minLength counts characters.*\)`
		return mcp.NewToolResultError("bad region"), nil
	}
	if _, err := mail.ParseAddress(req.GetString("email", "")); err != nil { // want `email must be an email address, but the schema does not say so: declare format "email"`
		return mcp.NewToolResultErrorFromErr("bad email", err), nil
	}
	when, err := time.Parse(time.RFC3339, req.GetString("when", ""))
	if err != nil { // want `when must be an RFC 3339 date-time, but the schema does not say so: declare format "date-time"`
		return mcp.NewToolResultError("when is RFC 3339"), nil
	}
	_ = when
	if _, err := strconv.Atoi(req.GetString("page", "1")); err != nil { // want `page must be a whole number, but the schema does not say so: declare pattern "\^\[\+-\]\?\[0-9\]\+\$" \(no fix: the code also rejects numbers too large for its integer type, which the pattern lets through\)`
		return mcp.NewToolResultError("page must be a number"), nil
	}
	if _, err := strconv.ParseBool(req.GetString("flag", "false")); err != nil { // want `flag must be one of "1", "t", "T", "TRUE", "true", "True", "0", "f", "F", "FALSE", "false", "False", but the schema does not say so: declare enum`
		return mcp.NewToolResultError("flag must be a boolean"), nil
	}
	if _, err := strconv.ParseInt(req.GetString("level", "0"), 16, 64); err != nil { // hexadecimal: no pattern toolvet writes
		return mcp.NewToolResultError("level must be hexadecimal"), nil
	}
	parts := strings.Split(req.GetString("module", ""), "/")
	if len(parts) != 3 { // want `module must have exactly 3 parts separated by "/", but the schema does not say so: declare pattern "\^\[\^/\]\*\(\?:/\[\^/\]\*\)\{2\}\$"`
		return mcp.NewToolResultError("module is namespace/name/version"), nil
	}
	if len(strings.Split(req.GetString("labels", ""), ",")) > 5 { // want `labels must have 1 to 5 parts separated by ",", but the schema does not say so: declare pattern "\^\[\^,\]\*\(\?:,\[\^,\]\*\)\{0,4\}\$"`
		return mcp.NewToolResultError("at most 5 labels"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}
