// Package sdkinventoryapp defines its tools through its own NewTool, which
// gives sdkinventory a typed handler calling the project's handler: a Go
// error of the project's handler reaches the model as a JSON-RPC error.
package sdkinventoryapp

import (
	"context"
	"errors"
	"fmt"

	"example.com/factsmod/sdkinventory"
	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Deps are what handlers use.
type Deps struct{}

// NewTool adds the dependencies to a handler of the argument map.
func NewTool(tool mcp.Tool, handler func(ctx context.Context, deps Deps, args map[string]any) (*mcp.CallToolResult, any, error)) sdkinventory.ServerTool {
	return sdkinventory.NewServerTool(tool, func(ctx context.Context, req *mcp.CallToolRequest, args map[string]any) (*mcp.CallToolResult, any, error) {
		return handler(ctx, Deps{}, args)
	})
}

// Stored keeps the pair: what becomes of the handler's error is out of sight.
func Stored(tool mcp.Tool, handler func(ctx context.Context, deps Deps, args map[string]any) (*mcp.CallToolResult, any, error)) {
	stored = append(stored, pair{tool, handler})
}

type pair struct {
	tool    mcp.Tool
	handler func(ctx context.Context, deps Deps, args map[string]any) (*mcp.CallToolResult, any, error)
}

var stored []pair

type page struct {
	size int
}

// pageOf reads the page size: a parse function of the argument map.
func pageOf(args map[string]any) (page, error) {
	n, err := intArg(args, "size")
	if err != nil {
		return page{}, err
	}
	return page{size: n}, nil
}

// limit checks the page: its error is a verdict on the arguments.
func (p page) limit() (int, error) {
	if p.size < 0 {
		return 0, fmt.Errorf("size %d is negative", p.size)
	}
	return p.size, nil
}

// fetch reaches something else: its error is no verdict on them.
func (p page) fetch() (int, error) {
	return backend(p.size)
}

func backend(n int) (int, error) { return n, nil }

func intArg(args map[string]any, name string) (int, error) {
	v, ok := args[name]
	if !ok {
		return 0, nil
	}
	f, ok := v.(float64)
	if !ok {
		return 0, fmt.Errorf("%s is not a number", name)
	}
	return int(f), nil
}

func Tools() []sdkinventory.ServerTool {
	Stored(mcp.Tool{Name: "kept", InputSchema: &jsonschema.Schema{Type: "object", Properties: map[string]*jsonschema.Schema{"size": {Type: "integer"}}}},
		func(ctx context.Context, deps Deps, args map[string]any) (*mcp.CallToolResult, any, error) {
			p, err := pageOf(args)
			if err != nil {
				return nil, nil, err // out of sight: not reported
			}
			_ = p
			return &mcp.CallToolResult{}, nil, nil
		})
	return []sdkinventory.ServerTool{
		NewTool(mcp.Tool{Name: "list", InputSchema: &jsonschema.Schema{Type: "object", Properties: map[string]*jsonschema.Schema{"size": {Type: "integer"}}}},
			func(ctx context.Context, deps Deps, args map[string]any) (*mcp.CallToolResult, any, error) {
				p, err := pageOf(args)
				if err != nil {
					return nil, nil, err // want `the model cannot read this failure: NewTool passes this handler's Go error on as the library handler's error`
				}
				if p.size > 100 {
					return nil, nil, errors.New("size is at most 100") // want `the model cannot read this failure: NewTool passes`
				}
				n, err := p.limit()
				if err != nil {
					return nil, nil, err // want `the model cannot read this failure: NewTool passes`
				}
				if _, err := p.fetch(); err != nil {
					return nil, nil, err // a backend's failure: reported only with -toolerror.all
				}
				_ = n
				return &mcp.CallToolResult{}, nil, nil
			}),
	}
}
