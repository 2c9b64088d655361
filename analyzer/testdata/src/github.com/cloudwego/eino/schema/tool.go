// Package schema is a stub of github.com/cloudwego/eino/schema (v0.7.36).
package schema

type DataType string

const (
	Object  DataType = "object"
	Number  DataType = "number"
	Integer DataType = "integer"
	String  DataType = "string"
	Array   DataType = "array"
	Null    DataType = "null"
	Boolean DataType = "boolean"
)

type ToolInfo struct {
	Name  string
	Desc  string
	Extra map[string]any
	*ParamsOneOf
}

type ParameterInfo struct {
	Type      DataType
	ElemInfo  *ParameterInfo
	SubParams map[string]*ParameterInfo
	Desc      string
	Enum      []string
	Required  bool
}

type ParamsOneOf struct {
	params map[string]*ParameterInfo
}

func NewParamsOneOfByParams(params map[string]*ParameterInfo) *ParamsOneOf {
	return &ParamsOneOf{params: params}
}

// ToJSONSchema is what eino sends: the stub returns nothing.
func (p *ParamsOneOf) ToJSONSchema() (map[string]any, error) { return nil, nil }

// StreamReader is a stream of T.
type StreamReader[T any] struct{ items []T }
