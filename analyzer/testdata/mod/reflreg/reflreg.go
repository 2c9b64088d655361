package reflreg // want package:`wrappers\(mcp-go\)`

// reflreg registers mcp-go tools from an example value of each tool's
// input struct: it reflects the schema itself, reading struct tags in a
// dialect of its own, and hands each tool's function the decoded,
// validated struct, turning its errors into results the model reads.

import (
	"context"
	"fmt"
	"reflect"
	"strconv"
	"strings"

	"github.com/go-playground/validator/v10"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Func serves a tool; in points to a new value of the example's type.
type Func func(ctx context.Context, in any) (any, error)

type Registry struct {
	srv      *server.MCPServer
	validate *validator.Validate
}

func New(srv *server.MCPServer) *Registry {
	return &Registry{srv: srv, validate: validator.New()}
}

// Add registers a tool named name whose input is shaped like example.
func (r *Registry) Add(name, description string, example any, fn Func) error { // want Add:`registers\(mcp-go: tool named by 0, described by 1, input type -1, handler 3, adapted adapts\(mcp-go: handler 1, arguments struct as 1, converts errors\), reflects 2 in tag "schema" description,enum,maxLength,maximum,minimum, required by schema\)`
	schema, err := reflectSchema(example)
	if err != nil {
		return fmt.Errorf("tool %s: %w", name, err)
	}
	tool := mcp.NewTool(name, mcp.WithDescription(description))
	tool.InputSchema = *schema
	r.srv.AddTool(tool, r.serve(example, fn))
	return nil
}

// Command is a command line entry served as a tool.
type Command struct {
	Name, Help string
}

// AddCommand registers cmd as a tool.
func (r *Registry) AddCommand(cmd *Command, example any, fn Func) error { // want AddCommand:`registers\(mcp-go: tool named by 0, described by -1, input type -1, handler 2, adapted adapts\(mcp-go: handler 1, arguments struct as 1, converts errors\), reflects 1 in tag "schema" description,enum,maxLength,maximum,minimum, required by schema, name field Name, description unknown\)`
	name := cmd.Name
	if name == "" {
		return fmt.Errorf("a command needs a name")
	}
	help := cmd.Help
	if help == "" {
		help = "Runs " + name + "."
	}
	return r.Add(name, help, example, fn)
}

// AddCompat registers a tool whose schema is reflected in the older
// dialect, which spells the keywords its own way.
func (r *Registry) AddCompat(name, description string, example any, fn Func) error { // want AddCompat:`registers\(mcp-go: tool named by 0, described by 1, input type -1, handler 3, adapted adapts\(mcp-go: handler 1, arguments struct as 1, converts errors\), reflects 2 unread\)`
	tool := mcp.NewTool(name, mcp.WithDescription(description))
	tool.InputSchema = compatSchema(example)
	r.srv.AddTool(tool, r.serve(example, fn))
	return nil
}

func (r *Registry) serve(example any, fn Func) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		in := reflect.New(reflect.TypeOf(example)).Interface()
		if err := req.BindArguments(in); err != nil {
			return mcp.NewToolResultError("bad arguments: " + err.Error()), nil
		}
		if err := r.validate.Struct(in); err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		out, err := fn(ctx, in)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(fmt.Sprint(out)), nil
	}
}

// reflectSchema reads schema:"required,description=…,enum=a,enum=b,
// maxLength=n,minimum=n,maximum=n".
func reflectSchema(example any) (*mcp.ToolInputSchema, error) {
	t := reflect.TypeOf(example)
	if t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t.Kind() != reflect.Struct {
		return nil, fmt.Errorf("%s is no struct", t)
	}
	schema := &mcp.ToolInputSchema{Type: "object", Properties: map[string]any{}}
	for i := range t.NumField() {
		f := t.Field(i)
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if name == "" || name == "-" {
			continue
		}
		prop := map[string]any{"type": jsonType(f.Type)}
		var enum []string
		for _, opt := range strings.Split(f.Tag.Get("schema"), ",") {
			key, value, _ := strings.Cut(opt, "=")
			switch key {
			case "required":
				schema.Required = append(schema.Required, name)
			case "description":
				prop["description"] = value
			case "enum":
				enum = append(enum, value)
			case "maxLength":
				prop["maxLength"] = number(value)
			case "minimum":
				prop["minimum"] = number(value)
			case "maximum":
				prop["maximum"] = number(value)
			}
		}
		if enum != nil {
			prop["enum"] = enum
		}
		schema.Properties[name] = prop
	}
	return schema, nil
}

// compatSchema reads compat:"min=n,max=n" into minimum and maximum.
func compatSchema(example any) mcp.ToolInputSchema {
	t := reflect.TypeOf(example)
	schema := mcp.ToolInputSchema{Type: "object", Properties: map[string]any{}}
	for i := range t.NumField() {
		f := t.Field(i)
		prop := map[string]any{"type": jsonType(f.Type)}
		for _, opt := range strings.Split(f.Tag.Get("compat"), ",") {
			if strings.HasPrefix(opt, "min=") {
				prop["minimum"] = number(strings.TrimPrefix(opt, "min="))
			}
			if strings.HasPrefix(opt, "max=") {
				prop["maximum"] = number(strings.TrimPrefix(opt, "max="))
			}
		}
		schema.Properties[f.Name] = prop
	}
	return schema
}

func number(s string) any {
	if n, err := strconv.Atoi(s); err == nil {
		return n
	}
	return s
}

func jsonType(t reflect.Type) string {
	switch t.Kind() {
	case reflect.String:
		return "string"
	case reflect.Int, reflect.Int64:
		return "integer"
	case reflect.Bool:
		return "boolean"
	}
	return "object"
}
