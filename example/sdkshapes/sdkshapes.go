// Package sdkshapes is a go-sdk tool whose input type has fields of every
// shape google/jsonschema-go infers a schema for: slices and pointers
// (nullable), nested and pointed-to structs, maps, arrays, sized and
// unsigned integers, times and any. toolvet tools must list the schema the
// server sends (internal/inventory TestStaticEqualsRuntimeExample).
package sdkshapes

import (
	"context"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Line is one line of an order.
type Line struct {
	SKU      string `json:"sku" jsonschema:"Stock keeping unit"`
	Quantity int    `json:"quantity,omitempty"`
}

// OrderIn is the tool's input; go-sdk infers the schema from it.
type OrderIn struct {
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

func order(ctx context.Context, req *mcp.CallToolRequest, in OrderIn) (*mcp.CallToolResult, any, error) {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "ok"}}}, nil, nil
}

// Register adds the sdk_order tool to s.
func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "sdk_order", Description: "Place an order."}, order)
}
