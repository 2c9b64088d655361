// Package convloose has a converter whose handler decodes the arguments
// itself, through a helper, and returns the decoding's failure as a Go
// error: every tool the converter defines fails unreadably on arguments of
// the wrong type.
package convloose

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"

	"github.com/invopop/jsonschema"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// decode is json.Unmarshal under another name.
func decode(data []byte, v any) error { return json.Unmarshal(data, v) }

// Loose builds the tool and a handler that decodes the arguments into In
// and calls fn; fn's error becomes an error result.
func Loose[In any, Out any](name, desc string, fn func(context.Context, In) (Out, error)) server.ServerTool {
	schema, _ := json.Marshal(jsonschema.Reflect(new(In)))
	tool := mcp.NewToolWithRawSchema(name, desc, schema)
	handler := func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		data, err := json.Marshal(req.Params.Arguments)
		if err != nil {
			return nil, fmt.Errorf("encode arguments: %w", err) // not the arguments' fault: not reported
		}
		var in In
		if err := decode(data, &in); err != nil {
			return nil, fmt.Errorf("bad arguments: %w", err) // want `the model cannot read this failure: mcp-go sends a Go error`
		}
		if reflect.ValueOf(in).IsZero() {
			return nil, errors.New("empty input") // no check on the arguments toolvet reads: not reported
		}
		out, err := fn(ctx, in)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		b, _ := json.Marshal(out)
		return mcp.NewToolResultText(string(b)), nil
	}
	return server.ServerTool{Tool: tool, Handler: handler}
}
