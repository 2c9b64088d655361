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

// lister embeds the tool InferTool builds from its own method, whose
// Info and InvokableRun it does not declare: eino's calls reach that tool,
// and its errors abort the run.
type lister struct {
	tool.InvokableTool
	limit int
}

func (l *lister) list(ctx context.Context, in In) (string, error) {
	if in.ID == "" {
		return "", errors.New("id is required") // want `the model cannot read this failure: eino aborts the run.*return the message as the tool's output`
	}
	return "listed", nil
}

func newLister(name, desc string, limit int) (tool.InvokableTool, error) {
	l := &lister{limit: limit}
	t, err := utils.InferTool(name, desc, l.list)
	if err != nil {
		return nil, err
	}
	l.InvokableTool = t
	return l, nil
}

// guarded embeds its tool but answers the call itself: not read.
type guarded struct {
	tool.InvokableTool
}

func (g *guarded) InvokableRun(ctx context.Context, args string, opts ...tool.Option) (string, error) {
	out, err := g.InvokableTool.InvokableRun(ctx, args, opts...)
	if err != nil {
		return err.Error(), nil
	}
	return out, nil
}

func (g *guarded) check(ctx context.Context, in In) (string, error) {
	if in.ID == "" {
		return "", errors.New("id is required") // answered by guarded's InvokableRun
	}
	return "checked", nil
}

func newGuarded(name, desc string) (tool.InvokableTool, error) {
	g := &guarded{}
	t, err := utils.InferTool(name, desc, g.check)
	if err != nil {
		return nil, err
	}
	g.InvokableTool = t
	return g, nil
}

// newSwapped embeds its tool, then replaces it with a wrapping one: what
// answers is that tool's, not read.
func newSwapped(name, desc string) (tool.InvokableTool, error) {
	l := &lister{}
	t, err := utils.InferTool(name, desc, l.swapped)
	if err != nil {
		return nil, err
	}
	l.InvokableTool = t
	l.InvokableTool = safe{t}
	return l, nil
}

func (l *lister) swapped(ctx context.Context, in In) (string, error) {
	if in.ID == "" {
		return "", errors.New("id is required") // answered by safe
	}
	return "swapped", nil
}

func Tools() []tool.InvokableTool {
	a, _ := plain("lookup", "Look an ID up.", lookup)
	b, _ := safeTool("fetch", "Fetch an ID.", fetch)
	c, _ := newLister("list_pods", "List pods.", 10)
	d, _ := newLister("list_nodes", "List nodes.", 5)
	e, _ := newGuarded("check", "Check an ID.")
	f, _ := newSwapped("swap", "Swap an ID.")
	return []tool.InvokableTool{a, b, c, d, e, f}
}
