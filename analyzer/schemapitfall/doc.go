// Package schemapitfall defines an Analyzer that reports tool schemas that
// break at run time, and arguments read but never declared.
//
// # Analyzer schemapitfall
//
// schemapitfall: report tool schemas that break at run time, and arguments read but never declared
//
// Each of these was measured on the real libraries:
//
//   - go-sdk (google/jsonschema-go): a jsonschema tag whose first word has
//     "=" (pattern=..., minimum=...) makes AddTool panic ("tag must not
//     begin with 'WORD='").
//   - mcp-go WithInputSchema[T]: a jsonschema option other than enum= makes
//     mcp-go publish an empty schema, losing every field of the tool.
//     Fix for both, when every option has exact words: the description
//     the generator reads (the jsonschema tag under go-sdk,
//     jsonschema_description under mcp-go) states them, in the sentences
//     toolvet's fixes write for the same rules in code:
//     jsonschema:"description=Account,pattern=^acct_,minLength=3" becomes
//     "Account. Must match '^acct_'. Must be at least 3 characters long."
//   - jsonschema:"required" under either: the field stays optional, and
//     its description reads "required".
//   - mcp-go: mcp.NewTool(name, mcp.WithRawInputSchema(raw)) cannot be
//     marshalled, so tools/list fails for every tool on the server. Fix:
//     mcp.NewToolWithRawSchema(name, description, raw).
//   - invopop/jsonschema (genkit, eino, openai-go): a comma inside a tag
//     value splits the option (pattern=^[a-z]{3,8}$ reaches the wire as
//     "^[a-z]{3"). Fix: escape it as \,.
//   - invopop/jsonschema: a description written as plain prose in the
//     jsonschema tag (the google/jsonschema-go idiom) or in a description
//     tag is dropped. Fix: write it in jsonschema_description.
//   - a handler that reads an argument the schema does not declare (reads
//     perPage while the schema says per_page): the model never sends it.
//     Fix, when exactly one declared name is that close: read it instead.
//     Reads in a parse function or a predicate of the package the handler
//     calls count as the handler's; a lookup made only to refuse the
//     argument (`if args["page"] != nil { return failure }`, also through
//     a predicate, or in a function the handler fails on, up to three
//     layers deep) is no pitfall.
//   - a property the schema marks required that the handler reads only
//     with a default other than the zero value (GetInt("limit", 10)): a
//     call without it works, but the model must choose a value and never
//     learns the default. No fix: make it optional with that default, or
//     read it as required. (A zero default is the usual way to read a
//     required argument; the other direction, a required read of an
//     optional property, is representable's "required".)
//
// A tool whose schema breaks is left to this analyzer: the others skip it,
// since its wire schema is not what its definition says.
package schemapitfall
