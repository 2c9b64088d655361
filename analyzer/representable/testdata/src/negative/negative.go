// Package negative holds checks representable must not report.
package negative

import (
	"context"
	"errors"
	"log"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func accountExists(string) bool { return true }

var limit = 10

func Register(s *server.MCPServer, opts []mcp.PropertyOption) {
	s.AddTool(mcp.NewTool("declared",
		mcp.WithString("accountId", mcp.Required(), mcp.Pattern("^acct_[a-z0-9]+$")),
		mcp.WithNumber("amount", mcp.Min(1), mcp.Max(100)),
		mcp.WithString("currency", mcp.Enum("usd")),
		mcp.WithString("memo", mcp.MaxLength(50)),
		mcp.WithInteger("page", mcp.Max(limit)),
		mcp.WithString("custom", opts...),
		mcp.WithString("logged"),
		mcp.WithString("late"),
		mcp.WithString("night"),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		acct := req.GetString("accountId", "")
		if !strings.HasPrefix(acct, "acct_") { // declared: the pattern implies the prefix
			return mcp.NewToolResultError("bad account"), nil
		}
		if !accountExists(acct) { // opaque: a lookup, not a keyword
			return mcp.NewToolResultError("no such account"), nil
		}
		amount := req.GetFloat("amount", 0)
		if amount < 1 || amount > 1000 { // declared as tight or tighter
			return mcp.NewToolResultError("bad amount"), nil
		}
		cur := req.GetString("currency", "usd")
		if cur != "usd" && cur != "eur" { // declared enum is a subset
			return mcp.NewToolResultError("bad currency"), nil
		}
		if len(req.GetString("memo", "")) > 100 { // declared tighter
			return mcp.NewToolResultError("memo too long"), nil
		}
		if req.GetInt("page", 0) > 5 { // declared value is not constant: cannot compare
			return mcp.NewToolResultError("page too large"), nil
		}
		if !strings.HasPrefix(req.GetString("custom", ""), "c_") { // options toolvet cannot read
			return mcp.NewToolResultError("bad custom"), nil
		}
		if !strings.HasPrefix(req.GetString("logged", ""), "l_") { // only logs
			log.Print("unusual value")
		}
		local := "x"
		if !strings.HasPrefix(local, "acct_") { // not an argument
			return mcp.NewToolResultError("bad local"), nil
		}
		if req.GetBool("dryRun", false) {
			return mcp.NewToolResultText("dry run"), nil
		}
		if !strings.HasPrefix(req.GetString("late", ""), "z") { // want `late must start with "z", but the schema does not say so: declare pattern "\^z" \(no fix: the code checks it only when dryRun is false`
			return nil, errors.New("bad late")
		}
		if local == "y" {
			return mcp.NewToolResultText("y"), nil
		}
		if !strings.HasPrefix(req.GetString("night", ""), "n") { // want `night must start with "n", but the schema does not say so: declare pattern "\^n" \(no fix: the code checks it only when dryRun is false, and may take other values otherwise`
			return mcp.NewToolResultError("bad night"), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})

	// A tool whose options another function returns: its schema is out
	// of sight.
	toolOpts := hiddenOptions()
	s.AddTool(mcp.NewTool("opaque", toolOpts...), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if !strings.HasPrefix(req.GetString("hidden", ""), "h_") {
			return mcp.NewToolResultError("bad hidden"), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
}

func hiddenOptions() []mcp.ToolOption { return []mcp.ToolOption{mcp.WithString("hidden")} }

// notAHandler has the shape of a handler but serves no tool.
func notAHandler(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if !strings.HasPrefix(req.GetString("x", ""), "x_") {
		return mcp.NewToolResultError("bad x"), nil
	}
	return nil, nil
}

// RegisterImplied: a declared pattern or enum that rejects the empty
// string already says the argument must not be empty.
func RegisterImplied(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("implied",
		mcp.WithString("code", mcp.Required(), mcp.Pattern("^[A-Z]{3}$")),
		mcp.WithString("kind", mcp.Required(), mcp.Enum("a", "b")),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if req.GetString("code", "") == "" {
			return mcp.NewToolResultError("code is required"), nil
		}
		if req.GetString("kind", "") == "" {
			return mcp.NewToolResultError("kind is required"), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
}

// RegisterWrittenAfter: a tool written into after NewTool built it is not
// what NewTool's options say: its schema replaced, extended, loaded, or its
// address handed to a function that may change it.
func RegisterWrittenAfter(s *server.MCPServer, schema mcp.ToolInputSchema) {
	replaced := mcp.NewTool("replaced", mcp.WithString("input"))
	replaced.InputSchema = schema
	s.AddTool(replaced, func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if !strings.HasPrefix(req.GetString("input", ""), "in_") {
			return mcp.NewToolResultError("bad input"), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})

	extended := mcp.NewTool("extended", mcp.WithString("code"))
	extended.InputSchema.Properties["code"] = map[string]any{"type": "string", "pattern": "^c_"}
	s.AddTool(extended, func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if !strings.HasPrefix(req.GetString("code", ""), "c_") {
			return mcp.NewToolResultError("bad code"), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})

	handed := mcp.NewTool("handed", mcp.WithString("ref"))
	addCommon(&handed)
	s.AddTool(handed, func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if !strings.HasPrefix(req.GetString("ref", ""), "r_") {
			return mcp.NewToolResultError("bad ref"), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})

	var err error
	loaded := mcp.NewTool("loaded", mcp.WithString("key"))
	if loaded.InputSchema, err = loadSchema(); err != nil {
		return
	}
	s.AddTool(loaded, func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if !strings.HasPrefix(req.GetString("key", ""), "k_") {
			return mcp.NewToolResultError("bad key"), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
}

func addCommon(t *mcp.Tool) {
	t.InputSchema.Properties["ref"] = map[string]any{"type": "string", "pattern": "^r_"}
}

func loadSchema() (mcp.ToolInputSchema, error) { return mcp.ToolInputSchema{}, nil }
