// Package einotools: the tools einoreg's wrappers and generic constructor
// define in another package, as passes/tools finds them.
package einotools

import (
	"context"

	"example.com/factsmod/einoreg"
)

type In struct {
	ID string `json:"id"`
}

type OrderIn struct {
	Item string `json:"item"`
	Qty  int    `json:"qty,omitempty"`
}

func lookup(ctx context.Context, in In) (string, error) { return in.ID, nil }

func Tools(name string) {
	_, _ = einoreg.Plain("lookup", "Look an ID up.", lookup)            // want `tool "lookup" \(eino\): handler linked; properties id$`
	_, _ = einoreg.Logged("log", "Log an ID.", lookup, "log: ")         // want `tool "log" \(eino\): handler linked; properties id$`
	_, _ = einoreg.NewGraphTool[OrderIn]("order", "Order an item.")     // want `tool "order" \(eino\): no handler; properties item, qty$`
	_, _ = einoreg.NewGraphTool[*OrderIn]("reorder", "Order it again.") // want `tool "reorder" \(eino\): no handler; properties item, qty$`
	_, _ = einoreg.NewGraphTool[OrderIn](name, "Named by the caller.")  // want `tool \? \(eino\): no handler; properties item, qty$`
}
