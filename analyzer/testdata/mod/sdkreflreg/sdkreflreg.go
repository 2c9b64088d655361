package sdkreflreg // want package:`wrappers\(go-sdk\)`

// Package sdkreflreg is registration code other packages call: a wrapper
// reflecting each tool's schema from an example value with
// jsonschema.ForType.

import (
	"reflect"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Register registers a tool whose schema is ForType's reading of args.
func Register(s *mcp.Server, name, desc string, args any, h mcp.ToolHandler) error { // want Register:`registers\(go-sdk: tool named by 1, described by 2, input type -1, handler 4, schema jsonschema-go, reflects 3 with its reflector\)`
	schema, err := jsonschema.ForType(reflect.TypeOf(args), nil)
	if err != nil {
		return err
	}
	s.AddTool(&mcp.Tool{Name: name, Description: desc, InputSchema: schema}, h)
	return nil
}
