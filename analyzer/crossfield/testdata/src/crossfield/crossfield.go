// Package crossfield has rules over two or more arguments, documented and
// not.
package crossfield

import (
	"context"
	"encoding/json"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// transfer caps eur transfers at 500. (A Go doc comment: the model never
// reads it, so it documents nothing.)
func transfer(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	cur := req.GetString("currency", "usd")
	amount := req.GetFloat("amount", 0)
	if cur == "eur" && amount > 500 { // want `the rule over currency and amount \(cur == "eur" && amount > 500\) is in no description the model reads: add "eur transfers are capped at 500." to the description of tool "transfer"`
		return mcp.NewToolResultError("eur transfers are capped at 500"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("transfer",
		mcp.WithDescription("Move money"),
		mcp.WithString("currency", mcp.Enum("usd", "eur")),
		mcp.WithNumber("amount", mcp.Description("The amount to send.")),
	), transfer)

	// Documented in the argument's description: not reported.
	s.AddTool(mcp.NewTool("transfer2",
		mcp.WithDescription("Move money."),
		mcp.WithString("currency"),
		mcp.WithNumber("amount", mcp.Description("For EUR transfers the maximum is 500.")),
	), transfer)

	// Documented in the tool description by its constants: not reported.
	s.AddTool(mcp.NewTool("transfer3",
		mcp.WithDescription("Move money. EUR transfers are capped at 500."),
		mcp.WithString("currency"),
		mcp.WithNumber("amount"),
	), transfer)

	// "Europe" is not "eur": reported; the generated sentence is used since
	// the failure message names neither argument nor constant.
	s.AddTool(mcp.NewTool("transfer4",
		mcp.WithDescription("Move money within Europe."),
		mcp.WithString("currency"),
		mcp.WithNumber("amount"),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		cur := req.GetString("currency", "usd")
		amount := req.GetFloat("amount", 0)
		if cur == "eur" && amount > 500 { // want `add "When currency is \\"eur\\", amount must be at most 500." to the description of tool "transfer4"`
			return mcp.NewToolResultError("limit exceeded"), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})

	// Mode arguments, no description yet: one is created.
	s.AddTool(mcp.NewTool("record",
		mcp.WithString("op", mcp.Enum("create", "update")),
		mcp.WithString("id"),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		op := req.GetString("op", "")
		id := req.GetString("id", "")
		if op == "update" && id == "" { // want `add "When op is \\"update\\", id must be set."`
			return mcp.NewToolResultError("missing id"), nil
		}
		if op == "create" && id != "" { // want `add "When op is \\"create\\", id must not be set."`
			return mcp.NewToolResultError("unexpected id"), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})

	// The same rule under two values of op: one sentence says both.
	s.AddTool(mcp.NewTool("remove",
		mcp.WithString("op", mcp.Enum("archive", "delete", "list")),
		mcp.WithString("id"),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		op := req.GetString("op", "")
		id := req.GetString("id", "")
		if op == "archive" && id == "" { // want `add "When op is \\"archive\\", id must be set."`
			return mcp.NewToolResultError("missing id"), nil
		}
		if op == "delete" && id == "" { // want `add "When op is \\"delete\\", id must be set."`
			return mcp.NewToolResultError("missing id"), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})

	s.AddTool(mcp.NewTool("contact", mcp.WithString("email"), mcp.WithString("phone")),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			email := req.GetString("email", "")
			phone := req.GetString("phone", "")
			if email == "" && phone == "" { // want `add "Set at least one of email and phone."`
				return mcp.NewToolResultError("give a way to reach you"), nil
			}
			if email != "" && phone != "" { // want `add "Do not set both email and phone."`
				return mcp.NewToolResultError("one way only"), nil
			}
			return mcp.NewToolResultText("ok"), nil
		})

	s.AddTool(mcp.NewTool("window",
		mcp.WithDescription("Query a window of rows."),
		mcp.WithInteger("start"),
		mcp.WithInteger("end"),
		mcp.WithString("from"),
		mcp.WithString("to"),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		start, end := req.GetInt("start", 0), req.GetInt("end", 0)
		if end < start { // want `the rule over end and start \(end < start\).*add "end must be at least start."`
			return mcp.NewToolResultError("bad window"), nil
		}
		if req.GetString("from", "") == req.GetString("to", "") { // want `add "from must differ from to."`
			return mcp.NewToolResultError("invalid range"), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})

	// Independent single-argument checks: not cross-field.
	s.AddTool(mcp.NewTool("pair", mcp.WithString("a"), mcp.WithString("b")),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if req.GetString("a", "") == "" || req.GetString("b", "") == "" {
				return mcp.NewToolResultError("a and b are required"), nil
			}
			return mcp.NewToolResultText("ok"), nil
		})

	// The schema states the rule itself.
	s.AddTool(mcp.NewToolWithRawSchema("raw", "Move money", json.RawMessage(`{
		"type": "object",
		"properties": {"currency": {"type": "string"}, "amount": {"type": "number"}},
		"if": {"properties": {"currency": {"const": "eur"}}},
		"then": {"properties": {"amount": {"maximum": 500}}}
	}`)), transfer)
	// A description that names the arguments in separate sentences does not
	// say how they relate: reported. One that restricts an argument to some
	// modes ("Only used with ...") says it is not for the others.
	s.AddTool(mcp.NewTool("silence",
		mcp.WithDescription("Manage silences.\n- 'create': make a silence. Needs from and to.\n- 'delete': remove a silence by id."),
		mcp.WithString("action", mcp.Enum("create", "delete")),
		mcp.WithString("id"),
		mcp.WithString("label", mcp.Description("Only used with 'delete'.")),
		mcp.WithInteger("from"),
		mcp.WithInteger("to"),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		action := req.GetString("action", "")
		if action == "create" && req.GetString("id", "") != "" { // want `the rule over action and id .*add "No id on create."`
			return mcp.NewToolResultError("no id on create"), nil
		}
		if action == "create" && req.GetString("label", "") != "" {
			return mcp.NewToolResultError("no label on create"), nil
		}
		if req.GetInt("to", 0) <= req.GetInt("from", 0) { // want `add "to must be greater than from."`
			return mcp.NewToolResultError("empty window"), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})

	// Both arguments named in one sentence that says how they compare: not
	// reported.
	s.AddTool(mcp.NewTool("window2",
		mcp.WithDescription("Query rows. The window runs from start to end; end must be later than start."),
		mcp.WithInteger("start"),
		mcp.WithInteger("end"),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if req.GetInt("end", 0) <= req.GetInt("start", 0) {
			return mcp.NewToolResultError("empty window"), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
	// A mode compared with every value its enum allows holds on every call:
	// the rule is on id alone, not cross-field.
	s.AddTool(mcp.NewTool("fetch",
		mcp.WithDescription("Fetch a record or its scores."),
		mcp.WithString("op", mcp.Enum("get", "scores")),
		mcp.WithString("id"),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		op := req.GetString("op", "")
		if (op == "get" || op == "scores") && req.GetString("id", "") == "" {
			return mcp.NewToolResultError("id is required"), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
}

// RegisterDescribedAfter: a description written after NewTool is unknown
// to toolvet, so the rule may be in it: not reported, and no sentence is
// added to the options' description, which the program replaces.
func RegisterDescribedAfter(s *server.MCPServer, desc string) {
	tool := mcp.NewTool("described",
		mcp.WithDescription("Move money."),
		mcp.WithString("currency"),
		mcp.WithNumber("amount"),
	)
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

// errPayCap is a sentinel: its message states the rule as a failure's
// constant message does.
var errPayCap = errors.New("eur payments are capped at 500")

// RegisterSentinel fails with a sentinel error of the package.
func RegisterSentinel(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("pay",
		mcp.WithDescription("Pay."),
		mcp.WithString("currency"),
		mcp.WithNumber("amount"),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		cur := req.GetString("currency", "usd")
		amount := req.GetFloat("amount", 0)
		if cur == "eur" && amount > 500 { // want `add "eur payments are capped at 500." to the description of tool "pay"`
			return nil, errPayCap
		}
		return mcp.NewToolResultText("ok"), nil
	})
}
