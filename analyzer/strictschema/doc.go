// Package strictschema defines an Analyzer that reports schema content the
// tool's provider profile rejects or drops.
//
// # Analyzer strictschema
//
// strictschema: report schema content the tool's provider profile rejects or drops
//
// A schema sent to a provider in a strict mode may hold only what the mode
// accepts (see representable for the profiles and the -provider flag,
// which the two analyzers share): OpenAI strict function calling rejects a
// schema with an optional property, format "uri", if/then;
// Anthropic strict tool use rejects numeric and length bounds, minItems
// above 1, maxItems, and patterns with look-around, backreferences or word
// boundaries; Gemini's parametersJsonSchema ignores pattern and length
// bounds, and its parameters (an OpenAPI Schema) rejects formats other
// than enum and date-time.
// strictschema reports each such keyword at the property, with a fix that
// takes it out of the schema and states it in the property's description
// ("Must be at most 100."), in one edit. An optional property under
// openai-strict is reported with the fix "required and nullable" where the
// library can write a nullable type exactly (a map schema's type list; an
// invopop scalar field declaring nothing else: required,anyof_type=T;null).
// Rules across properties the
// schema states (if/then, dependentRequired, allOf) are reported at the
// tool, without a fix. A request whose tools are one slice literal
// ([]anthropic.ToolUnionParam{...}) is reported when its strict tools
// exceed Anthropic's caps per request (20 strict tools, 24 optional
// parameters across their schemas). Under the default profile, mcp, it
// reports nothing.
package strictschema
