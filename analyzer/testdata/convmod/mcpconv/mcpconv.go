package mcpconv // want package:`wrappers\(mcp-go\)`

// Package mcpconv is the module's own tool constructor, in the shape of
// github.com/grafana/mcp-grafana's tools.go: the schema is reflected at
// run time from the handler's input type, and the handler adapted.

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

// Tool pairs a tool with its handler.
type Tool struct {
	Tool    mcp.Tool
	Handler server.ToolHandlerFunc
}

// Register adds the tool to s.
func (t *Tool) Register(s *server.MCPServer) {
	s.AddTool(t.Tool, t.Handler)
}

// HardError is returned as a protocol error rather than an error result.
type HardError struct {
	Err error
}

func (e *HardError) Error() string { return e.Err.Error() }
func (e *HardError) Unwrap() error { return e.Err }

// ToolHandlerFunc is a handler taking its arguments decoded.
type ToolHandlerFunc[T any, R any] = func(ctx context.Context, request T) (R, error)

// MustTool panics where ConvertTool fails.
func MustTool[T any, R any](name, description string, toolHandler ToolHandlerFunc[T, R], options ...mcp.ToolOption) Tool { // want MustTool:`registers\(mcp-go: tool named by 0, described by 1, input type 0, handler 2 func, schema invopop-required-tags, converts errors but \*example.com/convmod/mcpconv.HardError\)`
	tool, handler, err := ConvertTool(name, description, toolHandler, options...)
	if err != nil {
		panic(err)
	}
	return Tool{Tool: tool, Handler: handler}
}

// ConvertTool builds the tool and a handler that decodes the arguments
// into T and calls toolHandler; its error becomes an error result, unless
// it is a *HardError.
func ConvertTool[T any, R any](name, description string, toolHandler ToolHandlerFunc[T, R], options ...mcp.ToolOption) (mcp.Tool, server.ToolHandlerFunc, error) { // want ConvertTool:`registers\(mcp-go: tool named by 0, described by 1, input type 0, handler 2 func, schema invopop-required-tags, converts errors but \*example.com/convmod/mcpconv.HardError\)`
	zero := mcp.Tool{}
	handlerValue := reflect.ValueOf(toolHandler)
	argType := handlerValue.Type().In(1)
	if argType.Kind() != reflect.Struct {
		return zero, nil, errors.New("tool handler second argument must be a struct")
	}
	jsonSchema := createJSONSchemaFromHandler(toolHandler)
	handler := func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		argBytes, err := json.Marshal(request.Params.Arguments)
		if err != nil {
			return nil, fmt.Errorf("marshal args: %w", err)
		}
		unmarshaledArgs := reflect.New(argType).Interface()
		if err := json.Unmarshal(argBytes, unmarshaledArgs); err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("invalid arguments: %s", err)), nil
		}
		args := []reflect.Value{reflect.ValueOf(ctx), reflect.ValueOf(unmarshaledArgs).Elem()}
		output := handlerValue.Call(args)
		var handlerErr error
		if !output[1].IsNil() {
			handlerErr, _ = output[1].Interface().(error)
		}
		if handlerErr != nil {
			var hardErr *HardError
			if errors.As(handlerErr, &hardErr) {
				return nil, hardErr.Err
			}
			return &mcp.CallToolResult{
				Content: []mcp.Content{mcp.TextContent{Type: "text", Text: handlerErr.Error()}},
				IsError: true,
			}, nil
		}
		returnBytes, err := json.Marshal(output[0].Interface())
		if err != nil {
			return nil, fmt.Errorf("failed to marshal return value: %s", err)
		}
		return mcp.NewToolResultText(string(returnBytes)), nil
	}
	schemaBytes, err := json.Marshal(jsonSchema)
	if err != nil {
		return zero, nil, err
	}
	t := mcp.Tool{
		Name:           name,
		Description:    description,
		RawInputSchema: schemaBytes,
	}
	for _, option := range options {
		option(&t)
	}
	return t, handler, nil
}

func createJSONSchemaFromHandler(handler any) *jsonschema.Schema {
	handlerValue := reflect.ValueOf(handler)
	handlerType := handlerValue.Type()
	argumentType := handlerType.In(1)
	inputSchema := jsonSchemaReflector.ReflectFromType(argumentType)
	return inputSchema
}

var jsonSchemaReflector = jsonschema.Reflector{
	BaseSchemaID:               "",
	Anonymous:                  true,
	AllowAdditionalProperties:  true,
	RequiredFromJSONSchemaTags: true,
	DoNotReference:             true,
	ExpandedStruct:             true,
	FieldNameTag:               "",
	IgnoredTypes:               nil,
	// Interface fields become {} instead of true.
	Mapper: func(t reflect.Type) *jsonschema.Schema {
		if t.Kind() == reflect.Interface {
			return &jsonschema.Schema{Extras: map[string]any{}}
		}
		return nil
	},
	KeyNamer: nil,
}

// Strict builds the tool with the default reflector and passes the
// handler's error on as a Go error.
func Strict[In any, Out any](name, desc string, fn func(context.Context, In) (Out, error)) server.ServerTool { // want Strict:`registers\(mcp-go: tool named by 0, described by 1, input type 0, handler 2 func, schema invopop\)`
	raw, _ := json.Marshal(jsonschema.Reflect(new(In)))
	return server.ServerTool{
		Tool: mcp.NewToolWithRawSchema(name, desc, raw),
		Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			var in In
			if err := req.BindArguments(&in); err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			out, err := fn(ctx, in)
			if err != nil {
				return nil, err
			}
			b, _ := json.Marshal(out)
			return mcp.NewToolResultText(string(b)), nil
		},
	}
}

// Renamed reflects with a KeyNamer: the property names are not the JSON
// names toolvet reads, so its tools' schemas are out of sight.
func Renamed[In any, Out any](name, desc string, fn func(context.Context, In) (Out, error)) server.ServerTool { // want Renamed:`registers\(mcp-go: tool named by 0, described by 1, input type 0, handler 2 func, schema unread, converts errors\)`
	r := &jsonschema.Reflector{KeyNamer: func(s string) string { return "x_" + s }}
	raw, _ := json.Marshal(r.ReflectFromType(reflect.TypeFor[In]()))
	return server.ServerTool{
		Tool: mcp.NewToolWithRawSchema(name, desc, raw),
		Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			var in In
			if err := req.BindArguments(&in); err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			out, err := fn(ctx, in)
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			b, _ := json.Marshal(out)
			return mcp.NewToolResultText(string(b)), nil
		},
	}
}

// UserError is an error whose message is meant for the caller.
type UserError struct{ Msg string }

func (e *UserError) Error() string { return e.Msg }

// Soft converts every error, a *UserError with its own wording: no type
// escapes as a Go error.
func Soft[In any, Out any](name, desc string, fn func(context.Context, In) (Out, error)) server.ServerTool { // want Soft:`registers\(mcp-go: tool named by 0, described by 1, input type 0, handler 2 func, schema invopop, converts errors\)`
	raw, _ := json.Marshal(jsonschema.Reflect(new(In)))
	return server.ServerTool{
		Tool: mcp.NewToolWithRawSchema(name, desc, raw),
		Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			var in In
			if err := req.BindArguments(&in); err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			out, err := fn(ctx, in)
			if err != nil {
				var ue *UserError
				if errors.As(err, &ue) {
					return mcp.NewToolResultError("user: " + ue.Msg), nil
				}
				return mcp.NewToolResultError(err.Error()), nil
			}
			b, _ := json.Marshal(out)
			return mcp.NewToolResultText(string(b)), nil
		},
	}
}

// Described reflects the handler's output type, not its input: the tool's
// input schema is not T's, so it is no converter.
func Described[In any, Out any](name, desc string, fn func(context.Context, In) (Out, error)) server.ServerTool {
	raw, _ := json.Marshal(jsonSchemaReflector.ReflectFromType(reflect.TypeOf(fn).Out(0)))
	return server.ServerTool{
		Tool: mcp.NewToolWithRawSchema(name, desc, raw),
		Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			var in In
			out, err := fn(ctx, in)
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			b, _ := json.Marshal(out)
			return mcp.NewToolResultText(string(b)), nil
		},
	}
}

// Unused reflects the input but never calls the handler it is given.
func Unused[In any, Out any](name, desc string, fn func(context.Context, In) (Out, error)) server.ServerTool {
	raw, _ := json.Marshal(jsonschema.Reflect(new(In)))
	return server.ServerTool{
		Tool: mcp.NewToolWithRawSchema(name, desc, raw),
		Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return mcp.NewToolResultText("ok"), nil
		},
	}
}
