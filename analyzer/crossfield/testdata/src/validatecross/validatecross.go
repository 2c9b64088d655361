// Package validatecross: validator's cross-field tags are cross-field rules.
package validatecross

import (
	"context"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type WindowIn struct {
	Start  int    `json:"start"`
	End    int    `json:"end" validate:"gtefield=Start"` // want `the rule over end and start \(validate:"gtefield=Start"\) is in no description the model reads: add "end must be at least start."`
	Mode   string `json:"mode"`
	ID     string `json:"id,omitempty" validate:"required_if=Mode update"`                                              // want `add "When mode is \\"update\\", id must be set."`
	Backup string `json:"backup,omitempty" jsonschema:"Used when mode is restore." validate:"required_if=Mode restore"` // documented: names mode and the value
}

// Validate holds one more rule over two fields.
func (w WindowIn) Validate() error {
	if w.Mode == "archive" && w.End > 1000 { // want `add "When mode is \\"archive\\", end must be at most 1000."`
		return errors.New("bad archive window")
	}
	return nil
}

func window(ctx context.Context, req *mcp.CallToolRequest, in WindowIn) (*mcp.CallToolResult, any, error) {
	return nil, nil, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "window", Description: "Read rows."}, window)
}
