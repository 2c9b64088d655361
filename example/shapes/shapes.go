// Package shapes is a tool on mcp-go whose struct input has fields of
// every shape google/jsonschema-go infers a schema for: slices and
// pointers (nullable), nested and pointed-to structs, maps, arrays, sized
// and unsigned integers, times and any. toolvet tools must list the schema
// the server sends (internal/inventory TestStaticEqualsRuntimeExample).
package shapes

import (
	"context"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Line is one line of an order.
type Line struct {
	SKU      string `json:"sku" jsonschema_description:"Stock keeping unit"`
	Quantity int    `json:"quantity,omitempty"`
}

// OrderArgs is the tool's input; mcp-go infers the schema from it.
type OrderArgs struct {
	Tags      []string          `json:"tags"`
	Note      *string           `json:"note"`
	Priority  *int              `json:"priority,omitempty"`
	Lines     []Line            `json:"lines"`
	Gifts     []*Line           `json:"gifts,omitempty"`
	Main      Line              `json:"main"`
	Backup    *Line             `json:"backup,omitempty"`
	Counts    map[string]int    `json:"counts,omitempty"`
	ByName    map[string]Line   `json:"byName,omitempty"`
	Box       [2]int            `json:"box"`
	Grid      [][]float64       `json:"grid,omitempty"`
	Due       time.Time         `json:"due"`
	Level     int8              `json:"level"`
	Copies    uint              `json:"copies"`
	Extra     any               `json:"extra,omitempty"`
	Aliases   *[]string         `json:"aliases,omitempty"`
	Flags     map[string]bool   `json:"flags,omitempty"`
	Weights   []float32         `json:"weights,omitempty"`
	Labels    map[string]string `json:"labels,omitempty"`
	Signature []byte            `json:"signature,omitempty"`
}

// Shipping has a field whose jsonschema tag holds enum= options, which
// jsonschema-go refuses: mcp-go reads every type reaching it by its own
// fallback (no null, no array length).
type Shipping struct {
	Method string `json:"method" jsonschema:"enum=ground,enum=air"`
	Days   int    `json:"days,omitempty" jsonschema_description:"Days in transit"`
}

// ShipArgs is the input of the ship tool.
type ShipArgs struct {
	Lines    []Line      `json:"lines"`
	Main     Shipping    `json:"main"`
	Backup   *Shipping   `json:"backup,omitempty"`
	Legs     []Shipping  `json:"legs,omitempty"`
	Box      [3]Shipping `json:"box,omitempty"`
	Tags     []string    `json:"tags,omitempty"`
	Priority *int        `json:"priority,omitempty"`
}

func ship(ctx context.Context, req mcp.CallToolRequest, args ShipArgs) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("ok"), nil
}

func order(ctx context.Context, req mcp.CallToolRequest, args OrderArgs) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("ok"), nil
}

// Register adds the order and ship tools to s.
func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("order",
		mcp.WithDescription("Place an order."),
		mcp.WithInputSchema[OrderArgs](),
	), mcp.NewTypedToolHandler(order))
	s.AddTool(mcp.NewTool("ship",
		mcp.WithDescription("Ship an order."),
		mcp.WithInputSchema[ShipArgs](),
	), mcp.NewTypedToolHandler(ship))
}
