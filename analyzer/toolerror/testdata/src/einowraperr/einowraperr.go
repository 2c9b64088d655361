// Package einowraperr: what becomes of a failure of an eino tool defined
// through the project's wrapper of utils.InferTool: eino aborts the run
// when the wrapper returns InferTool's tool as it is; a wrapper that wraps
// it in a tool of its own answers the call itself (here, turning the error
// into output), which toolvet does not read: no finding there.
package einowraperr

import (
	"context"
	"errors"

	"github.com/cloudwego/eino/components/tool"
	"github.com/cloudwego/eino/components/tool/utils"
)

type In struct {
	ID string `json:"id"`
}

func lookup(ctx context.Context, in In) (string, error) {
	if in.ID == "" {
		return "", errors.New("id is required") // want `the model cannot read this failure: eino aborts the run.*return the message as the tool's output`
	}
	return "found", nil
}

func fetch(ctx context.Context, in In) (string, error) {
	if in.ID == "" {
		return "", errors.New("id is required") // wrapped: the wrapper's tool turns it into output
	}
	return "fetched", nil
}

func plain[T, D any](name, desc string, fn utils.InvokeFunc[T, D]) (tool.InvokableTool, error) {
	return utils.InferTool(name, desc, fn)
}

type safe struct{ tool.InvokableTool }

func (s safe) InvokableRun(ctx context.Context, args string, opts ...tool.Option) (string, error) {
	out, err := s.InvokableTool.InvokableRun(ctx, args, opts...)
	if err != nil {
		return err.Error(), nil
	}
	return out, nil
}

func safeTool[T, D any](name, desc string, fn utils.InvokeFunc[T, D]) (tool.InvokableTool, error) {
	t, err := utils.InferTool(name, desc, fn)
	if err != nil {
		return nil, err
	}
	return safe{t}, nil
}

func Tools() []tool.InvokableTool {
	a, _ := plain("lookup", "Look an ID up.", lookup)
	b, _ := safeTool("fetch", "Fetch an ID.", fetch)
	return []tool.InvokableTool{a, b}
}
