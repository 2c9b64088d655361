// Package validatemethod: the input type's Validate() error method holds
// the rules (hand-written, or ozzo-validation's Validatable convention).
package validatemethod

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type RefundIn struct {
	TransferID string `json:"transferId" jsonschema:"The transfer to refund"`
	Reason     string `json:"reason" jsonschema:"Why; at most 200 characters."`
}

func (r RefundIn) Validate() error {
	if !strings.HasPrefix(r.TransferID, "tr_") { // want `transferId must start with "tr_", but the schema does not say so: state it in the field's jsonschema tag`
		return fmt.Errorf("transferId %q must start with tr_", r.TransferID)
	}
	if len(r.Reason) > 200 { // described already: names 200
		return errors.New("reason too long")
	}
	return nil
}

func refund(ctx context.Context, req *mcp.CallToolRequest, in RefundIn) (*mcp.CallToolResult, any, error) {
	if err := in.Validate(); err != nil {
		return nil, nil, err
	}
	return nil, nil, nil
}

// Other has a Validate method but is no tool's input: not read.
type Other struct{ ID string }

func (o Other) Validate() error {
	if !strings.HasPrefix(o.ID, "x") {
		return errors.New("bad")
	}
	return nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "refund"}, refund)
}
