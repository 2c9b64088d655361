// Package copassedsdk pairs go-sdk tools with their low-level handlers in
// a registry of its own, registered later.
package copassedsdk

import (
	"context"
	"encoding/json"
	"errors"
	"strings"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type pair struct {
	tool *mcp.Tool
	h    mcp.ToolHandler
}

type registry struct{ pairs []pair }

func (r *registry) add(t *mcp.Tool, h mcp.ToolHandler) { r.pairs = append(r.pairs, pair{t, h}) }

func (r *registry) serve(s *mcp.Server) {
	for _, p := range r.pairs {
		s.AddTool(p.tool, p.h)
	}
}

type wipeIn struct {
	Path string `json:"path"`
}

func wipe(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var in wipeIn
	if err := json.Unmarshal(req.Params.Arguments, &in); err != nil {
		return nil, err
	}
	if !strings.HasPrefix(in.Path, "/tmp/") { // want `path must start with "/tmp/", but the schema does not say so`
		return nil, errors.New("path must be under /tmp/")
	}
	return &mcp.CallToolResult{}, nil
}

func Setup(s *mcp.Server) {
	var r registry
	r.add(&mcp.Tool{
		Name: "wipe",
		InputSchema: &jsonschema.Schema{
			Type:       "object",
			Properties: map[string]*jsonschema.Schema{"path": {Type: "string"}},
		},
	}, wipe)
	r.serve(s)
}
