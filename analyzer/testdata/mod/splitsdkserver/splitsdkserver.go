// Package splitsdkserver registers splitsdk's handlers: the typed one's
// schema is inferred from its input type, the other's is written here.
package splitsdkserver

import (
	"example.com/factsmod/splitsdk"
	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "lookup"}, splitsdk.Lookup) // want `id must start with "usr_" \(checked by Lookup at splitsdk.go:21\), but the schema does not say so`
	s.AddTool(&mcp.Tool{                                       // want `text must be at most 10 bytes long \(checked by Echo at splitsdk.go:35\), but the schema does not say so: declare maxLength 10`
		Name: "echo",
		InputSchema: &jsonschema.Schema{
			Type:       "object",
			Properties: map[string]*jsonschema.Schema{"text": {Type: "string"}},
		},
	}, splitsdk.Echo)
}
