// Package genai is a stub of google.golang.org/genai (v1.41.0): the types
// a function declaration is written with.
package genai

// Ptr returns a pointer to its argument (common.go).
func Ptr[T any](t T) *T { return &t }

// Type is the OpenAPI data type of a Schema.
type Type string

const (
	TypeUnspecified Type = "TYPE_UNSPECIFIED"
	TypeString      Type = "STRING"
	TypeNumber      Type = "NUMBER"
	TypeInteger     Type = "INTEGER"
	TypeBoolean     Type = "BOOLEAN"
	TypeArray       Type = "ARRAY"
	TypeObject      Type = "OBJECT"
	TypeNULL        Type = "NULL"
)

// Schema is a select subset of an OpenAPI 3.0 schema object.
type Schema struct {
	AnyOf            []*Schema          `json:"anyOf,omitempty"`
	Default          any                `json:"default,omitempty"`
	Description      string             `json:"description,omitempty"`
	Enum             []string           `json:"enum,omitempty"`
	Example          any                `json:"example,omitempty"`
	Format           string             `json:"format,omitempty"`
	Items            *Schema            `json:"items,omitempty"`
	MaxItems         *int64             `json:"maxItems,omitempty"`
	MaxLength        *int64             `json:"maxLength,omitempty"`
	MaxProperties    *int64             `json:"maxProperties,omitempty"`
	Maximum          *float64           `json:"maximum,omitempty"`
	MinItems         *int64             `json:"minItems,omitempty"`
	MinLength        *int64             `json:"minLength,omitempty"`
	MinProperties    *int64             `json:"minProperties,omitempty"`
	Minimum          *float64           `json:"minimum,omitempty"`
	Nullable         *bool              `json:"nullable,omitempty"`
	Pattern          string             `json:"pattern,omitempty"`
	Properties       map[string]*Schema `json:"properties,omitempty"`
	PropertyOrdering []string           `json:"propertyOrdering,omitempty"`
	Required         []string           `json:"required,omitempty"`
	Title            string             `json:"title,omitempty"`
	Type             Type               `json:"type,omitempty"`
}

// Behavior is a function's calling behaviour.
type Behavior string

// FunctionDeclaration is a function the model may call: its parameters
// either as a Schema or as JSON Schema (mutually exclusive).
type FunctionDeclaration struct {
	Description          string   `json:"description,omitempty"`
	Name                 string   `json:"name,omitempty"`
	Parameters           *Schema  `json:"parameters,omitempty"`
	ParametersJsonSchema any      `json:"parametersJsonSchema,omitempty"`
	Response             *Schema  `json:"response,omitempty"`
	ResponseJsonSchema   any      `json:"responseJsonSchema,omitempty"`
	Behavior             Behavior `json:"behavior,omitempty"`
}

// Tool holds the function declarations of a request.
type Tool struct {
	FunctionDeclarations []*FunctionDeclaration `json:"functionDeclarations,omitempty"`
}

// GenerateContentConfig is a request's optional configuration.
type GenerateContentConfig struct {
	Tools []*Tool `json:"tools,omitempty"`
}

// What a program answering function calls reads and sends back (types.go).

type FunctionCall struct {
	ID   string         `json:"id,omitempty"`
	Args map[string]any `json:"args,omitempty"`
	Name string         `json:"name,omitempty"`
}

type FunctionResponse struct {
	ID       string         `json:"id,omitempty"`
	Name     string         `json:"name,omitempty"`
	Response map[string]any `json:"response,omitempty"`
}
