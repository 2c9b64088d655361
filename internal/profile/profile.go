// Package profile is what each model provider accepts of a tool's JSON
// Schema when the schema is sent to it in a strict (structured) mode, one
// table row per provider mode. A rule whose keyword a profile does not
// accept reaches the model only through a description; schema content a
// strict profile rejects breaks the request.
//
// When a provider changes what it accepts, update its row in Table (and the
// date and source next to it) and the profile table of docs/analyzers.md.
package profile

import (
	"go/constant"
	"go/token"
	"slices"
	"strconv"
	"strings"

	"github.com/toolvet/toolvet/internal/model"
)

// Profile is one provider mode.
type Profile struct {
	Name string // the -provider flag value
	// Title names the mode in messages ("OpenAI strict function calling").
	Title string
	// Strict is set when the provider constrains the arguments to the
	// schema (a strict or structured mode); else the schema is guidance.
	Strict bool
	// Fate says, after the title, what becomes of content the mode does
	// not accept ("rejects", "ignores").
	Fate string
	// Unaccepted maps each keyword the mode does not accept to why, as the
	// provider's documentation puts it.
	Unaccepted map[model.Keyword]string
	// Formats are the format values the mode accepts; nil: any.
	Formats []string
	// MinItemsAtMost is the largest minItems the mode accepts; -1: any.
	MinItemsAtMost int
	// SimpleRegex is set when the mode rejects some regex features in a
	// pattern (RegexFeature says which).
	SimpleRegex bool
	// AllRequired is set when every property must be listed as required
	// (an optional one is written as required and nullable).
	AllRequired bool
	// Conditionals says why the mode does not accept keywords that state
	// rules across properties (if/then/else, dependentRequired, allOf);
	// "" when it does.
	Conditionals string
	// KeepsDeclared is set when the framework that sends the schema also
	// validates each call's input against the schema as declared: a
	// keyword the provider never sees still guards the call, so it stays,
	// and only its words are added to the description.
	KeepsDeclared bool
	// MaxStrictTools, MaxOptional and MaxUnions cap one request: how many
	// tools it may mark strict, and how many optional and union-typed
	// (anyOf, or a type list such as ["string", "null"]) parameters its
	// strict schemas may have in all; 0: no cap.
	MaxStrictTools, MaxOptional, MaxUnions int
	// Sources are the documents the row was read from, with the date.
	Sources []string
}

// Default is the profile used when neither the code nor the -provider flag
// names one: any MCP client, which shows the schema to the model as
// guidance and accepts every keyword.
const Default = "mcp"

// Table is every profile toolvet knows. Each row says when and where it
// was read; the profile table of docs/analyzers.md is the same content.
var Table = []*Profile{
	{
		Name:           "mcp",
		Title:          "an MCP client",
		Fate:           "ignores",
		MinItemsAtMost: -1,
		Sources: []string{
			"MCP tools/list: inputSchema is a JSON Schema object, shown to the model as is; keywords are guidance",
		},
	},
	{
		// Read 2026-11-30 through the search index: the official page
		// (platform.openai.com/docs/guides/structured-outputs, now
		// developers.openai.com/api/docs/guides/structured-outputs,
		// "Supported schemas") is not in it; its text was read through
		// the verbatim copy cited in research/peers.md §3 and pages
		// quoting it ("all fields must be required", "additionalProperties
		// must be false"). Strict function calling uses the same subset.
		// Its current wording ("Some type-specific keywords are not yet
		// supported") lists only composition (allOf, not, dependent*,
		// if/then/else) for all models, and minLength, maxLength,
		// pattern, format, minimum, maximum, multipleOf, minItems,
		// maxItems for fine-tuned models only (the 2024 wording listed
		// them for all); pydantic/pydantic-ai#7315 reports minLength and
		// maxLength accepted and enforced by a live request. The row is
		// for base models.
		Name:           "openai-strict",
		Title:          "OpenAI strict function calling",
		Strict:         true,
		Fate:           "rejects",
		Formats:        []string{"date-time", "time", "date", "duration", "email", "hostname", "ipv4", "ipv6", "uuid"},
		MinItemsAtMost: -1,
		AllRequired:    true,
		Conditionals:   "if/then/else, dependentRequired, dependentSchemas and allOf are not supported",
		Sources: []string{
			"https://developers.openai.com/api/docs/guides/structured-outputs#supported-schemas (read 2026-11-30)",
			"https://platform.openai.com/docs/guides/function-calling#strict-mode (read 2026-11-30)",
		},
	},
	{
		// Read 2026-11-30 through the search index: platform.claude.com
		// structured-outputs ("JSON Schema limitations", shared by JSON
		// outputs and strict tool use) and strict-tool-use, in their
		// localised copies and in mirrors quoting the English text; the
		// anthropic-sdk-typescript transform-json-schema whitelist agrees.
		Name:   "anthropic-strict",
		Title:  "Anthropic strict tool use",
		Strict: true,
		Fate:   "rejects",
		Unaccepted: map[model.Keyword]string{
			model.Minimum:          "numerical constraints (minimum, maximum, multipleOf) are not supported",
			model.Maximum:          "numerical constraints (minimum, maximum, multipleOf) are not supported",
			model.ExclusiveMinimum: "numerical constraints (minimum, maximum, multipleOf) are not supported",
			model.ExclusiveMaximum: "numerical constraints (minimum, maximum, multipleOf) are not supported",
			model.MultipleOf:       "numerical constraints (minimum, maximum, multipleOf) are not supported",
			model.MinLength:        "string constraints (minLength, maxLength) are not supported",
			model.MaxLength:        "string constraints (minLength, maxLength) are not supported",
			model.MaxItems:         "array constraints beyond minItems 0 or 1 are not supported",
		},
		Formats:        []string{"date-time", "time", "date", "duration", "email", "hostname", "uri", "ipv4", "ipv6", "uuid"},
		MinItemsAtMost: 1,
		SimpleRegex:    true,
		Conditionals:   "if/then/else and dependentRequired are not among the supported keywords",
		// "Schema complexity limits" of the same page (read 2026-11-30
		// through copies quoting it): per request, at most 20 strict
		// tools, 24 optional parameters and 16 union-typed parameters
		// across all strict schemas.
		MaxStrictTools: 20,
		MaxOptional:    24,
		MaxUnions:      16,
		Sources: []string{
			"https://platform.claude.com/docs/en/build-with-claude/structured-outputs#json-schema-limitations (read 2026-11-30)",
			"https://platform.claude.com/docs/en/build-with-claude/structured-outputs#schema-complexity-limits (read 2026-11-30)",
			"https://platform.claude.com/docs/en/agents-and-tools/tool-use/strict-tool-use (read 2026-11-30)",
		},
	},
	{
		// Read 2026-11-30 through the search index: FunctionDeclaration
		// has two parameter paths, parameters (an OpenAPI 3.0 Schema
		// subset: unknown fields are rejected) and parametersJsonSchema
		// (JSON Schema; "the model ignores unsupported properties"). The
		// profile is what both paths accept, for the -provider flag; a
		// genai.FunctionDeclaration in the code names its path's row
		// (gemini-parameters, gemini-jsonschema).
		Name:  "gemini",
		Title: "Gemini function calling",
		Fate:  "ignores",
		Unaccepted: map[model.Keyword]string{
			model.Pattern:          "pattern is not among the JSON Schema keywords parametersJsonSchema supports",
			model.MinLength:        "minLength is not among the JSON Schema keywords parametersJsonSchema supports",
			model.MaxLength:        "maxLength is not among the JSON Schema keywords parametersJsonSchema supports",
			model.ExclusiveMinimum: "exclusiveMinimum has no field in the OpenAPI Schema of parameters",
			model.ExclusiveMaximum: "exclusiveMaximum has no field in the OpenAPI Schema of parameters",
			model.MultipleOf:       "multipleOf has no field in the OpenAPI Schema of parameters",
		},
		// parametersJsonSchema supports date-time, date and time; what
		// parameters takes is not certain (see gemini-parameters).
		Formats:        []string{"date-time", "date", "time"},
		MinItemsAtMost: -1,
		Sources: []string{
			"https://ai.google.dev/api/caching#FunctionDeclaration (read 2026-11-30)",
			"https://ai.google.dev/gemini-api/docs/structured-output#json-schema-support (read 2026-11-30)",
			"https://cloud.google.com/vertex-ai/docs/reference/rest/v1beta1/FunctionDeclaration (read 2026-11-30)",
		},
	},
	{
		// genkit's googlegenai plugin with GoogleAI (the Gemini Developer
		// API), v1.4.0 read 2026-11-30: toGeminiSchema
		// (plugins/googlegenai/gemini.go) turns a tool's JSON Schema into
		// a genai.Schema (the parameters path), copying type, required,
		// propertyOrdering, description, format, title, minItems,
		// maxItems, maximum, minimum, enum, items and properties only;
		// format is copied as is, and what the API makes of it is not
		// certain (see gemini-parameters): no format is reported.
		// genkit validates every tool input against the declared schema
		// (core/action.go, base.ValidateValue), so the keywords stay.
		Name:          "genkit-googleai",
		Title:         "Gemini through genkit's googlegenai plugin",
		Fate:          "does not accept",
		KeepsDeclared: true,
		Unaccepted: map[model.Keyword]string{
			model.Pattern:          "the plugin does not copy pattern into the Gemini schema",
			model.MinLength:        "the plugin does not copy minLength into the Gemini schema",
			model.MaxLength:        "the plugin does not copy maxLength into the Gemini schema",
			model.ExclusiveMinimum: "the plugin does not copy exclusiveMinimum into the Gemini schema",
			model.ExclusiveMaximum: "the plugin does not copy exclusiveMaximum into the Gemini schema",
			model.MultipleOf:       "the plugin does not copy multipleOf into the Gemini schema",
		},
		MinItemsAtMost: -1,
		Sources: []string{
			"github.com/firebase/genkit/go@v1.4.0 plugins/googlegenai/gemini.go, toGeminiSchema (read 2026-11-30)",
		},
	},
	{
		// FunctionDeclaration.parameters, as google.golang.org/genai
		// writes it (genai.Schema, v1.41.0 read 2026-11-30; the SDK
		// sends the declaration unchanged to both backends): an OpenAPI
		// 3.0 Schema subset whose fields include pattern, minLength,
		// maxLength, minimum, maximum, minItems, maxItems and enum, and
		// no exclusiveMinimum, exclusiveMaximum or multipleOf (unknown
		// fields fail the request). Formats: the sources disagree (the
		// Firebase AI Logic Schema reference: "enum" or "date-time" for
		// strings, "otherwise requests will fail"; the v1beta Schema
		// reference: int32/int64, float/double, and for strings "any
		// value is allowed"; Vertex AI takes more), so no format is
		// reported.
		Name:  "gemini-parameters",
		Title: "Gemini function calling (parameters)",
		Fate:  "rejects",
		Unaccepted: map[model.Keyword]string{
			model.ExclusiveMinimum: "exclusiveMinimum has no field in the OpenAPI Schema of parameters",
			model.ExclusiveMaximum: "exclusiveMaximum has no field in the OpenAPI Schema of parameters",
			model.MultipleOf:       "multipleOf has no field in the OpenAPI Schema of parameters",
		},
		MinItemsAtMost: -1,
		Sources: []string{
			"https://ai.google.dev/api/caching#Schema (read 2026-11-30)",
			"https://pkg.go.dev/google.golang.org/genai@v1.41.0#Schema (read 2026-11-30)",
			"https://firebase.google.com/docs/reference/js/ai.schemainterface#schemainterfaceformat (read 2026-11-30)",
		},
	},
	{
		// FunctionDeclaration.parametersJsonSchema (google.golang.org/genai
		// ParametersJsonSchema, any): JSON Schema, "the model ignores
		// unsupported properties"; supported: type, title, description,
		// enum, format (date-time, date, time), minimum, maximum, items,
		// minItems, maxItems, properties, required, additionalProperties,
		// anyOf, $ref/$defs (structured-output "JSON Schema support",
		// read 2026-11-30 through copies quoting it, see research/peers.md
		// §3).
		Name:  "gemini-jsonschema",
		Title: "Gemini function calling (parametersJsonSchema)",
		Fate:  "ignores",
		Unaccepted: map[model.Keyword]string{
			model.Pattern:          "pattern is not among the JSON Schema keywords parametersJsonSchema supports",
			model.MinLength:        "minLength is not among the JSON Schema keywords parametersJsonSchema supports",
			model.MaxLength:        "maxLength is not among the JSON Schema keywords parametersJsonSchema supports",
			model.ExclusiveMinimum: "exclusiveMinimum is not among the JSON Schema keywords parametersJsonSchema supports",
			model.ExclusiveMaximum: "exclusiveMaximum is not among the JSON Schema keywords parametersJsonSchema supports",
			model.MultipleOf:       "multipleOf is not among the JSON Schema keywords parametersJsonSchema supports",
		},
		Formats:        []string{"date-time", "date", "time"},
		MinItemsAtMost: -1,
		Sources: []string{
			"https://ai.google.dev/gemini-api/docs/structured-output#json-schema-support (read 2026-11-30)",
			"https://ai.google.dev/api/caching#FunctionDeclaration (read 2026-11-30)",
		},
	},
}

// Lookup returns the profile named name.
func Lookup(name string) (*Profile, bool) {
	i := slices.IndexFunc(Table, func(p *Profile) bool { return p.Name == name })
	if i < 0 {
		return nil, false
	}
	return Table[i], true
}

// Names lists the profiles' names, for flag help and errors.
func Names() []string {
	var names []string
	for _, p := range Table {
		names = append(names, p.Name)
	}
	return names
}

// Accepts reports whether the mode accepts constraint c as a keyword, and
// if not, why (a clause that follows "<Title>: ").
func (p *Profile) Accepts(c model.Constraint) (ok bool, why string) {
	if why, ok := p.Unaccepted[c.Keyword]; ok {
		return false, why
	}
	switch c.Keyword {
	case model.Format:
		if p.Formats != nil && !slices.Contains(p.Formats, c.Str) {
			return false, "format " + strconv.Quote(c.Str) + " is not one of the accepted formats (" + strings.Join(p.Formats, ", ") + ")"
		}
	case model.MinItems:
		if p.MinItemsAtMost >= 0 && c.Num != nil && constant.Compare(c.Num, token.GTR, constant.MakeInt64(int64(p.MinItemsAtMost))) {
			return false, "minItems above " + strconv.Itoa(p.MinItemsAtMost) + " is not supported"
		}
	case model.Pattern:
		if p.SimpleRegex {
			if f := RegexFeature(c.Str); f != "" {
				return false, "the pattern uses " + f + ", which strict patterns do not support"
			}
		}
	}
	return true, ""
}

// RegexFeature returns the first feature of an ECMA-262 pattern that
// Anthropic's strict mode does not support (backreferences, look-around,
// word boundaries), or "".
func RegexFeature(pat string) string {
	for i := 0; i < len(pat); i++ {
		switch pat[i] {
		case '\\':
			if i+1 >= len(pat) {
				return ""
			}
			switch n := pat[i+1]; {
			case n == 'b' || n == 'B':
				return "a word boundary (\\" + string(n) + ")"
			case n >= '1' && n <= '9', n == 'k' && i+2 < len(pat) && pat[i+2] == '<':
				return "a backreference"
			}
			i++ // skip the escaped character
		case '[':
			// A class: \b inside means backspace, and ( is literal.
			for i++; i < len(pat) && pat[i] != ']'; i++ {
				if pat[i] == '\\' {
					i++
				}
			}
		case '(':
			rest := pat[i+1:]
			if strings.HasPrefix(rest, "?=") || strings.HasPrefix(rest, "?!") {
				return "a lookahead"
			}
			if strings.HasPrefix(rest, "?<=") || strings.HasPrefix(rest, "?<!") {
				return "a lookbehind"
			}
		}
	}
	return ""
}
