// Package representable defines an Analyzer that reports rules the code
// enforces that the tool's schema could state but does not.
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
//   - a failing strings.Contains of one character, ContainsAny or
//     ContainsRune: the pattern of the other characters, ^[^&;|]*$.
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
//   - the error of strconv.Atoi or strconv.ParseInt(x, 10, n): the pattern
//     of a whole number, without a fix (the parse also rejects numbers out
//     of range); of strconv.ParseBool: the enum of the spellings it takes.
//   - len(strings.Split(x, sep)) against a constant, sep one character:
//     the pattern of that many parts.
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
// check as related information. A finding on a handler another package of
// the module declares (registered here with its tool's schema) is reported
// at its check there, the tool named in related information; with
// -otherpackages=false (gopls's build, which shows a package's findings
// only in its files) or -samefile at the tool, the check's place named in
// the message. Generated files are neither reported nor edited.
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
package representable
