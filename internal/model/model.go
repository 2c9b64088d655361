// Package model is toolvet's framework-neutral middle: the tools a program
// defines, what their schemas declare, and the rules their code enforces.
//
// Library adapters (internal/adapter/...) fill it in; the passes and
// analyzers read it. Nothing here knows any tool library by name, so a rule
// found in an mcp-go handler and one found in a validate tag are compared and
// reported by the same code.
package model

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// Keyword is a JSON Schema keyword a single-argument rule can map to.
type Keyword string

const (
	Pattern          Keyword = "pattern"
	Minimum          Keyword = "minimum"
	Maximum          Keyword = "maximum"
	ExclusiveMinimum Keyword = "exclusiveMinimum"
	ExclusiveMaximum Keyword = "exclusiveMaximum"
	MinLength        Keyword = "minLength"
	MaxLength        Keyword = "maxLength"
	MinItems         Keyword = "minItems"
	MaxItems         Keyword = "maxItems"
	Enum             Keyword = "enum"
	MultipleOf       Keyword = "multipleOf"
	Format           Keyword = "format"
	Required         Keyword = "required"
	// NotConst is `"not": {"const": Num}`: every value but one, the zero
	// value validator's required rejects in a number.
	NotConst Keyword = "not"
	// AnyFormat is a value in any one of several formats (Strs), as code
	// that tries one parse after another accepts it: an anyOf of format
	// schemas, which no library's idiom for one property writes.
	AnyFormat Keyword = "anyOf"
)

// Constraint is one keyword with its value: what a rule means in the
// schema's own words, or what a schema declares.
type Constraint struct {
	Keyword Keyword
	Num     constant.Value // numeric keywords (minimum, maxLength, multipleOf, ...)
	Str     string         // pattern (ECMA-262), format
	Strs    []string       // enum
}

// String renders the constraint the way the messages quote it:
// `pattern "^acct_"`, `maximum 5000`, `enum ["usd", "eur"]`, `required`.
func (c Constraint) String() string {
	switch {
	case c.Keyword == Required:
		return "required"
	case c.Keyword == AnyFormat:
		q := make([]string, len(c.Strs))
		for i, s := range c.Strs {
			q[i] = "format " + quote(s)
		}
		return "anyOf [" + strings.Join(q, ", ") + "]"
	case c.Keyword == NotConst && c.Num != nil:
		return "not {const: " + NumText(c.Num) + "}"
	case c.Keyword == Enum:
		q := make([]string, len(c.Strs))
		for i, s := range c.Strs {
			q[i] = quote(s)
		}
		return "enum [" + strings.Join(q, ", ") + "]"
	case c.Num != nil:
		return string(c.Keyword) + " " + NumText(c.Num)
	default:
		return string(c.Keyword) + " " + quote(c.Str)
	}
}

// Tool is one tool a program defines.
type Tool struct {
	Name    string    // the tool's name when constant, else ""
	Library string    // its library's name (adapter.Library), e.g. "mcp-go"
	Pos     token.Pos // where the tool is defined
	// Properties of the input schema, in declaration order.
	Properties []*Property
	// Opaque is set when the schema may hold properties or keywords toolvet
	// cannot see (options passed through a variable, a schema built at run
	// time). Rules on arguments with no visible property are then skipped.
	Opaque bool
	// Handlers that serve the tool (one per registration toolvet linked).
	Handlers []*Handler
	// Description is the tool's description as the model reads it.
	Description Text
	// Describe appends sentences to the tool's description; nil when
	// toolvet cannot edit it.
	Describe TextAnchor
	// Input is the Go type the tool's arguments decode into, when the
	// library infers the schema from it (or the handler is typed); its
	// struct tags may carry rules (validate:"...").
	Input types.Type
	// Pitfalls are ways the library's schema breaks at run time that the
	// adapter found in this tool's definition.
	Pitfalls []Pitfall
	// Conditional is set when the schema itself states rules across
	// properties (if/then, dependentRequired, ...): toolvet then leaves
	// cross-field rules to it.
	Conditional bool
	// Target names the provider profile (internal/profile) the code sends
	// this schema to, when the code says so (a function definition marked
	// strict); "" when toolvet cannot tell.
	Target string
	// Closed is set when the library writes "additionalProperties": false
	// into the schema (one it infers from a struct): `toolvet tools`
	// prints the schema as it goes on the wire.
	Closed bool
	// Unread says what toolvet could not read of the tool and why: the
	// part behind Opaque, a name or description that is no constant.
	Unread []Unread
	// WireJSON is the schema's JSON text when the code writes it whole as
	// a constant (a raw schema): what goes on the wire, verbatim.
	WireJSON string
	// Wire says how the library writes the schema where it departs from
	// the JSON Schema `toolvet tools` otherwise prints.
	Wire WireForm
	// Unlinked says why no handler is linked, should none be, when the
	// adapter knows (registered through a function toolvet does not
	// follow; a library that serves no calls).
	Unlinked string
	// UnlinkedAt is where the link breaks (the handler expression toolvet
	// cannot follow), when the adapter knows; the definition otherwise.
	UnlinkedAt token.Pos
	// Annotations are the hints the library sends beside the schema (MCP's
	// tool annotations), as it writes them; nil when it sends none.
	Annotations *Annotations
}

// Annotations are a tool's annotations as the library writes them on the
// wire: the title when written, and each hint it writes, false ones
// included where the library writes those (go-sdk's readOnlyHint, mcp-go's
// defaults). Only `toolvet tools` writes them; no rule is read from them.
type Annotations struct {
	Title Text
	// Hints are the hints written, by their JSON name ("readOnlyHint").
	Hints map[string]bool
}

// WireForm is how a library writes a tool's input schema on the wire,
// where that departs from plain JSON Schema. The zero value: as JSON
// Schema, "properties" left out when there are none.
type WireForm struct {
	// NoSchema: the library sends the model no input schema (a
	// langchaingo agent's prompt lists each tool's name and description).
	NoSchema bool
	// EmptyProperties: "properties" is written even when there are none
	// (mcp-go's ToolInputSchema writes {}).
	EmptyProperties bool
	// EmptyRequired: "required" is written even when no property is
	// required (mcp-go v1.2.1's ToolInputSchema writes []).
	EmptyRequired bool
	// UpperCaseTypes: types are written in upper case ("STRING"), as
	// genai.Schema's genai.Type constants are, and the model reads them
	// so.
	UpperCaseTypes bool
}

// Unread is one part of a tool's definition toolvet could not read.
type Unread struct {
	Pos token.Pos
	// Why says what the part is and why it is out of sight, completing
	// "toolvet cannot read ...": "an option passed through a variable".
	Why string
	// Key is the wire key the part would be written under, in the tool
	// ("icons", "_meta") or in the property's schema ("oneOf", "items"),
	// when the part is one key toolvet leaves out of the wire schema; ""
	// when it is not (a part written but not compared as a rule) or not
	// known. A snapshot check does not compare what is under it.
	Key string
	// Written says the part is in the wire schema as the library writes
	// it; only its meaning as a rule is out of sight (an anyOf).
	Written bool
}

// Unlink says why t has no handler linked, and where the link breaks
// (a phrase for `toolvet tools`).
func (t *Tool) Unlink(at token.Pos, why string) {
	t.Unlinked, t.UnlinkedAt = why, at
}

// MarkOpaque records that the tool's schema may hold what toolvet cannot
// see, at pos, and why (a phrase for `toolvet tools`).
func (t *Tool) MarkOpaque(pos token.Pos, why string) {
	t.Opaque = true
	t.Unread = append(t.Unread, Unread{Pos: pos, Why: why})
}

// Request is the tools one request sends, where the code lists them in
// one slice literal of tool definitions: limits on a request (how many
// strict tools, how many optional parameters) apply to them together.
type Request struct {
	Pos   token.Pos
	Tools []*Tool
}

// Pitfall is a definition that breaks the schema at run time: what
// happens, measured, and the exact fix when there is one.
type Pitfall struct {
	Pos, End token.Pos
	Message  string
	Fix      *analysis.SuggestedFix
}

// Text is a description: its value, when toolvet can read it.
type Text struct {
	Value string
	Known bool      // false: not a constant, so its content is unknown
	Pos   token.Pos // where it is written, or the tool's position
}

// TextAnchor is where and how a description can be extended.
type TextAnchor interface {
	File() *token.File
	// Append returns the edits that append text (whole sentences) to the
	// description, creating it when there is none.
	Append(text string) (edits []analysis.TextEdit, ok bool)
}

// Property returns the property named name, or nil.
func (t *Tool) Property(name string) *Property {
	for _, p := range t.Properties {
		if p.Name == name {
			return p
		}
	}
	return nil
}

// Property is one argument of a tool's input schema.
type Property struct {
	Name string
	// Type is the JSON type ("string", "number", "integer", "boolean",
	// "array", "object"), or "" when unknown.
	Type     string
	Declared []Constraint // keywords the schema declares for it (Required included)
	// Opaque is set when an option toolvet cannot read may declare more.
	Opaque bool
	// Unread says what of the property toolvet could not read and why.
	Unread []Unread
	Pos    token.Pos // the property's declaration
	// Description is the property's description as the model reads it.
	Description Text
	// InWords is set when the library can state this property's rules
	// only in its description (a schema inferred from a struct whose tag
	// is a description): a rule counts as declared when the description
	// names its values, and a fix writes a sentence. It says where that
	// description is written, for messages.
	InWords string
	// Declarable are the keywords such a property's anchor declares all
	// the same (go-openai's and eino's Enum field): a rule one of them
	// states is declared, not described.
	Declarable []Keyword
	// DeclareIn says, for messages, where a fix declares keywords when the
	// library has another place that takes only words (go-sdk: the tool's
	// explicit *jsonschema.Schema rather than the jsonschema tag); "" when
	// there is no doubt.
	DeclareIn string
	// Items is the schema of each item of an array property, as far as
	// the adapter reads it (its type; what it declares), or nil. Only
	// toolvet tools writes it; rules on items are read from the code.
	Items *Property
	// Wire holds what the library writes in the property's schema beyond
	// the fields above, by JSON Schema keyword, as JSON values (string,
	// bool, json.Number, []any, map[string]any): a default, an object's
	// properties, anyOf, the items of an adapter that does not fill Items.
	// Only `toolvet tools` writes them; rules are neither read from nor
	// compared with them.
	Wire map[string]any
	// Nullable is set when the library's schema also admits null: its
	// type is ["null", Type] on the wire (google/jsonschema-go's for a Go
	// pointer or slice).
	Nullable bool
	// AnyValue is set when the library writes the property's schema as
	// true, any value (an interface field): with no description, `toolvet
	// tools` writes it so.
	AnyValue bool
	// Anchor writes keywords into the schema in the library's idiom; nil
	// when toolvet cannot edit this declaration (then it reports, unfixed).
	Anchor Anchor
}

// MarkOpaque records that an option toolvet cannot read, at pos, may
// declare more of the property, and why.
func (p *Property) MarkOpaque(pos token.Pos, why string) {
	p.Opaque = true
	p.Unread = append(p.Unread, Unread{Pos: pos, Why: why})
}

// Lookup returns the declared constraint for keyword k.
func (p *Property) Lookup(k Keyword) (Constraint, bool) {
	for _, c := range p.Declared {
		if c.Keyword == k {
			return c, true
		}
	}
	return Constraint{}, false
}

// Anchor is where and how a library's schema declaration can be edited.
type Anchor interface {
	// File is the file the edits land in: a fix is offered only when it is
	// the file of the diagnostic (every driver then applies it).
	File() *token.File
	// Declare returns the edits that make the declaration state every
	// constraint in cs, replacing a declared value of the same keyword.
	// ok is false when the library has no exact way to say one of them.
	Declare(cs []Constraint) (edits []analysis.TextEdit, ok bool)
	// Describe returns the edits that append text (whole sentences) to
	// the property's description, creating it when there is none.
	Describe(text string) (edits []analysis.TextEdit, ok bool)
}

// DeclareDescriber is an Anchor whose keywords and description are written
// in one place (a struct tag), so that declaring some rules and describing
// others must be one edit.
type DeclareDescriber interface {
	DeclareDescribe(cs []Constraint, text string) (edits []analysis.TextEdit, ok bool)
}

// Unwritable is an Anchor that can say why it cannot declare some of cs
// (a project's reflector with no option for a keyword), for messages; ""
// when it can.
type Unwritable interface {
	Unwritable(cs []Constraint) string
}

// Undeclarer is an Anchor that can take keywords out of a declaration,
// appending text (whole sentences, possibly none) to the property's
// description in the same edit: a keyword a provider does not accept moves
// into words.
type Undeclarer interface {
	Undeclare(ks []Keyword, text string) (edits []analysis.TextEdit, ok bool)
}

// RequireNullabler is an Anchor that can make an optional property
// required and nullable: what a provider that wants every property
// required (OpenAI strict) reads as optional. names are all the tool's
// properties being made required (the required list is the tool's: every
// property's call edits it the same way).
type RequireNullabler interface {
	RequireNullable(names []string) (edits []analysis.TextEdit, ok bool)
}

// SharedAnchor is an Anchor whose edits for different properties land in
// one place (a schema's required list, statements appended after the code
// builds a schema): separate fixes there would collide, so the analyzer
// asks for every property of the group at once, and each diagnostic of the
// group carries that one fix.
type SharedAnchor interface {
	Anchor
	// Group identifies the place the group's edits share.
	Group() any
	// DeclareAll is Declare for several properties of the group at once;
	// ok is false when one of them cannot be declared exactly.
	DeclareAll(decls []Declaration) (edits []analysis.TextEdit, ok bool)
}

// Declaration is what one property's fix declares: constraints, and
// sentences for its description (rules the profile takes only in words).
type Declaration struct {
	Anchor      Anchor
	Constraints []Constraint
	Describe    string
}

// Handler is the code that serves a tool call, with the library's
// knowledge of how it reads arguments and how it fails.
type Handler struct {
	// Func is the code that answers the call: *ast.FuncDecl or
	// *ast.FuncLit, or the branch of a program's own dispatch on the name
	// of the model's tool call (*ast.CaseClause, or an if's
	// *ast.BlockStmt). Nil for an Imported handler.
	Func ast.Node
	// Imported is set, and Func nil, for a handler another package
	// declares (the registration gives a function or method of it): its
	// rules come from that package's summary of it (a fact), and its
	// code is out of this package's reach.
	Imported *types.Func
	// ImportedArgs are the parameters of Imported that hold the call's
	// arguments, for a function a program's table of handlers by name
	// gives the arguments of a model's call (dispatch); nil for a
	// library's handler.
	ImportedArgs []int
	// ImportedCase is the tool name whose branch of Imported, a function
	// answering a model's call by its name, is the handler.
	ImportedCase string
	// ImportedVia is the call handing Imported a model's call
	// (pkg.CallTool(call.Function.Name, call.Function.Arguments)), where
	// findings on its failures point.
	ImportedVia *ast.CallExpr
	// Structs are parameters whose fields are the tool's arguments, by
	// their JSON names (typed handlers).
	Structs []*types.Var
	// Inputs are parameters that hold one argument's whole value, by the
	// argument's name (a tool whose input is a single free string).
	Inputs map[*types.Var]string
	Reader ArgReader
	// Errors is what becomes of a Go error the handler returns, as decided
	// by the path it is registered through.
	Errors ErrorFate
	// ErrorNote says, for messages, what the library does with a Go error
	// and what to do instead.
	ErrorNote string
	// Results rewrites failing returns in the library's idiom; nil when
	// the library has no result the model reads.
	Results ResultWriter
}

// ErrorFate is what a tool library does with a Go error a handler returns.
type ErrorFate int

const (
	ErrorsUnknown ErrorFate = iota
	// ErrorsAreProtocolErrors: the error becomes a protocol error (or
	// aborts the run); the model never reads its message.
	ErrorsAreProtocolErrors
	// ErrorsBecomeResults: the library turns the error into a tool result
	// marked as error, which the model reads.
	ErrorsBecomeResults
	// ErrorsDependOnValue: the library turns the error into a tool result
	// marked as error, except errors of a kind it sends as protocol
	// errors; the handler's ResultWriter.GoError returns only those.
	ErrorsDependOnValue
)

// ResultWriter is a library's knowledge of a handler's failing returns.
type ResultWriter interface {
	// GoError returns the error ret returns, when it is not nil.
	GoError(info *types.Info, ret *ast.ReturnStmt) (ast.Expr, bool)
	// ErrorResult returns the edits that make ret return a tool result
	// marked as error whose text is msg (a string expression), and no Go
	// error. file is the file holding ret.
	ErrorResult(file *ast.File, ret *ast.ReturnStmt, msg ast.Expr) ([]analysis.TextEdit, bool)
}

// ErrorMessenger is implemented by a ResultWriter that knows the message
// of the library's own error values (a struct literal with a message
// field), beyond errors.New and fmt.Errorf.
type ErrorMessenger interface {
	// ErrorMessage returns the string expression holding err's message,
	// valid where err is written.
	ErrorMessage(info *types.Info, err ast.Expr) (ast.Expr, bool)
}

// Failure is a failing return of a handler, found at a guard.
type Failure struct {
	Ret *ast.ReturnStmt
	// Call is the failing call when the guard fails by a call rather than
	// a return (a model.FailureReporter's: panic, log.Fatal, a failure
	// recorded and sent back); Ret is then nil.
	Call *ast.CallExpr
	Cond ast.Expr // the guard's condition (the failure happens when it holds)
	// Validation is set when the guard checks the call's arguments (an
	// argument's value, or the error of reading or decoding arguments): a
	// failure the model can correct.
	Validation bool
	// ForeignAt is where another package's function the handler hands
	// its work to (Via, its call in the handler) returns a Go error, read
	// from that package's facts; Ret and Call are then nil.
	ForeignAt FileSite
	Via       *ast.CallExpr
	// ViaReturn is the handler's return of Via's results as its own
	// (`return work.Book(…)`) when every Go error that function returns
	// is one of its guards': returning each error of the call as a
	// failure result the model reads converts exactly those failures.
	ViaReturn *ast.ReturnStmt
	// ViaAssign is, in place of ViaReturn, the handler's assignment of
	// Via's results right before the return of them (`res, err =
	// work.Book(…); return`): its error checked there converts them.
	ViaAssign *ast.AssignStmt
	// ForeignEndsRun is set when the failure at ForeignAt ends the
	// program (panic, log.Fatal) rather than returning a Go error.
	ForeignEndsRun bool
}

// Body returns the handler's body, or nil.
func (h *Handler) Body() *ast.BlockStmt {
	switch f := h.Func.(type) {
	case *ast.FuncDecl:
		return f.Body
	case *ast.FuncLit:
		return f.Body
	case *ast.BlockStmt:
		return f
	case *ast.CaseClause:
		return &ast.BlockStmt{Lbrace: f.Colon, List: f.Body, Rbrace: f.End()}
	}
	return nil
}

// ArgReader is a library's knowledge of a handler's argument access.
type ArgReader interface {
	// ReadArg reports whether call reads one argument by name. The name
	// is "" when not a constant (NameExpr says what names it).
	ReadArg(info *types.Info, call *ast.CallExpr) (ArgRead, bool)
	// ArgMap reports whether e evaluates to the raw argument map.
	ArgMap(info *types.Info, e ast.Expr) bool
	// Bind reports whether call decodes all arguments into *target.
	Bind(info *types.Info, call *ast.CallExpr) (target ast.Expr, ok bool)
	// Failure reports whether ret ends the call as a failure, and its
	// message when constant.
	Failure(info *types.Info, ret *ast.ReturnStmt) (msg string, ok bool)
}

// ParamReader is an ArgReader bound to parameters of the handler's
// function (the parameter it was given the argument map in). Rebind
// returns it bound to the parameters those are handed on to, when the
// handler is read as the function it forwards to; false when one is not
// handed on.
type ParamReader interface {
	Rebind(to func(*types.Var) *types.Var) (ArgReader, bool)
}

// ErrorResultReader is an ArgReader that can tell an error result of its
// library (the value a handler returns to fail with a message the model
// reads) on its own, outside a return statement: what a project's helper
// returns, utils.NewToolResultError(msg) or TextErrorf(format, args...).
type ErrorResultReader interface {
	// ErrorResult reports whether e is an error result, and its message
	// when constant.
	ErrorResult(info *types.Info, e ast.Expr) (msg string, ok bool)
}

// ErrorResultMessenger is an ErrorResultReader that also gives the
// expression an error result's message is, constant or not: the argument
// of mcp.NewToolResultError(msg), the text of the one text content of a
// result literal marked as error.
type ErrorResultMessenger interface {
	ErrorResultMessage(info *types.Info, e ast.Expr) (msg ast.Expr, ok bool)
}

// LengthReader is an ArgReader that also knows calls returning an
// argument's length (a custom validation's fl.Field().Len()).
type LengthReader interface {
	// ReadLength reports whether call returns the length of one argument:
	// in bytes for a string (Type "string"), in items for a list ("array").
	ReadLength(info *types.Info, call *ast.CallExpr) (ArgRead, bool)
}

// FailureReporter is an ArgReader whose code also fails by calling a
// function that records the failure and goes on (a struct-level
// validation's sl.ReportError(...)).
type FailureReporter interface {
	// ReportsFailure reports whether call records a failure, and its
	// message when constant.
	ReportsFailure(info *types.Info, call *ast.CallExpr) (msg string, ok bool)
}

// RunEnder is a FailureReporter some of whose failing calls end the
// program (panic, log.Fatal, os.Exit): what they say reaches no model.
type RunEnder interface {
	EndsRun(info *types.Info, call *ast.CallExpr) bool
}

// ArgRead describes a call that reads one argument.
type ArgRead struct {
	Name string // the argument's JSON name
	Type string // the JSON type the call asks for, "" when any
	// ErrIndex is the index of the error result that is non-nil when the
	// argument is missing, or -1.
	ErrIndex int
	// Optional: the error result (ErrIndex) is no verdict on a missing
	// argument, which reads as the zero value or Default; it fails only
	// on a value of the wrong type (OptionalParam[T](args, "owner")).
	Optional bool
	// Default is the value a missing argument reads as, when the call takes one.
	Default ast.Expr
	// NameExpr is the expression that names the argument.
	NameExpr ast.Expr
	// Present is the index, plus one, of a bool result saying the
	// argument was sent (v, ok, err := optionalInt(args, "limit")); 0:
	// none.
	Present int
}

// FileSite is a place in a source file, by name: a position in a package
// other than the one analysed, which a token.Pos of this pass cannot hold.
type FileSite struct {
	File      string // the file's name as the compiler was given it
	Line, Col int
}

// IsValid reports whether s names a place.
func (s FileSite) IsValid() bool { return s.File != "" && s.Line > 0 }

// Read is a place where a handler reads an argument by name.
type Read struct {
	Name     string
	Pos, End token.Pos // the name's string literal
	// Default is the value a missing argument reads as, when the read
	// takes one (GetInt("limit", 10)).
	Default ast.Expr
	// Refused: the read only refuses the argument, the handler fails when
	// it is sent (`if _, ok := args["page"]; ok { return failure }`).
	Refused bool
}

// Rule is a check the code enforces on a tool's arguments.
type Rule struct {
	Args []string  // the arguments it reads, by JSON name; two or more: cross-field
	Pos  token.Pos // the check
	End  token.Pos
	// Check is the check as written, for messages (`strings.HasPrefix(acct, "acct_")`).
	Check string
	// Message is the failure message when constant.
	Message string
	// Says is what the rule asks of its argument, in English, completing
	// "<argument> ...": `must start with "acct_"`. Empty when it has no
	// keyword equivalent.
	Says string
	// Keywords are the rule's exact schema equivalent (single-argument
	// rules only); empty when it has none.
	Keywords []Constraint
	// Must is, for a single-argument rule, its check phrased as what a
	// sentence says the argument must be ("must be set", "must be
	// base64"); "" when toolvet cannot phrase it. A guard on a helper's
	// verdict under a condition on another argument is phrased with it.
	Must string
	// Sentence states a cross-field rule in English for a description:
	// the failure message when it names the rule, else one generated from
	// the condition. Empty when toolvet cannot phrase it.
	Sentence string
	// Compares is set when the rule compares two arguments with each other
	// (end after start, min at most max): a description states it only by
	// saying how they compare, not by naming both.
	Compares bool
	// Requires is, for a cross-field rule whose failing condition includes
	// one argument's absence beside conditions on others (`!failedOnly &&
	// jobID == 0`), that argument: the rule makes it required when the
	// others hold.
	Requires string
	// Constants are the constants the condition compares arguments with,
	// as a description would write them ("eur", "500").
	Constants []string
	// ArgConstants are, for a cross-field rule, the constants each
	// argument is compared with: currency == "eur" && amount > 500 gives
	// currency: eur, amount: 500.
	ArgConstants map[string][]string
	// Origin is where the check itself is written when it is not at Pos:
	// inside a validation helper the guard calls, or a custom validation a
	// tag names.
	Origin, OriginEnd token.Pos
	// OriginCheck is the check written at Origin, for a finding reported
	// there ("" when it is Check).
	OriginCheck string
	// OriginIn is Origin when the helper is another package's, read
	// through its facts (Origin is then NoPos): the check's place in a
	// file of that package, which a token.Pos of this pass cannot hold.
	OriginIn FileSite
	// CheckedInside is set when the guard only tests the failure of a
	// helper that computes a value (`t, err := parseWhen(v); if err !=
	// nil`): the check a reader looks for is the helper's, at Origin. A
	// guard on a verdict alone (`if !isValid(v)`, `if err :=
	// validate(v); err != nil`) reads as the check itself.
	CheckedInside bool
	// Elsewhere says where the check is when it is out of this package's
	// reach (a handler another package declares): "History at
	// conversations.go:1691", for messages.
	Elsewhere string
	// CheckedIn is where that check is, in a file of the other package;
	// zero for a check in this package. The reporter makes it a position
	// when the driver can show one there.
	CheckedIn FileSite
	// RegisteredBy names the tool that registers that handler here.
	RegisteredBy string
	// OriginNote says, for the related information at Origin, what holds
	// the check; "" for a helper the guard calls.
	OriginNote string
	// IntegerRead is set when the checked value was read as an integer
	// (mcp-go's GetInt truncates a number): its bounds are integer bounds,
	// exact only for an integer property.
	IntegerRead bool
	// Caveat qualifies the equivalence (e.g. bytes vs characters).
	Caveat string
	// NoFix explains why the equivalent must not be written automatically.
	NoFix string
	// When is set for a rule on one argument's value that the code checks
	// only in some modes of the tool, other arguments deciding ("workspace_id
	// is set"): a keyword cannot say when, a description can.
	When string
}

// ItemsSuffix marks, in a rule's argument name, a rule on each item of a
// list argument: "states[]" is each item of states, "matchers[].name" the
// name of each item of matchers.
const ItemsSuffix = "[]"

// SplitItemPath splits an argument name of a rule on items into the list
// argument and what of each item the rule is about ("" for the item
// itself, "name" for a property of it); ok is false for a rule on an
// argument itself.
func SplitItemPath(arg string) (list, item string, ok bool) {
	list, rest, ok := strings.Cut(arg, ItemsSuffix)
	if !ok {
		return arg, "", false
	}
	return list, strings.TrimPrefix(rest, "."), true
}

// CrossField reports whether the rule spans two or more arguments.
func (r *Rule) CrossField() bool { return len(r.Args) > 1 }

// InHelper reports whether r's check is written in a helper the guard at
// Pos calls, of this package (Origin) or of another (OriginIn).
func (r *Rule) InHelper() bool { return r.Origin.IsValid() || r.OriginIn.IsValid() }

// Covers reports whether a declared constraint d states c at least as
// tightly, so that a rule needing c has nothing left to declare.
func Covers(d, c Constraint) bool {
	switch c.Keyword {
	case Required:
		return d.Keyword == Required
	case Pattern:
		return d.Keyword == Pattern && d.Str == c.Str || d.Keyword == Enum && enumMatches(d.Strs, c.Str)
	case Format:
		return d.Keyword == c.Keyword && d.Str == c.Str
	case AnyFormat:
		// Declaring one of the formats, or some of them, asks no more
		// than the code accepts.
		switch d.Keyword {
		case Format:
			return slices.Contains(c.Strs, d.Str)
		case AnyFormat:
			return !slices.ContainsFunc(d.Strs, func(f string) bool { return !slices.Contains(c.Strs, f) })
		}
		return false
	case Enum:
		if d.Keyword != Enum {
			return false
		}
		for _, v := range d.Strs {
			if !slices.Contains(c.Strs, v) {
				return false
			}
		}
		return true
	case Minimum, MinLength, MinItems:
		if c.Keyword == MinLength && compare(c.Num, token.LEQ, constant.MakeInt64(1)) && RejectsEmpty(d) {
			return true // "must not be empty": a pattern or enum that rejects "" says it
		}
		return d.Keyword == c.Keyword && compare(d.Num, token.GEQ, c.Num) ||
			c.Keyword == Minimum && d.Keyword == ExclusiveMinimum && compare(d.Num, token.GEQ, c.Num)
	case Maximum, MaxLength, MaxItems:
		return d.Keyword == c.Keyword && compare(d.Num, token.LEQ, c.Num) ||
			c.Keyword == Maximum && d.Keyword == ExclusiveMaximum && compare(d.Num, token.LEQ, c.Num)
	case ExclusiveMinimum:
		return d.Keyword == ExclusiveMinimum && compare(d.Num, token.GEQ, c.Num) ||
			d.Keyword == Minimum && compare(d.Num, token.GTR, c.Num)
	case ExclusiveMaximum:
		return d.Keyword == ExclusiveMaximum && compare(d.Num, token.LEQ, c.Num) ||
			d.Keyword == Maximum && compare(d.Num, token.LSS, c.Num)
	case NotConst:
		// A bound that leaves the value out says it too.
		switch d.Keyword {
		case NotConst:
			return compare(d.Num, token.EQL, c.Num)
		case Minimum:
			return compare(d.Num, token.GTR, c.Num)
		case ExclusiveMinimum:
			return compare(d.Num, token.GEQ, c.Num)
		case Maximum:
			return compare(d.Num, token.LSS, c.Num)
		case ExclusiveMaximum:
			return compare(d.Num, token.LEQ, c.Num)
		}
		return false
	case MultipleOf:
		if d.Keyword != MultipleOf || d.Num == nil || c.Num == nil {
			return false
		}
		// d covers c when every multiple of d is a multiple of c: d/c is a
		// whole number.
		q := constant.BinaryOp(constant.ToFloat(d.Num), token.QUO, constant.ToFloat(c.Num))
		return constant.ToInt(q).Kind() == constant.Int && compare(q, token.GTR, constant.MakeInt64(0))
	}
	return false
}

// enumMatches reports whether every value of a declared enum matches the
// pattern a rule needs (read as RE2, as toolvet writes its patterns): the
// enum is then at least as strict. An enum ["add", "remove"] states a rule
// that accepts "add" and "remove" in any case.
func enumMatches(values []string, pattern string) bool {
	re, err := regexp.Compile(pattern)
	if err != nil || len(values) == 0 {
		return false
	}
	for _, v := range values {
		if !re.MatchString(v) {
			return false
		}
	}
	return true
}

// RejectsEmpty reports whether the declared d rejects the empty string: a
// pattern that does not match it (read as RE2; a pattern RE2 cannot
// compile is not judged), an enum without "".
func RejectsEmpty(d Constraint) bool {
	switch d.Keyword {
	case Pattern:
		re, err := regexp.Compile(d.Str)
		return err == nil && !re.MatchString("")
	case Enum:
		return len(d.Strs) > 0 && !slices.Contains(d.Strs, "")
	}
	return false
}

// ZeroSatisfies reports whether the zero value of JSON type typ ("", 0,
// an empty list) satisfies every keyword: only then do they state exactly
// a rule the code does not apply to empty values (an omitempty tag, a
// validation rule that accepts any empty value).
func ZeroSatisfies(cs []Constraint, typ string) bool {
	zero := constant.MakeInt64(0)
	for _, c := range cs {
		ok := true
		switch c.Keyword {
		case Required:
		case MinLength, MinItems:
			ok = constant.Sign(c.Num) <= 0
		case MaxLength, MaxItems, MultipleOf:
		case Minimum:
			ok = constant.Compare(zero, token.GEQ, c.Num)
		case Maximum:
			ok = constant.Compare(zero, token.LEQ, c.Num)
		case ExclusiveMinimum:
			ok = constant.Compare(zero, token.GTR, c.Num)
		case ExclusiveMaximum:
			ok = constant.Compare(zero, token.LSS, c.Num)
		case Enum:
			ok = slices.Contains(c.Strs, "")
		case Pattern:
			re, err := regexp.Compile(c.Str)
			ok = err == nil && re.MatchString("")
		default:
			ok = false // format: "" is no email
		}
		if !ok {
			return false
		}
	}
	return true
}

// Family returns the keywords that state the same kind of bound as k; a
// declared keyword of the family is what a fix replaces.
func Family(k Keyword) []Keyword {
	switch k {
	case Minimum, ExclusiveMinimum:
		return []Keyword{Minimum, ExclusiveMinimum}
	case Maximum, ExclusiveMaximum:
		return []Keyword{Maximum, ExclusiveMaximum}
	case Format, AnyFormat:
		return []Keyword{Format, AnyFormat}
	}
	return []Keyword{k}
}

func compare(x constant.Value, op token.Token, y constant.Value) bool {
	if x == nil || y == nil || x.Kind() == constant.Unknown || y.Kind() == constant.Unknown {
		return false
	}
	return constant.Compare(x, op, y)
}

// NumText writes a numeric constant as people and JSON do: 500, 0.5, 1e-06
// (not the exact fraction go/constant prints for some floats).
func NumText(v constant.Value) string {
	if (v.Kind() == constant.Int || v.Kind() == constant.Float) && !Exact53(v) {
		f, _ := constant.Float64Val(v)
		return strconv.FormatFloat(f, 'g', -1, 64) // 1e+20
	}
	switch v.Kind() {
	case constant.Int:
		return v.ExactString()
	case constant.Float:
		if i := constant.ToInt(v); i.Kind() == constant.Int {
			return i.ExactString()
		}
		f, _ := constant.Float64Val(v)
		return strconv.FormatFloat(f, 'g', -1, 64)
	}
	return v.ExactString()
}

// Exact53 reports whether v, when whole, is within ±2^53: written as an
// integer it fits an int everywhere and reads back as the same float64.
func Exact53(v constant.Value) bool {
	limit := constant.MakeInt64(1 << 53)
	i := constant.ToInt(v)
	if i.Kind() != constant.Int {
		return true // not whole: written as a float anyway
	}
	abs := i
	if constant.Sign(i) < 0 {
		abs = constant.UnaryOp(token.SUB, i, 0)
	}
	return constant.Compare(abs, token.LEQ, limit)
}

// ValueText writes a constant for a sentence: strings quoted, numbers as
// NumText.
func ValueText(v constant.Value) string {
	if v.Kind() == constant.Int || v.Kind() == constant.Float {
		return NumText(v)
	}
	return v.ExactString()
}

func quote(s string) string {
	return constant.MakeString(s).ExactString()
}
