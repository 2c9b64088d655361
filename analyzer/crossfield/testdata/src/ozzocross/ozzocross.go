// Package ozzocross: ozzo-validation rules that hold when another field has
// a value (validation.When, Required.When): cross-field rules.
package ozzocross

import (
	"context"
	"regexp"

	validation "github.com/go-ozzo/ozzo-validation/v4"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type TransferIn struct {
	Amount   float64 `json:"amount"`
	Currency string  `json:"currency"`
	Op       string  `json:"op"`
	ID       string  `json:"id,omitempty"`
	Note     string  `json:"note,omitempty"`
}

func (t TransferIn) Validate() error {
	return validation.ValidateStruct(&t,
		validation.Field(&t.Amount, validation.Required, validation.When(t.Currency == "eur", validation.Max(500.0))), // want `the rule over amount and currency .* add "When currency is \\"eur\\", amount must be at most 500." to the description of tool "transfer"`
		validation.Field(&t.ID, validation.Required.When(t.Op == "update")),                                           // want `the rule over id and op .* add "When op is \\"update\\", id must be set." to the description of tool "transfer"`
		validation.Field(&t.Note, validation.When(t.Op == "refund", validation.Length(5, 0))),                         // want `the rule over note and op .* describe it in the description of tool "transfer"`
		validation.Field(&t.Op, validation.When(t.Op != "", validation.In("create", "update"))),                       // over op alone: no cross-field rule
	)
}

func transfer(ctx context.Context, req *mcp.CallToolRequest, in TransferIn) (*mcp.CallToolResult, any, error) {
	return nil, nil, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "transfer", Description: "Move money."}, transfer)
}

// SourceIn takes a repository or a directory: that one is needed is a
// cross-field rule; the repository's format, checked under the same
// condition, is a keyword (representable's business).
type SourceIn struct {
	Repo string `json:"repo,omitempty"`
	Dir  string `json:"dir,omitempty"`
}

func (s SourceIn) Validate() error {
	return validation.ValidateStruct(&s,
		validation.Field(&s.Repo, validation.When(s.Dir == "", validation.Required, validation.Match(regexp.MustCompile(`^[a-z]+/[a-z]+$`)))), // want `the rule over repo and dir .* add "When dir is not set, repo must not be empty." to the description of tool "source"`
	)
}

func source(ctx context.Context, req *mcp.CallToolRequest, in SourceIn) (*mcp.CallToolResult, any, error) {
	return nil, nil, nil
}

func RegisterSource(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "source", Description: "Read a source."}, source)
}
