// Package einostructtool is a tool whose schema eino reflects from a type
// argument: a generic constructor calls utils.GoStruct2ToolInfo[I] with
// its own name and description, as graph tools do, and each call of it
// is a tool.
package einostructtool

import (
	"context"

	"github.com/cloudwego/eino/components/tool/utils"
	"github.com/cloudwego/eino/schema"
)

// OrderIn is the order tool's input.
type OrderIn struct {
	Item     string   `json:"item" jsonschema:"description=What to order"`
	Quantity int      `json:"quantity" jsonschema:"minimum=1,maximum=10"`
	Notes    []string `json:"notes,omitempty" jsonschema:"maxItems=3,maxLength=40"`
}

// Tool answers with the ToolInfo reflected from I.
type Tool[I any] struct {
	info *schema.ToolInfo
}

// Info returns the tool's definition.
func (t *Tool[I]) Info(context.Context) (*schema.ToolInfo, error) { return t.info, nil }

// NewTool builds a tool named and described by its arguments, its schema
// reflected from I.
func NewTool[I any](name, desc string) (*Tool[I], error) {
	info, err := utils.GoStruct2ToolInfo[I](name, desc)
	if err != nil {
		return nil, err
	}
	return &Tool[I]{info: info}, nil
}

// New defines the order tool.
func New() (*Tool[OrderIn], error) {
	return NewTool[OrderIn]("order", "Order an item.")
}
