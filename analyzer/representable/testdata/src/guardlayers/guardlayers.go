// Package guardlayers: validation helpers that hand their parameters on to
// narrower helpers, as a validate function calling one check per concern
// does. Every layer's guards are the handler's, where it fails on the
// outer helper's verdict; a struct the handler changed before the first
// layer holds no argument in the next one either.
package guardlayers

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func requireSent(sent bool) error {
	if !sent {
		return errors.New("size is required")
	}
	return nil
}

func inRange(outside bool) error {
	if outside {
		return errors.New("size must be between 10 and 500")
	}
	return nil
}

// validatePage checks presence, then hands the range to inRange as its
// last word.
func validatePage(sent, outside bool) error {
	if err := requireSent(sent); err != nil {
		return err
	}
	return inRange(outside)
}

type countArgs struct {
	Count int `json:"count"`
}

func countNotNegative(in countArgs) error {
	if in.Count < 0 { // want `count must be at least 0, but the schema does not say so: declare minimum 0`
		return errors.New("count must not be negative")
	}
	return nil
}

func validateCount(in countArgs) error {
	if err := countNotNegative(in); err != nil {
		return err
	}
	return nil
}

func countAtMost(in countArgs) error {
	if in.Count > 1000 {
		return errors.New("count must be at most 1000")
	}
	return nil
}

func validateShifted(in countArgs) error {
	if err := countAtMost(in); err != nil {
		return err
	}
	return nil
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("page", mcp.WithNumber("size")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		size, sent := req.GetArguments()["size"].(float64)
		outside := size < 10 || size > 500
		if err := validatePage(sent, outside); err != nil { // want `size is required, must be at least 10 and must be at most 500, but the schema does not say so: declare required, minimum 10, maximum 500`
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})

	s.AddTool(mcp.NewTool("count", mcp.WithInteger("count")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var in countArgs
		if err := req.BindArguments(&in); err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		if err := validateCount(in); err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})

	// Negative: the handler shifts the count before the first layer, so
	// the second one checks no argument.
	s.AddTool(mcp.NewTool("shifted", mcp.WithInteger("count")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var in countArgs
		if err := req.BindArguments(&in); err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		in.Count -= 100
		if err := validateShifted(in); err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
}
