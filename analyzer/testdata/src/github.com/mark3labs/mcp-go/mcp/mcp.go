// Package mcp is a stub of github.com/mark3labs/mcp-go/mcp (v1.2.1) with the
// same signatures, for analysistest. The real module is exercised by the
// end-to-end test in cmd/toolvet.
package mcp

import (
	"context"
	"encoding/json"
	"fmt"
)

type Tool struct {
	Name           string
	Description    string
	InputSchema    ToolInputSchema
	RawInputSchema json.RawMessage
}

type ToolInputSchema struct {
	Type       string
	Properties map[string]any
	Required   []string
}

type ToolOption func(*Tool)
type PropertyOption func(map[string]any)

type Content interface{}

type TextContent struct {
	Type string
	Text string
}

type CallToolResult struct {
	Content []Content
	IsError bool
}

type CallToolParams struct {
	Name      string
	Arguments any
}

type CallToolRequest struct {
	Params CallToolParams
}

func (r CallToolRequest) GetArguments() map[string]any {
	m, _ := r.Params.Arguments.(map[string]any)
	return m
}
func (r CallToolRequest) BindArguments(target any) error                   { return nil }
func (r CallToolRequest) GetString(key string, defaultValue string) string { return defaultValue }
func (r CallToolRequest) RequireString(key string) (string, error)         { return "", nil }
func (r CallToolRequest) GetInt(key string, defaultValue int) int          { return defaultValue }
func (r CallToolRequest) RequireInt(key string) (int, error)               { return 0, nil }
func (r CallToolRequest) GetFloat(key string, defaultValue float64) float64 {
	return defaultValue
}
func (r CallToolRequest) RequireFloat(key string) (float64, error)   { return 0, nil }
func (r CallToolRequest) GetBool(key string, defaultValue bool) bool { return defaultValue }
func (r CallToolRequest) RequireBool(key string) (bool, error)       { return false, nil }
func (r CallToolRequest) GetStringSlice(key string, defaultValue []string) []string {
	return defaultValue
}
func (r CallToolRequest) RequireStringSlice(key string) ([]string, error) { return nil, nil }

func NewTool(name string, opts ...ToolOption) Tool { return Tool{Name: name} }
func NewToolWithRawSchema(name, description string, schema json.RawMessage) Tool {
	return Tool{Name: name, Description: description, RawInputSchema: schema}
}
func WithDescription(description string) ToolOption              { return nil }
func WithRawInputSchema(schema json.RawMessage) ToolOption       { return nil }
func WithInputSchema[T any]() ToolOption                         { return nil }
func WithString(name string, opts ...PropertyOption) ToolOption  { return nil }
func WithNumber(name string, opts ...PropertyOption) ToolOption  { return nil }
func WithInteger(name string, opts ...PropertyOption) ToolOption { return nil }
func WithBoolean(name string, opts ...PropertyOption) ToolOption { return nil }
func WithArray(name string, opts ...PropertyOption) ToolOption   { return nil }
func WithObject(name string, opts ...PropertyOption) ToolOption  { return nil }

func Description(desc string) PropertyOption                        { return nil }
func Required() PropertyOption                                      { return nil }
func Title(title string) PropertyOption                             { return nil }
func DefaultString(value string) PropertyOption                     { return nil }
func Enum(values ...string) PropertyOption                          { return nil }
func MaxLength(max int) PropertyOption                              { return nil }
func MinLength(min int) PropertyOption                              { return nil }
func Pattern(pattern string) PropertyOption                         { return nil }
func DefaultNumber[T int | int64 | float64](value T) PropertyOption { return nil }
func Max[T int | int64 | float64](max T) PropertyOption             { return nil }
func Min[T int | int64 | float64](min T) PropertyOption             { return nil }
func MultipleOf[T int | int64 | float64](value T) PropertyOption    { return nil }
func MinItems(min int) PropertyOption                               { return nil }
func MaxItems(max int) PropertyOption                               { return nil }
func WithStringItems(opts ...PropertyOption) PropertyOption         { return nil }

func NewToolResultText(text string) *CallToolResult { return &CallToolResult{} }
func NewToolResultError(text string) *CallToolResult {
	return &CallToolResult{IsError: true}
}
func NewToolResultErrorFromErr(text string, err error) *CallToolResult {
	return &CallToolResult{IsError: true}
}
func NewToolResultErrorf(format string, a ...any) *CallToolResult {
	return &CallToolResult{IsError: true, Content: []Content{fmt.Sprintf(format, a...)}}
}

func ParseString(request CallToolRequest, key string, defaultValue string) string {
	return defaultValue
}
func ParseInt(request CallToolRequest, key string, defaultValue int) int { return defaultValue }
func ParseFloat64(request CallToolRequest, key string, defaultValue float64) float64 {
	return defaultValue
}

type TypedToolHandlerFunc[T any] func(ctx context.Context, request CallToolRequest, args T) (*CallToolResult, error)
type StructuredToolHandlerFunc[TArgs any, TResult any] func(ctx context.Context, request CallToolRequest, args TArgs) (TResult, error)

func NewTypedToolHandler[T any](handler TypedToolHandlerFunc[T]) func(ctx context.Context, request CallToolRequest) (*CallToolResult, error) {
	return nil
}
func NewStructuredToolHandler[TArgs any, TResult any](handler StructuredToolHandlerFunc[TArgs, TResult]) func(ctx context.Context, request CallToolRequest) (*CallToolResult, error) {
	return nil
}

func WithTitleAnnotation(title string) ToolOption         { return nil }
func WithReadOnlyHintAnnotation(value bool) ToolOption    { return nil }
func WithDestructiveHintAnnotation(value bool) ToolOption { return nil }
