// Package copassed pairs each tool with its handler in its own code (a
// registry it fills, an entry literal) and registers them later, in a way
// toolvet does not follow: the pair is where the project writes it.
package copassed

import (
	"context"
	"errors"
	"log"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Run is the project's handler shape.
type Run func(ctx context.Context, args map[string]any) (string, error)

type entry struct {
	tool mcp.Tool
	run  Run
}

var registry []entry

// add stores a pair; Serve registers them all later.
func add(t mcp.Tool, run Run) { registry = append(registry, entry{t, run}) }

func resize(ctx context.Context, args map[string]any) (string, error) {
	width, _ := args["width"].(float64)
	if width > 4096 { // want `width must be at most 4096, but the schema does not say so`
		return "", errors.New("width must be at most 4096")
	}
	return "ok", nil
}

func rotate(ctx context.Context, args map[string]any) (string, error) {
	unit, _ := args["unit"].(string)
	if unit != "deg" && unit != "rad" { // want `unit must be one of "deg", "rad", but the schema does not say so`
		return "", errors.New("unit must be deg or rad")
	}
	return "ok", nil
}

func cropTool() mcp.Tool {
	return mcp.NewTool("crop", mcp.WithString("box"))
}

func crop(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	box := req.GetString("box", "")
	if !strings.HasPrefix(box, "box:") { // want `box must start with "box:", but the schema does not say so`
		return mcp.NewToolResultError("box must start with box:"), nil
	}
	return mcp.NewToolResultText(box), nil
}

// later is a registry of mcp-go handlers.
type later struct{ pending []server.ServerTool }

func (l *later) add(t mcp.Tool, h server.ToolHandlerFunc) {
	l.pending = append(l.pending, server.ServerTool{Tool: t, Handler: h})
}

var rotateEntry = entry{tool: mcp.NewTool("rotate", mcp.WithString("unit")), run: rotate}

func init() {
	add(mcp.NewTool("resize", mcp.WithNumber("width")), resize)
	var l later
	l.add(cropTool(), crop)
	// Two handlers given with one tool: which serves it is not said.
	both(mcp.NewTool("flip", mcp.WithString("axis")), flip, flip)
	// Given together to code that is not the project's: no pair.
	log.Print(mcp.NewTool("mirror", mcp.WithString("side")), mirror)
}

func mirror(ctx context.Context, args map[string]any) (string, error) {
	side, _ := args["side"].(string)
	if side != "left" && side != "right" {
		return "", errors.New("side must be left or right")
	}
	return "ok", nil
}

func both(t mcp.Tool, a, b Run) {}

func flip(ctx context.Context, args map[string]any) (string, error) {
	axis, _ := args["axis"].(string)
	if axis != "x" && axis != "y" {
		return "", errors.New("axis must be x or y")
	}
	return "ok", nil
}

// Serve registers every pair.
func Serve(s *server.MCPServer) {
	for _, e := range append(registry, rotateEntry) {
		run := e.run
		s.AddTool(e.tool, func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			out, err := run(ctx, req.GetArguments())
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText(out), nil
		})
	}
}
