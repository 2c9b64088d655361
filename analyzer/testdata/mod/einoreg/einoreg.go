package einoreg // want package:`wrappers\(eino\)`

// Package einoreg is the module's own eino tool code, used by other
// packages: a wrapper of utils.InferTool that wraps the tool in its own
// type, one that returns it as it is, and a generic constructor whose
// tool's schema is reflected from its type parameter.

import (
	"context"

	"github.com/cloudwego/eino/components/tool"
	"github.com/cloudwego/eino/components/tool/utils"
	"github.com/cloudwego/eino/schema"
)

// Plain returns InferTool's tool as it is: its function's errors abort
// the run.
func Plain[T, D any](name, desc string, fn utils.InvokeFunc[T, D]) (tool.InvokableTool, error) { // want Plain:`registers\(eino: tool named by 0, described by 1, input type -1, handler 2 func\)`
	return utils.InferTool(name, desc, fn)
}

// Safe answers the call with a tool of its own, which toolvet does not
// read: its tools' errors are unknown.
func Safe[T, D any](name, desc string, fn utils.InvokeFunc[T, D]) (tool.InvokableTool, error) { // want Safe:`registers\(eino: tool named by 0, described by 1, input type -1, handler 2 func, errors unknown\)`
	t, err := utils.InferTool(name, desc, fn)
	if err != nil {
		return nil, err
	}
	return safe{t}, nil
}

type safe struct{ tool.InvokableTool }

func (s safe) InvokableRun(ctx context.Context, args string, opts ...tool.Option) (string, error) {
	out, err := s.InvokableTool.InvokableRun(ctx, args, opts...)
	if err != nil {
		return err.Error(), nil
	}
	return out, nil
}

// Logged hands its parameters to Plain, and takes one of its own.
func Logged[T, D any](name, desc string, fn utils.InvokeFunc[T, D], prefix string) (tool.InvokableTool, error) { // want Logged:`registers\(eino: tool named by 0, described by 1, input type -1, handler 2 func\)`
	return Plain(name, desc, fn)
}

// GraphTool's schema is reflected from I, the graph's input.
type GraphTool[I any] struct {
	info *schema.ToolInfo
}

func (g *GraphTool[I]) Info(ctx context.Context) (*schema.ToolInfo, error) { return g.info, nil }

func NewGraphTool[I any](name, desc string) (*GraphTool[I], error) { // want NewGraphTool:`registers\(eino: tool named by 0, described by 1, input type 0, handler -1 info\)`
	info, err := utils.GoStruct2ToolInfo[I](name, desc)
	if err != nil {
		return nil, err
	}
	return &GraphTool[I]{info: info}, nil
}
