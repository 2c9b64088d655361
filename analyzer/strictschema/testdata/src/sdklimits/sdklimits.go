// Package sdklimits: Anthropic caps one request's strict tools (20) and
// their optional parameters (24 in all); a request written as one slice
// literal is checked against the caps.
package sdklimits

import "github.com/anthropics/anthropic-sdk-go"

func strictTool(name string) anthropic.ToolParam {
	return anthropic.ToolParam{Name: name, Strict: anthropic.Bool(true)}
}

var tooMany = anthropic.MessageNewParams{
	Model: "claude-sonnet-4-5",
	Tools: []anthropic.ToolUnionParam{ // want `this request marks 21 tools strict, but Anthropic strict tool use accepts at most 20 in one request: mark fewer tools strict`
		{OfTool: &anthropic.ToolParam{Name: "t1", Strict: anthropic.Bool(true)}},
		{OfTool: &anthropic.ToolParam{Name: "t2", Strict: anthropic.Bool(true)}},
		{OfTool: &anthropic.ToolParam{Name: "t3", Strict: anthropic.Bool(true)}},
		{OfTool: &anthropic.ToolParam{Name: "t4", Strict: anthropic.Bool(true)}},
		{OfTool: &anthropic.ToolParam{Name: "t5", Strict: anthropic.Bool(true)}},
		{OfTool: &anthropic.ToolParam{Name: "t6", Strict: anthropic.Bool(true)}},
		{OfTool: &anthropic.ToolParam{Name: "t7", Strict: anthropic.Bool(true)}},
		{OfTool: &anthropic.ToolParam{Name: "t8", Strict: anthropic.Bool(true)}},
		{OfTool: &anthropic.ToolParam{Name: "t9", Strict: anthropic.Bool(true)}},
		{OfTool: &anthropic.ToolParam{Name: "t10", Strict: anthropic.Bool(true)}},
		{OfTool: &anthropic.ToolParam{Name: "t11", Strict: anthropic.Bool(true)}},
		{OfTool: &anthropic.ToolParam{Name: "t12", Strict: anthropic.Bool(true)}},
		{OfTool: &anthropic.ToolParam{Name: "t13", Strict: anthropic.Bool(true)}},
		{OfTool: &anthropic.ToolParam{Name: "t14", Strict: anthropic.Bool(true)}},
		{OfTool: &anthropic.ToolParam{Name: "t15", Strict: anthropic.Bool(true)}},
		{OfTool: &anthropic.ToolParam{Name: "t16", Strict: anthropic.Bool(true)}},
		{OfTool: &anthropic.ToolParam{Name: "t17", Strict: anthropic.Bool(true)}},
		{OfTool: &anthropic.ToolParam{Name: "t18", Strict: anthropic.Bool(true)}},
		{OfTool: &anthropic.ToolParam{Name: "t19", Strict: anthropic.Bool(true)}},
		{OfTool: &anthropic.ToolParam{Name: "t20", Strict: anthropic.Bool(true)}},
		{OfTool: &anthropic.ToolParam{Name: "t21", Strict: anthropic.Bool(true)}},
	},
}

// Twenty strict tools and two others: within the cap.
var twenty = []anthropic.ToolUnionParam{
	{OfTool: &anthropic.ToolParam{Name: "s1", Strict: anthropic.Bool(true)}},
	{OfTool: &anthropic.ToolParam{Name: "s2", Strict: anthropic.Bool(true)}},
	{OfTool: &anthropic.ToolParam{Name: "s3", Strict: anthropic.Bool(true)}},
	{OfTool: &anthropic.ToolParam{Name: "s4", Strict: anthropic.Bool(true)}},
	{OfTool: &anthropic.ToolParam{Name: "s5", Strict: anthropic.Bool(true)}},
	{OfTool: &anthropic.ToolParam{Name: "s6", Strict: anthropic.Bool(true)}},
	{OfTool: &anthropic.ToolParam{Name: "s7", Strict: anthropic.Bool(true)}},
	{OfTool: &anthropic.ToolParam{Name: "s8", Strict: anthropic.Bool(true)}},
	{OfTool: &anthropic.ToolParam{Name: "s9", Strict: anthropic.Bool(true)}},
	{OfTool: &anthropic.ToolParam{Name: "s10", Strict: anthropic.Bool(true)}},
	{OfTool: &anthropic.ToolParam{Name: "s11", Strict: anthropic.Bool(true)}},
	{OfTool: &anthropic.ToolParam{Name: "s12", Strict: anthropic.Bool(true)}},
	{OfTool: &anthropic.ToolParam{Name: "s13", Strict: anthropic.Bool(true)}},
	{OfTool: &anthropic.ToolParam{Name: "s14", Strict: anthropic.Bool(true)}},
	{OfTool: &anthropic.ToolParam{Name: "s15", Strict: anthropic.Bool(true)}},
	{OfTool: &anthropic.ToolParam{Name: "s16", Strict: anthropic.Bool(true)}},
	{OfTool: &anthropic.ToolParam{Name: "s17", Strict: anthropic.Bool(true)}},
	{OfTool: &anthropic.ToolParam{Name: "s18", Strict: anthropic.Bool(true)}},
	{OfTool: &anthropic.ToolParam{Name: "s19", Strict: anthropic.Bool(true)}},
	{OfTool: &anthropic.ToolParam{Name: "s20", Strict: anthropic.Bool(true)}},
	{OfTool: &anthropic.ToolParam{Name: "loose1"}},
	{OfTool: &anthropic.ToolParam{Name: "loose2"}},
}

var orders = anthropic.ToolParam{
	Name:   "orders",
	Strict: anthropic.Bool(true),
	InputSchema: anthropic.ToolInputSchemaParam{
		Properties: map[string]any{
			"id":    map[string]any{"type": "string"},
			"opt1":  map[string]any{"type": "string"},
			"opt2":  map[string]any{"type": "string"},
			"opt3":  map[string]any{"type": "string"},
			"opt4":  map[string]any{"type": "string"},
			"opt5":  map[string]any{"type": "string"},
			"opt6":  map[string]any{"type": "string"},
			"opt7":  map[string]any{"type": "string"},
			"opt8":  map[string]any{"type": "string"},
			"opt9":  map[string]any{"type": "string"},
			"opt10": map[string]any{"type": "string"},
			"opt11": map[string]any{"type": "string"},
			"opt12": map[string]any{"type": "string"},
			"opt13": map[string]any{"type": "string"},
		},
		Required: []string{"id"},
	},
}

var refunds = anthropic.ToolParam{
	Name:   "refunds",
	Strict: anthropic.Bool(true),
	InputSchema: anthropic.ToolInputSchemaParam{
		Properties: map[string]any{
			"id":    map[string]any{"type": "string"},
			"opt1":  map[string]any{"type": "string"},
			"opt2":  map[string]any{"type": "string"},
			"opt3":  map[string]any{"type": "string"},
			"opt4":  map[string]any{"type": "string"},
			"opt5":  map[string]any{"type": "string"},
			"opt6":  map[string]any{"type": "string"},
			"opt7":  map[string]any{"type": "string"},
			"opt8":  map[string]any{"type": "string"},
			"opt9":  map[string]any{"type": "string"},
			"opt10": map[string]any{"type": "string"},
			"opt11": map[string]any{"type": "string"},
			"opt12": map[string]any{"type": "string"},
		},
		Required: []string{"id"},
	},
}

var notes = anthropic.ToolParam{
	Name: "notes",
	InputSchema: anthropic.ToolInputSchemaParam{
		Properties: map[string]any{
			"id":    map[string]any{"type": "string"},
			"opt1":  map[string]any{"type": "string"},
			"opt2":  map[string]any{"type": "string"},
			"opt3":  map[string]any{"type": "string"},
			"opt4":  map[string]any{"type": "string"},
			"opt5":  map[string]any{"type": "string"},
			"opt6":  map[string]any{"type": "string"},
			"opt7":  map[string]any{"type": "string"},
			"opt8":  map[string]any{"type": "string"},
			"opt9":  map[string]any{"type": "string"},
			"opt10": map[string]any{"type": "string"},
			"opt11": map[string]any{"type": "string"},
			"opt12": map[string]any{"type": "string"},
			"opt13": map[string]any{"type": "string"},
		},
		Required: []string{"id"},
	},
}

// 25 optional parameters across the strict schemas.
var optionals = []anthropic.ToolUnionParam{{OfTool: &orders}, {OfTool: &refunds}} // want `the tools this request marks strict have 25 optional parameters in all, but Anthropic strict tool use accepts at most 24 across one request's strict schemas: make some required, or mark fewer tools strict`

// The non-strict tool's optional parameters do not count.
var mixed = []anthropic.ToolUnionParam{{OfTool: &orders}, {OfTool: &notes}}

// A slice of bare definitions is no request (MessageNewParams.Tools takes
// unions): a catalogue the program may send a part of; not counted.
var built = []anthropic.ToolParam{strictTool("a"), orders, refunds}
