// Package analyzer holds toolvet's analyzers: the checks users enable, run by
// every driver (go vet -vettool, the standalone toolvet command, the
// golangci-lint plugin, gopls).
//
// A tool's input schema has two derivations: the JSON Schema the model is
// shown, and the checks the code runs. A rule that lives only in code never
// reaches the model; it guesses, breaks the rule, and pays a round trip to
// learn what the code already said. These analyzers find such rules.
//
// # Silencing a finding
//
// A //toolvet:ignore comment silences findings on one line: the line it
// ends when it trails code, the next line when it stands alone on its own.
// It may name the analyzers it applies to, then give a reason:
//
//	//toolvet:ignore representable the prefix is checked again downstream
//	if !strings.HasPrefix(id, "acct_") {
//
//	return nil, err //toolvet:ignore toolerror,crossfield our client reads JSON-RPC errors
//
// Without names (a first word that names no analyzer starts the reason) it
// silences every analyzer. A finding reported at a declaration in another
// file (see representable) is silenced there, on the declaration's line.
//
// Each analyzer reports a directive that names it but silenced none of its
// findings: "this //toolvet:ignore directive matched no finding; should it
// be removed?" (for a directive naming several, "matched no NAME finding;
// should NAME be removed from it?"). Every driver runs each analyzer
// apart and shows none of them another's findings, so an analyzer judges
// only its own name, the one thing it sees whole; a directive naming no
// analyzer could be used by any, and is never reported. It is judged by
// the findings of the run, under its flags (a directive for a finding that
// only -toolerror.all or one -provider reports is reported in a run
// without it), and only where the pass sees every finding in the file:
// drivers that load tests (standalone toolvet, gopls, golangci-lint) also
// analyse a package without its in-package _test.go files, whose tools
// may be handlers of the package's own files, and that pass judges no
// directive. Directives in generated files are not judged.
//
// Under -ignorereason (one setting under every analyzer's name), a
// directive that gives no reason after the analyzers it names is reported
// too: "this //toolvet:ignore directive gives no reason". It still
// silences its findings. It is reported once, by the first analyzer it
// names, or by representable when it names none.
//
// # Analyzer representable
//
// representable: report rules the code enforces that the tool's schema could state but does not
//
// A tool handler that fails on an argument the schema allows enforces a rule
// the model cannot see. When the rule has an exact JSON Schema keyword,
// representable reports it at the check and offers a fix that declares the
// keyword in the library's own idiom. The check stays in the code: the
// schema tells the model, the check is the backstop.
//
//	s.AddTool(mcp.NewTool("transfer",
//		mcp.WithString("accountId", mcp.Required()),
//		mcp.WithNumber("amount", mcp.Required(), mcp.Max(10000)),
//	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
//		acct, _ := req.RequireString("accountId")
//		if !strings.HasPrefix(acct, "acct_") { // accountId must start with "acct_": pattern "^acct_"
//			return mcp.NewToolResultError("accountId must start with acct_"), nil
//		}
//		amount := req.GetFloat("amount", 0)
//		if amount < 1 || amount > 5000 { // minimum 1; maximum 5000 (declared 10000)
//			...
//
// Checks and the keyword each one means (the rule is the negation of the
// failing condition):
//
//   - strings.HasPrefix, HasSuffix, Contains with a constant: pattern.
//   - (*regexp.Regexp).MatchString of regexp.MustCompile(constant): pattern,
//     only when the RE2 expression has an exact ECMA-262 equivalent; else the
//     rule is reported without a fix.
//   - <, <=, >, >= against a constant: minimum, maximum, exclusiveMinimum,
//     exclusiveMaximum (inclusive bounds for integers).
//   - len and utf8.RuneCountInString: minLength/maxLength for strings,
//     minItems/maxItems for slices. JSON Schema counts characters (code
//     points) and len counts bytes: a byte maximum is declared as maxLength
//     with a caveat (the schema is then looser than the code, never
//     stricter); a byte minimum above one is reported without a fix, since
//     minLength would reject values the code accepts.
//   - x != "a" && x != "b", a switch whose default fails, slices.Contains
//     over a literal, a literal map[string]bool: enum.
//   - x%n != 0: multipleOf.
//   - x == "" on an argument: minLength 1, and required when a missing
//     argument reads as "".
//   - the error of a Require-style read, a failed ", ok" type assertion:
//     required.
//   - the error of mail.ParseAddress, uuid.Parse, time.Parse with the
//     RFC 3339 or date-only layout: format email, uuid, date-time, date.
//
// Rules also come from the tool's input struct: go-playground/validator
// tags, including custom tags the package registers with RegisterValidation
// (read from the function's body like a predicate helper, reported at the
// tag), struct-level validations registered with RegisterStructValidation
// (each guard ending in sl.ReportError is a rule), and the input type's
// Validate() error method, including the ozzo-validation rules of a
// validation.ValidateStruct call there. A Validate method declared in
// another package of the module is read through its fact and reported
// where the handler calls it (else at the tool), without a fix when the
// field it checks is declared in that package. ozzo's rules other than Required
// accept an empty value, so without Required a keyword the empty value
// breaks is reported without a fix.
//
// A rule is read only from guards every call reaches: the handler's
// top-level statements up to the first that may return successfully. A
// keyword the schema declares as tight or tighter is not reported; one
// declared looser is, with a fix that tightens it. Properties with options
// toolvet cannot read are left alone. A check on a value normalised first
// (TrimSpace, or an argument reader that trims) is reported without a fix,
// saying which way the keyword would be wrong: trimming before an enum or
// an upper bound makes the keyword stricter than the code (it rejects
// " eu "), before a lower bound looser. Two are exact and fixed: "not
// empty" after TrimSpace is a pattern of one rune TrimSpace keeps, and
// after ToLower "not empty" and a case-insensitive pattern. Clamps (if
// page < 1 { page = 1 }) and checks against values known only at run time
// (a set loaded from configuration, a database, time.Now()) are no rules.
//
// A keyword another finding on the same property already implies is not
// proposed: an emptiness check next to an enum or prefix check (the enum
// rejects "" too), a second bound behind a tighter one that rejects the
// value first (size < 0, then size < -5). Where the description states a
// rule in words only, the message says so ("only the description says
// so, in prose"): the model may read it, the schema does not hold it.
//
// All diagnostics of one property carry the same fix, which declares
// everything the property lacks: the edits would overlap otherwise, and
// identical edits are applied once. Where properties share the place their
// edits go (a go-sdk schema literal's Required list, assignments after
// jsonschema.For), all their diagnostics carry one fix for the group.
// The diagnostics of one property that carry the fix on one line (a range
// check, amount < 1 || amount > 5000; the rules of one struct tag) are one
// diagnostic naming every rule, so an editor offers the fix once:
//
//	amount must be at least 1 and at most 5000, but the schema declares maximum 10000: declare minimum 1, maximum 5000
//
// A finding is reported at the check, also when its fix edits the
// declaration in another file of the package (go vet -fix, standalone
// toolvet and gopls apply every edit). With -samefile (set by the
// golangci-lint plugin, whose --fix applies only the edits in a finding's
// own file) such a finding is reported at the declaration instead, with the
// check as related information. Generated files are neither reported nor
// edited.
//
// Where the schema goes decides which keywords it may carry. The flag
// -provider=mcp|openai-strict|anthropic-strict|gemini names the profile
// (default mcp: any MCP client, every keyword accepted as guidance;
// gemini-parameters and gemini-jsonschema name one Gemini parameter path);
// a tool whose code names its target (an openai-go or anthropic-sdk-go
// tool definition with Strict set to true; a genai FunctionDeclaration,
// by the parameter path it fills) is checked against that target's
// profile. A keyword the profile does not
// accept (minimum under anthropic-strict, pattern under gemini,
// format "uri" under openai-strict, a pattern with a lookahead under
// anthropic-strict) is not declared: the fix writes the rule into the
// property's description instead, and the message says why. A rule the
// description states already is not reported. When the schema declares a
// keyword the profile does not accept, the property gets no fix: that
// keyword must go first (strictschema reports it, with a fix).
//
// # Analyzer crossfield
//
// crossfield: report rules over two or more arguments that no description the model reads states
//
// "eur transfers are capped at 500" is a rule over currency and amount. No
// keyword of a single property can carry it, so it reaches the model only
// if a description says it. crossfield reports such a rule at the check
// when no description the model reads documents it, with a fix that
// appends one sentence to the tool's description (or creates one): the
// check's own failure message when it documents the rule by the heuristic
// below, else a sentence generated from the condition:
//
//	currency == "eur" && amount > 500   When currency is "eur", amount must be at most 500.
//	op == "update" && id == ""          When op is "update", id must be set.
//	op == "create" && id != ""          When op is "create", id must not be set.
//	a != "" && b != ""                  Do not set both a and b.
//	a == "" && b == ""                  Set at least one of a and b.
//	end < start                         end must be at least start.
//	x == y                              x must differ from y.
//
// A cross-field rule is a failing guard whose condition reads two or more
// arguments. A disjunction is split first: a == "" || b == "" is two
// single-argument rules (representable's business), not a cross-field one.
// Guards of a validator struct-level validation, and ozzo-validation rules
// under validation.When(cond, ...) or Required.When(cond) with cond over
// other fields, are cross-field rules too.
//
// Documented means (matching whole words, ignoring case):
//
//   - one sentence (or line) of the tool description names each argument
//     of the rule, or the constant it is compared with ("EUR transfers are
//     capped at 500." documents currency == "eur" && amount > 500); a long
//     description that names the arguments in different sentences
//     ("'create': make a silence." … "remove a silence by id.") does not;
//   - or the description of one of the rule's arguments names each other
//     argument, or the value that argument is compared with (amount: "For
//     EUR transfers the maximum is 500." names eur, currency's value;
//     currency: "usd or eur" does not document the rule, since it names
//     neither amount nor 500), or restricts the argument to values of the
//     other's enum ("Only used with 'list'." documents a rule that rejects
//     it when op is "create");
//   - and, for a rule that compares two arguments with each other (end <
//     start, !end.After(start)), the sentence also says how they compare
//     (after, before, greater, less, at least, than, ...): "Requires start
//     and end." does not document "end must be after start".
//
// An argument compared with every value its enum allows takes the same
// branch on every call the schema accepts: `(op == "get" || op == "scores")
// && id == ""`, where op is one of get and scores, is a rule on id alone,
// not a cross-field one.
//
// Not documented: a Go doc comment (the model never sees it), a
// description that names only one argument ("The amount to send."), a
// constant inside a longer word ("Europe" does not name "eur"). A rule on a
// tool whose description is not a constant is not reported (toolvet cannot
// read it), nor one on a tool whose schema states cross-field rules itself
// (a raw schema with if/then, dependentRequired, allOf, ...).
//
// All diagnostics of one tool carry the same fix, which appends every
// missing sentence at once (separate appends to one description would
// overlap).
//
// # Analyzer toolerror
//
// toolerror: report failures of a tool call whose message the model cannot read
//
// When a handler fails an argument check by returning a Go error, most
// libraries never show the message to the model: mcp-go sends it as a
// JSON-RPC error (-32603), which a client surfaces as a failed request, not
// as tool output; genkit, eino and langchaingo's agent executor end the
// run. The model cannot correct its call, and the conversation
// may end. The MCP specification says the same: input validation errors are
// tool execution errors, returned as a result with isError set.
//
// toolerror reports, at the return, a Go error returned where a guard
// checks the call's arguments (an argument's value, or the error of reading
// or decoding one), with a fix that returns the same message as an error
// result in the library's idiom:
//
//	return nil, errors.New("amount must be positive")   ->  return mcp.NewToolResultError("amount must be positive"), nil
//	return nil, fmt.Errorf("bad id %q: %w", id, err)     ->  return mcp.NewToolResultError(fmt.Sprintf("bad id %q: %v", id, err)), nil
//	return nil, fmt.Errorf("id must start with usr_")    ->  return mcp.NewToolResultError("id must start with usr_"), nil
//	if err != nil { return nil, err }                    ->  return mcp.NewToolResultError(err.Error()), nil
//
// The fix removes an import the rewrite leaves unused. Other error values
// are reported without a fix (err.Error() on a value not checked against
// nil could panic).
//
// The registration path decides: handlers wrapped by
// mcp.NewStructuredToolHandler, which turns errors into error results, are
// not reported; mcp.NewTypedToolHandler returns the handler's error as is,
// so its handlers are. go-sdk's typed handlers are reported only for a
// *jsonrpc.Error, which the SDK sends as a JSON-RPC error (any other error
// becomes an error result); the fix returns its message as a plain error:
//
//	return nil, nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "bad id"}  ->  return nil, nil, errors.New("bad id")
//
// A handler that decodes the arguments itself counts its decoding as a
// check: json.Unmarshal of the raw arguments (or of their json.Marshal
// encoding), or a function of the package that hands them to
// json.Unmarshal. That includes the handler a registration wrapper builds
// around the project's functions (a ConvertTool whose closure decodes the
// arguments into the handler's input type, then calls it): its failure is
// reported in the wrapper's package, once for every tool the wrapper
// defines.
//
// Errors returned outside argument checks (a backend down, a failed query)
// are infrastructure failures: whether the model should read them is a
// judgement (it cannot fix an outage by changing its call; a protocol error
// lets the client retry and tell the user; an error result shows the model
// internal details), so they are reported only with -toolerror.all. Even
// then the call's own cancellation (ctx.Err() or context.Cause(ctx) of the
// handler's context, context.Canceled) is not reported: the client has
// given up, and no one reads a result.
//
// A program that sends tool definitions to a model provider and answers
// the model's tool calls itself (openai-go, anthropic-sdk-go, genai or
// langchaingo's llms, in its own loop) links a definition to its code only
// by the name: the branch on the call's name (`switch call.Function.Name
// { case "get_weather": … }`, `if use.Name == "get_weather"`) is the
// tool's handler. A failure there that ends the program (panic, log.Fatal,
// os.Exit), or returns an error out of the loop over the calls (or out of
// a dispatch function whose every caller ends the program or leaves its
// loop on that error), leaves the call without a result: it is reported,
// without a fix (only the program
// knows how its loop sends a result back). A failure sent back as the
// call's result (anthropic's NewToolResultBlock(id, msg, true), or a
// result carrying err.Error()) is read. anthropic-sdk-go's tool runner
// (toolrunner.NewBetaToolFromJSONSchema) sends the function's error back
// as a result marked is_error: not reported.
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
package analyzer
