package sdkschema

import (
	"context"
	"encoding/json"
	"errors"
	"strings"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type CodeIn struct {
	Code string `json:"code"`
}

func code(ctx context.Context, req *mcp.CallToolRequest, in CodeIn) (*mcp.CallToolResult, any, error) {
	if !strings.HasPrefix(in.Code, "c_") {
		return nil, nil, errors.New("code must start with c_")
	}
	return nil, nil, nil
}

var codeProperty = &jsonschema.Schema{Type: "string"}

// registerWith gets its schema from the caller: out of sight.
func registerWith(s *mcp.Server, schema *jsonschema.Schema) {
	mcp.AddTool(s, &mcp.Tool{Name: "param", InputSchema: schema}, code)
}

func loopSchema() *jsonschema.Schema {
	s := &jsonschema.Schema{Type: "object", Properties: map[string]*jsonschema.Schema{"code": {Type: "string"}}}
	for _, name := range []string{"code"} {
		s.Properties[name].Description = "set in a loop"
	}
	return s
}

func passedOn() *jsonschema.Schema {
	s := &jsonschema.Schema{Type: "object", Properties: map[string]*jsonschema.Schema{"code": {Type: "string"}}}
	tweak(s)
	return s
}

func tweak(s *jsonschema.Schema) {}

// sharedSchema's literal is the schema of two tools: a keyword one handler
// needs would be declared for the other too, so the finding has no fix.
func sharedSchema() *jsonschema.Schema {
	return &jsonschema.Schema{Type: "object", Properties: map[string]*jsonschema.Schema{"code": {Type: "string"}}}
}

// global is used by two tools, through a package variable: not read.
var global = &jsonschema.Schema{Type: "object", Properties: map[string]*jsonschema.Schema{"code": {Type: "string"}}}

func Negative(s *mcp.Server) {
	// Declared already, exactly or tighter.
	mcp.AddTool(s, &mcp.Tool{Name: "declared", InputSchema: &jsonschema.Schema{
		Type:       "object",
		Properties: map[string]*jsonschema.Schema{"code": {Type: "string", Pattern: "^c_[a-z]+$"}},
	}}, code)
	// A property schema from a variable.
	mcp.AddTool(s, &mcp.Tool{Name: "propvar", InputSchema: &jsonschema.Schema{
		Type:       "object",
		Properties: map[string]*jsonschema.Schema{"code": codeProperty},
	}}, code)
	// allOf may constrain any property.
	mcp.AddTool(s, &mcp.Tool{Name: "allof", InputSchema: &jsonschema.Schema{
		Type:       "object",
		Properties: map[string]*jsonschema.Schema{"code": {Type: "string"}},
		AllOf:      []*jsonschema.Schema{{Properties: map[string]*jsonschema.Schema{"code": {Pattern: "^c_"}}}},
	}}, code)
	// A field toolvet does not read on the property.
	mcp.AddTool(s, &mcp.Tool{Name: "const", InputSchema: &jsonschema.Schema{
		Type:       "object",
		Properties: map[string]*jsonschema.Schema{"code": {Type: "string", AnyOf: []*jsonschema.Schema{{Pattern: "^c_"}}}},
	}}, code)
	// Schemas that are not *jsonschema.Schema values.
	mcp.AddTool(s, &mcp.Tool{Name: "raw", InputSchema: json.RawMessage(`{"type":"object","properties":{"code":{"type":"string"}}}`)}, code)
	mcp.AddTool(s, &mcp.Tool{Name: "map", InputSchema: map[string]any{"type": "object"}}, code)
	mcp.AddTool(s, &mcp.Tool{Name: "loop", InputSchema: loopSchema()}, code)
	mcp.AddTool(s, &mcp.Tool{Name: "passed", InputSchema: passedOn()}, code)
	registerWith(s, &jsonschema.Schema{Type: "object"})
	mcp.AddTool(s, &mcp.Tool{Name: "global1", InputSchema: global}, code)
	mcp.AddTool(s, &mcp.Tool{Name: "global2", InputSchema: global}, code)
	mcp.AddTool(s, &mcp.Tool{Name: "shared1", InputSchema: sharedSchema()}, sharedCode)
	mcp.AddTool(s, &mcp.Tool{Name: "shared2", InputSchema: sharedSchema()}, func(ctx context.Context, req *mcp.CallToolRequest, in CodeIn) (*mcp.CallToolResult, any, error) {
		return nil, nil, nil
	})
}

func sharedCode(ctx context.Context, req *mcp.CallToolRequest, in CodeIn) (*mcp.CallToolResult, any, error) {
	if !strings.HasPrefix(in.Code, "s_") { // want `code must start with "s_", but the schema does not say so: declare pattern "\^s_" in the tool's explicit \*jsonschema.Schema$`
		return nil, nil, errors.New("code must start with s_")
	}
	return nil, nil, nil
}
