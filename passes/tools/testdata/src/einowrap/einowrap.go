// Package einowrap: eino tools built by the package's own functions, which
// take the tool's name and description and give every tool the same
// function of their own, or reflect its schema from their type parameter
// with utils.GoStruct2ToolInfo: each call site is a tool.
package einowrap

import (
	"context"

	"github.com/cloudwego/eino/components/tool"
	"github.com/cloudwego/eino/components/tool/utils"
	"github.com/cloudwego/eino/schema"
)

type ListIn struct {
	Cluster string `json:"cluster"`
}

// lister answers every list tool: the tools differ in name and
// description only.
type lister[T any] struct {
	tool.InvokableTool
	kind T
}

func (l *lister[T]) invoke(ctx context.Context, in *ListIn) (string, error) { return in.Cluster, nil }

func newListTool[T any](name, desc string, kind T) (tool.InvokableTool, error) {
	l := &lister[T]{kind: kind}
	t, err := utils.InferTool(name, desc, l.invoke)
	if err != nil {
		return nil, err
	}
	l.InvokableTool = t
	return l, nil
}

// A constructor no function of the package calls: its function's tool is
// listed as the wrapper builds it, with no constant name.
func NewExported(name, desc string) (tool.InvokableTool, error) {
	l := &lister[int]{}
	return utils.InferTool(name, desc, l.invoke) // want `tool \? \(eino\): handler linked; properties cluster$`
}

type OrderIn struct {
	ID  string `json:"id"`
	Qty int    `json:"qty,omitempty"`
}

// graphTool's schema is reflected from the type it is instantiated with.
type graphTool[I any] struct{ info *schema.ToolInfo }

func newGraphTool[I any](name, desc string) (*graphTool[I], error) {
	info, err := utils.GoStruct2ToolInfo[I](name, desc)
	if err != nil {
		return nil, err
	}
	return &graphTool[I]{info: info}, nil
}

// echo's function decodes into the type it is instantiated with: no
// wrapper, its tool's schema is out of sight.
type echo[T any] struct{}

func (echo[T]) run(ctx context.Context, in T) (string, error) { return "", nil }

func newEcho[T any](name, desc string) (tool.InvokableTool, error) {
	return utils.InferTool(name, desc, echo[T]{}.run) // want `tool \? \(eino\): handler linked; opaque$`
}

func defaultList(ctx context.Context, in *ListIn) (string, error) { return "", nil }

// withDefault gives the function it is passed a default: no function of
// its own, so its call sites are no tools, and its own call is.
func withDefault(name, desc string, fn func(context.Context, *ListIn) (string, error)) (tool.InvokableTool, error) {
	if fn == nil {
		fn = defaultList
	}
	return utils.InferTool(name, desc, fn) // want `tool \? \(eino\): handler linked; properties cluster$`
}

func Tools() {
	_, _ = withDefault("given", "Given.", func(ctx context.Context, in *ListIn) (string, error) { return "", nil })
	_, _ = newListTool("list_pods", "List pods.", 1)     // want `tool "list_pods" \(eino\): handler linked; properties cluster$`
	_, _ = newListTool("list_nodes", "List nodes.", "n") // want `tool "list_nodes" \(eino\): handler linked; properties cluster$`
	_, _ = newGraphTool[OrderIn]("order", "Order.")      // want `tool "order" \(eino\): no handler; properties id, qty$`
	_, _ = newGraphTool[*OrderIn]("reorder", "Reorder.") // want `tool "reorder" \(eino\): no handler; properties id, qty$`
	_, _ = newEcho[ListIn]("echo", "Echo.")
	// GoStruct2ToolInfo called directly, and with options that may set the schema.
	_, _ = utils.GoStruct2ToolInfo[ListIn]("direct", "Direct.")                        // want `tool "direct" \(eino\): no handler; properties cluster$`
	_, _ = utils.GoStruct2ToolInfo[ListIn]("optioned", "Optioned.", utils.Option(nil)) // want `tool "optioned" \(eino\): no handler; opaque$`
}
