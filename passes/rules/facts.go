package rules

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"maps"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/toolvet/toolvet/internal/adapter"
	"github.com/toolvet/toolvet/internal/adapter/dispatch"
	"github.com/toolvet/toolvet/internal/flow"
	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/internal/resolve"
	"github.com/toolvet/toolvet/passes/tools"
)

// Facts carry helper summaries across packages, so that a handler calling
// params.Required[string](req, "owner") or validate.AccountID(s) in
// another package of the module is read as it would be in the same one.
// The summary language's main sentences:
//
//	ReadsArg:  "returns the argument named by parameter k" (its JSON type,
//	           its missing-argument error result)
//	Checks:    "fails (or, a predicate, is false) unless parameter k
//	           satisfies these keywords"
//	Guards:    "fails exactly when one of these conditions over its
//	           parameters holds"
//	Work:      "answers the call in its caller's stead, failing when one
//	           of these conditions holds, each under its branches"
//	Validates: "this Validate() error method fails unless its receiver's
//	           properties satisfy these rules" (by JSON name; cross-field
//	           rules too)
//	Handles:   "enforces these rules on the call's arguments" (a handler,
//	           a table's function, a function given the request)
//
// and the summaries of dispatch functions, decoders, and the functions a
// validation library runs (Cases, Decodes, Value, Summary). DESIGN.md
// lists them all.
//
// Facts are computed for the exported functions of packages that belong to
// a module (never the standard library, so that go vet over it stays as
// cheap as before), bottom-up as the drivers analyse dependencies first.
// The facts that link tools to handlers through registration wrappers are
// the adapters' (internal/adapter/facts.go).

// ReadsArgFact says a function returns the argument its parameter names.
type ReadsArgFact struct {
	NameParam int
	// MapParam is the parameter the caller gives the argument map in
	// (-1: the function reaches the arguments itself); DefaultParam the
	// one returned when the argument is missing (-1: none).
	MapParam, DefaultParam int
	Type                   string
	ErrIndex               int
	Optional               bool   // the error is no verdict on a missing argument
	Norm                   string // "": returned as sent
	// Present is the bool result saying the argument was sent, plus one
	// (0: none).
	Present int
	// Name is the argument's name when the function spells it itself
	// (NameParam -1): snippet(args) returning args["code"].
	Name string
	// Through lists the functions of other packages the value passes
	// through (flow.Reader.Through), for the engine reading the caller.
	Through []string
}

// foreignReader is the engine's Reader summary of another package's
// function, from its ReadsArgFact, or nil.
func foreignReader(importFact func(types.Object, analysis.Fact) bool, fn *types.Func) *flow.Reader {
	var f ReadsArgFact
	if importFact == nil || !importFact(fn, &f) {
		return nil
	}
	r := &flow.Reader{Map: f.MapParam, Key: f.NameParam, Name: f.Name, Default: f.DefaultParam, Err: f.ErrIndex,
		Present: f.Present - 1, Through: f.Through, FailsWhenAbsent: f.ErrIndex >= 0 && !f.Optional}
	if f.ErrIndex == 0 {
		r.Result = 1
	}
	return r
}

func (*ReadsArgFact) AFact() {}
func (f *ReadsArgFact) String() string {
	s := itoa(f.NameParam)
	if f.NameParam < 0 {
		s = strconv.Quote(f.Name)
	}
	if f.Norm != "" {
		return "readsArg(" + s + ", normalised)"
	}
	return "readsArg(" + s + ")"
}

// importedReader returns the reader summary of another package's function
// from its ReadsArgFact, or nil.
func importedReader(importFact func(types.Object, analysis.Fact) bool, fn *types.Func) *readerSummary {
	if fn == nil || importFact == nil {
		return nil
	}
	var f ReadsArgFact
	if !importFact(fn, &f) {
		return nil
	}
	return &readerSummary{nameParam: f.NameParam, name: f.Name, mapParam: f.MapParam, defaultParam: f.DefaultParam,
		typ: f.Type, errIndex: f.ErrIndex, norm: f.Norm, optional: f.Optional, present: f.Present - 1}
}

// ChecksFact says a function fails unless a parameter satisfies rules;
// with Param -1, unless the arguments it reads satisfy them (a parse
// helper; each rule names its arguments).
type ChecksFact struct {
	Param     int
	Predicate bool
	// Result: the function returns the library's error result or nil
	// (func check(v string) *mcp.CallToolResult), a non-nil one the
	// failure its caller returns.
	Result bool
	// Partial: the function checks more than parameter Param (another
	// parameter, or arguments it reads itself): a caller reads its guards
	// in place where it can (GuardsFact).
	Partial bool
	Rules   []FactRule
}

func (*ChecksFact) AFact() {}
func (f *ChecksFact) String() string {
	var says []string
	for _, r := range f.Rules {
		says = append(says, r.Says)
	}
	param := itoa(f.Param)
	if f.Result {
		param += ", result"
	}
	return "checks(" + param + ": " + strings.Join(says, "; ") + ")"
}

// ValidatesFact says a Validate() error method fails unless its
// receiver's properties satisfy Rules: the rules a tool whose input is
// the receiver (or embeds it) enforces in another package.
type ValidatesFact struct {
	Rules []FactRule
}

func (*ValidatesFact) AFact()           {}
func (f *ValidatesFact) String() string { return "validates(" + ruleList(f.Rules) + ")" }

// ruleList prints rules for a fact's String: each one's arguments and
// what it says.
func ruleList(rules []FactRule) string {
	var says []string
	for _, r := range rules {
		s := strings.Join(r.Args, ", ")
		if r.Says != "" {
			s += ": " + r.Says
		}
		says = append(says, s)
	}
	return strings.Join(says, "; ")
}

// HandlesFact says an exported function or method of a library's handler
// shape, which no registration of its package links, enforces Rules on
// the arguments of whatever tool another package registers it for: the
// rules of a handler declared in one package (pkg/handler) and registered
// with its tool's schema in another (pkg/server). Facts flow only to the
// registering package, and fixes stay in the package analysed, so they
// are reported there, at the tool, naming where the check is (Site).
//
// A function given a model's call arguments (func(arguments string)
// (string, error), decoding them) is summarised the same way for the
// table of handlers by name of another package (dispatch): Args is then
// the parameter holding the arguments, counted from 1.
//
// A function that does a handler's work (its results are a handler's)
// with the request it is given among other values (func work(req
// mcp.CallToolRequest, limits Limits) (*mcp.CallToolResult, error)),
// reading the arguments from it, is summarised for the handlers of
// another package that hand it their request (flow.Graph.ForwardAway):
// Req is the parameter holding the request, counted from 1, and Failures
// are its failures on the arguments that return a Go error.
type HandlesFact struct {
	Rules    []FactRule
	Args     int
	Req      int
	Failures []FactFailure
	// GoErrorsGuarded: every Go error it returns is one of Failures (as
	// WorkFact.GoErrorsGuarded).
	GoErrorsGuarded bool
}

func (*HandlesFact) AFact() {}
func (f *HandlesFact) String() string {
	switch {
	case f.Args > 0:
		return "handles(args " + itoa(f.Args-1) + ": " + ruleList(f.Rules) + ")"
	case f.Req > 0:
		s := "handles(request " + itoa(f.Req-1) + ": " + ruleList(f.Rules)
		if len(f.Failures) > 0 {
			s += ", " + itoa(len(f.Failures)) + " failures"
		}
		return s + ")"
	}
	return "handles(" + ruleList(f.Rules) + ")"
}

// FactRule is a model.Rule without its positions, gob-encodable. A
// helper's rule (ChecksFact) has only its keyword part. Site is where a
// handler's check is written (file:line), for messages in the package
// that registers it.
type FactRule struct {
	Keywords                     []FactConstraint
	Says, Caveat, NoFix, Message string
	// Must is what the rule asks of its argument, phrased for a sentence
	// (model.Rule.Must): a caller's cross-field rule over the check says
	// it.
	Must                  string
	Constants             []string
	Args                  []string
	Check, Sentence       string
	ArgConstants          map[string][]string
	IntegerRead, Compares bool
	When, Requires, Site  string
	// At is the check's place, for a report there: a handler's
	// (model.Rule.CheckedIn), a helper's (model.Rule.OriginIn).
	At model.FileSite
}

// FactConstraint is a model.Constraint, gob-encodable: numbers as text.
type FactConstraint struct {
	Keyword string
	Num     string
	Str     string
	Strs    []string
}

func itoa(i int) string { return constant.MakeInt64(int64(i)).ExactString() }

func toFact(fset *token.FileSet, s *checkSummary) *ChecksFact {
	f := &ChecksFact{Param: s.param, Predicate: s.predicate, Result: s.result, Partial: s.partial}
	for _, r := range s.rules {
		fr := toFactRule(r, s.parsed)
		fr.At = checkSite(fset, r)
		f.Rules = append(f.Rules, fr)
	}
	return f
}

// checkSite is where the check of r, a rule of a helper, is written: for
// a caller in another package to report the finding there, as one in this
// package reports a helper's check (model.Rule.OriginIn). A guard only
// testing a deeper helper's failure points at that helper's check.
func checkSite(fset *token.FileSet, r *model.Rule) model.FileSite {
	switch {
	case r.CheckedInside && r.OriginIn.IsValid():
		return r.OriginIn
	case r.CheckedInside && r.Origin.IsValid():
		return fileSite(fset, r.Origin)
	}
	return fileSite(fset, r.Pos)
}

// fileSite is pos as a place in a file, for a fact.
func fileSite(fset *token.FileSet, pos token.Pos) model.FileSite {
	if !pos.IsValid() {
		return model.FileSite{}
	}
	p := fset.Position(pos)
	return model.FileSite{File: p.Filename, Line: p.Line, Col: p.Column}
}

// toFactRule keeps r's keyword part, and with all its arguments and
// sentences too.
func toFactRule(r *model.Rule, all bool) FactRule {
	fr := FactRule{Says: r.Says, Caveat: r.Caveat, NoFix: r.NoFix, Message: r.Message, Must: r.Must, Constants: r.Constants}
	if all {
		fr.Args, fr.Check, fr.Sentence, fr.ArgConstants, fr.IntegerRead, fr.Compares = r.Args, r.Check, r.Sentence, r.ArgConstants, r.IntegerRead, r.Compares
		fr.When, fr.Requires = r.When, r.Requires
	}
	for _, c := range r.Keywords {
		fc := FactConstraint{Keyword: string(c.Keyword), Str: c.Str, Strs: c.Strs}
		if c.Num != nil {
			fc.Num = model.NumText(c.Num)
		}
		fr.Keywords = append(fr.Keywords, fc)
	}
	return fr
}

func fromFact(f *ChecksFact) *checkSummary {
	s := &checkSummary{param: f.Param, predicate: f.Predicate, result: f.Result, partial: f.Partial, parsed: f.Param < 0}
	for _, fr := range f.Rules {
		r := fromFactRule(fr)
		r.OriginIn = fr.At
		s.rules = append(s.rules, r)
	}
	return s
}

func fromFactRule(fr FactRule) *model.Rule {
	r := &model.Rule{Says: fr.Says, Caveat: fr.Caveat, NoFix: fr.NoFix, Message: fr.Message, Must: fr.Must, Constants: fr.Constants,
		Args: fr.Args, Check: fr.Check, Sentence: fr.Sentence, ArgConstants: fr.ArgConstants, IntegerRead: fr.IntegerRead, Compares: fr.Compares,
		When: fr.When, Requires: fr.Requires}
	for _, fc := range fr.Keywords {
		c := model.Constraint{Keyword: model.Keyword(fc.Keyword), Str: fc.Str, Strs: fc.Strs}
		if fc.Num != "" {
			kind := token.INT
			if strings.ContainsAny(fc.Num, ".eE") {
				kind = token.FLOAT
			}
			c.Num = constant.MakeFromLiteral(fc.Num, kind, 0)
		}
		r.Keywords = append(r.Keywords, c)
	}
	return r
}

// exportFacts summarises the package's exported functions.
func exportFacts(pass *analysis.Pass, found *tools.Result, hs *helpers) {
	if pass.Module == nil || pass.Module.Path == "" {
		return // the standard library, or no module: nothing to export
	}
	local := found
	if local.Index == nil {
		// A package of no tool library. In the project's own modules
		// its helpers are read by the engine, as a tool package's are
		// (flow.New builds nothing until a question needs it). In a
		// dependency's, by their syntax alone: go vet reads every
		// package below the project for facts, and building the value
		// flow of each (go-github, x/sys) for helpers a tool might call
		// made a real server's vet a quarter slower.
		local = &tools.Result{Index: resolve.NewIndex(pass.TypesInfo, pass.Files)}
		if adapter.OwnModule(pass.Module) {
			local.Flow = flow.New(pass.Fset, pass.Pkg, pass.Files, pass.TypesInfo)
		}
	}
	for _, f := range pass.Files {
		for _, d := range f.Decls {
			decl, ok := d.(*ast.FuncDecl)
			if !ok || decl.Body == nil || !decl.Name.IsExported() {
				continue
			}
			fn, ok := pass.TypesInfo.Defs[decl.Name].(*types.Func)
			if !ok {
				continue
			}
			if decl.Recv != nil {
				// A Validate() error method: the rules of the tools whose
				// input is its receiver, in the packages that define them.
				if h := validateMethod(pass.TypesInfo, local, fn); h != nil && fn.Name() == "Validate" {
					rs, _ := extract(pass.TypesInfo, local, h, hs)
					rs = append(rs, methodRules(pass.TypesInfo, local, hs, h)...)
					var vf ValidatesFact
					for _, r := range rs {
						if len(r.Args) > 0 && (len(r.Keywords) > 0 || r.CrossField()) {
							vf.Rules = append(vf.Rules, toFactRule(r, true))
						}
					}
					if len(vf.Rules) > 0 {
						pass.ExportObjectFact(fn, &vf)
					}
				}
				continue
			}
			exportErrorResults(pass, found.Flow, found.Readers, hs, fn, decl)
			x := &extractor{info: pass.TypesInfo, found: local, helpers: hs,
				h: &model.Handler{Func: decl, Reader: noReader{}}}
			readers := found.Readers
			if len(readers) == 0 && takesArgMap(fn.Signature()) {
				// A package of no tool library: a reader of the argument
				// map it is given (intArg(args, "limit")).
				readers = []model.ArgReader{noReader{}}
			}
			exported := false
			for _, reader := range readers {
				x.h.Reader = reader
				if s := x.readerSummary(fn); s != nil {
					pass.ExportObjectFact(fn, readsArgFact(s))
					exported = true
					break
				}
				delete(hs.readers, fn)
			}
			for _, reader := range readers {
				if exported {
					break
				}
				// snippet(args) returning args["code"]: the package's
				// handlers read it through its body, another package's
				// through this fact.
				if r := local.Flow.NamedReader(fn, reader); r != nil && r.Result == 0 {
					pass.ExportObjectFact(fn, readsArgFact(readerOf(r, fn)))
					exported = true
				}
			}
			exportGuards(pass, x, fn, decl)
			exportWork(pass, x, fn, decl, found.Readers)
			exportValue(pass, x, fn, decl)
			exportSummary(pass, local, hs, fn, decl)
			exportDecoder(pass, x, fn, decl, found.Readers)
			exportArgsHandler(pass, local, hs, fn, decl)
			exportRequestWork(pass, local, hs, fn, decl)
			exportCases(pass, local, hs, fn, decl)
			if !summarisable(fn.Signature()) {
				continue
			}
			if s := x.checkSummary(fn, decl); s != nil {
				pass.ExportObjectFact(fn, toFact(pass.Fset, s))
			}
		}
	}
}

// exportHandlers summarises the package's exported handlers that none of
// its registrations links (tools.Result.Unregistered), for the package
// that registers them.
func exportHandlers(pass *analysis.Pass, found *tools.Result, hs *helpers) {
	for _, u := range found.Unregistered {
		rs, _ := extract(pass.TypesInfo, found, u.Handler, hs)
		if f := (HandlesFact{Rules: handledRules(pass, rs)}); len(f.Rules) > 0 {
			pass.ExportObjectFact(u.Func, &f)
		}
	}
}

// handledRules is rs, a handler's rules, as its HandlesFact says them.
func handledRules(pass *analysis.Pass, rs []*model.Rule) []FactRule {
	var out []FactRule
	for _, r := range rs {
		if len(r.Args) == 0 || len(r.Keywords) == 0 && !r.CrossField() {
			continue
		}
		fr := toFactRule(r, true)
		site := r.Pos
		if r.Origin.IsValid() {
			site = r.Origin
			if r.OriginCheck != "" {
				fr.Check = r.OriginCheck // reported at that check
			}
		}
		if at := fileSite(pass.Fset, site); at.IsValid() {
			fr.Site = filepath.Base(at.File) + ":" + strconv.Itoa(at.Line)
			fr.At = at
		}
		out = append(out, fr)
	}
	return out
}

// CasesFact says a function answering a model's call by its name
// (adapter.DispatchesFact) enforces, in the branch answering each tool,
// Rules on the call's arguments, given in parameter Args (counted from
// 1): the rules of another package's dispatch function, for the package
// handing it its calls.
type CasesFact struct {
	Args  int
	Cases []CaseRules
}

// CaseRules are the rules of one branch of a dispatch function, and its
// failures on the arguments.
type CaseRules struct {
	Name     string
	Rules    []FactRule
	Failures []FactFailure
}

// FactFailure is a failure of a function another package hands a model's
// call: where it is, and whether it ends the program (panic, log.Fatal)
// or returns a Go error, whose fate is the caller's.
type FactFailure struct {
	At      model.FileSite
	EndsRun bool
}

// factFailures are h's failures on the arguments, as a fact says them.
func factFailures(pass *analysis.Pass, h *model.Handler, failures []*model.Failure) []FactFailure {
	var out []FactFailure
	for _, f := range failures {
		if !f.Validation {
			continue
		}
		switch {
		case f.Call != nil:
			if ender, ok := h.Reader.(model.RunEnder); ok && ender.EndsRun(pass.TypesInfo, f.Call) {
				out = append(out, FactFailure{At: fileSite(pass.Fset, f.Call.Pos()), EndsRun: true})
			}
		case f.Ret != nil:
			if _, ok := h.Results.GoError(pass.TypesInfo, f.Ret); ok {
				out = append(out, FactFailure{At: fileSite(pass.Fset, f.Ret.Pos())})
			}
		}
	}
	return out
}

// importedFailures are the failures on the arguments of h, a branch of
// another package's dispatch function (CasesFact), each at its place
// there, by way of the call handing it the model's call.
func importedFailures(pass *analysis.Pass, h *model.Handler) []*model.Failure {
	var cf CasesFact
	if h.Imported == nil || h.ImportedCase == "" || h.ImportedVia == nil || !pass.ImportObjectFact(h.Imported, &cf) ||
		!slices.Contains(h.ImportedArgs, cf.Args-1) {
		return nil
	}
	var out []*model.Failure
	for _, c := range cf.Cases {
		if c.Name != h.ImportedCase {
			continue
		}
		for _, ff := range c.Failures {
			out = append(out, &model.Failure{Validation: true, ForeignAt: ff.At, ForeignEndsRun: ff.EndsRun, Via: h.ImportedVia})
		}
	}
	return out
}

func (*CasesFact) AFact() {}
func (f *CasesFact) String() string {
	s := "cases(args " + itoa(f.Args-1)
	for _, c := range f.Cases {
		s += "; " + c.Name + ": " + ruleList(c.Rules)
		if len(c.Failures) > 0 {
			s += ", " + itoa(len(c.Failures)) + " failures"
		}
	}
	return s + ")"
}

// exportCases exports fn's CasesFact when it branches on a string
// parameter's value (adapter.DispatchBranches) and decodes one other
// parameter, the call's arguments: each branch read as a dispatch
// handler is.
func exportCases(pass *analysis.Pass, local *tools.Result, hs *helpers, fn *types.Func, decl *ast.FuncDecl) {
	sig := fn.Signature()
	if local.Flow == nil || sig.TypeParams() != nil || sig.Params().Len() < 2 {
		return
	}
	name, branches, ok := adapter.DispatchBranches(pass.TypesInfo, decl)
	if !ok {
		return
	}
	arg := -1
	for k := range sig.Params().Len() {
		if k != name && unmarshals(pass.TypesInfo, decl.Body, sig.Params().At(k)) {
			if arg >= 0 {
				return
			}
			arg = k
		}
	}
	if arg < 0 {
		return
	}
	f := &CasesFact{Args: arg + 1}
	for _, c := range slices.Sorted(maps.Keys(branches)) {
		h := dispatch.ParamsHandler(local.Index, branches[c], map[types.Object]bool{sig.Params().At(arg): true})
		rs, failures := extract(pass.TypesInfo, local, h, hs)
		cr := CaseRules{Name: c, Rules: handledRules(pass, rs), Failures: factFailures(pass, h, failures)}
		if len(cr.Rules) > 0 || len(cr.Failures) > 0 {
			f.Cases = append(f.Cases, cr)
		}
	}
	if len(f.Cases) > 0 {
		pass.ExportObjectFact(fn, f)
	}
}

// exportArgsHandler exports fn's HandlesFact as a function given a model's
// call arguments in the one parameter its body decodes (json.Unmarshal of
// it), which another package's table of handlers by name may link to a
// tool: the rules of its body read as a dispatch handler's. Only where
// the package's values can be followed (local.Flow): a dependency's
// functions are read by their syntax alone.
func exportArgsHandler(pass *analysis.Pass, local *tools.Result, hs *helpers, fn *types.Func, decl *ast.FuncDecl) {
	sig := fn.Signature()
	if local.Flow == nil || sig.TypeParams() != nil || sig.Results().Len() == 0 || handles(local, decl) {
		return
	}
	arg := -1
	for k := range sig.Params().Len() {
		if unmarshals(pass.TypesInfo, decl.Body, sig.Params().At(k)) {
			if arg >= 0 {
				return // two sets of arguments: not one call's
			}
			arg = k
		}
	}
	if arg < 0 {
		return
	}
	if name, _, ok := adapter.DispatchBranches(pass.TypesInfo, decl); ok && name != arg {
		return // a dispatch function: its branches are summarised (CasesFact)
	}
	h := dispatch.ParamsHandler(local.Index, decl, map[types.Object]bool{sig.Params().At(arg): true})
	rs, _ := extract(pass.TypesInfo, local, h, hs)
	if f := (HandlesFact{Rules: handledRules(pass, rs), Args: arg + 1}); len(f.Rules) > 0 {
		pass.ExportObjectFact(fn, &f)
	}
}

// exportRequestWork exports fn's HandlesFact as a function doing a
// handler's work with the request it is given (HandlesFact.Req): its
// results are a handler's, and it reads arguments through one parameter
// only. Only where the package's values can be followed (local.Flow).
func exportRequestWork(pass *analysis.Pass, local *tools.Result, hs *helpers, fn *types.Func, decl *ast.FuncDecl) {
	sig := fn.Signature()
	res := sig.Results()
	if local.Flow == nil || decl.Recv != nil || sig.TypeParams() != nil || res.Len() != 2 || !resolve.IsError(res.At(1).Type()) || handles(local, decl) {
		return
	}
	if _, ok := res.At(0).Type().Underlying().(*types.Pointer); !ok {
		return // a handler's result is the library's result, by pointer
	}
	for _, reader := range local.Readers {
		req := requestParam(pass.TypesInfo, decl, reader)
		if req < 0 {
			continue
		}
		if branchesOnOthers(pass.TypesInfo, decl, sig.Params().At(req)) {
			// What it checks depends on a value the caller gives
			// (`if !strict { return ok }`): read at the call, with the
			// caller's values, through its WorkFact.
			return
		}
		h := &model.Handler{Func: decl, Reader: reader}
		rs, failures := extract(pass.TypesInfo, local, h, hs)
		f := &HandlesFact{Rules: handledRules(pass, rs), Req: req + 1}
		goErrors := make(map[*ast.ReturnStmt]bool)
		for _, fl := range failures {
			if fl.Validation && fl.Ret != nil && len(fl.Ret.Results) == 2 && returnsGoError(pass.TypesInfo, local.Flow, fl.Ret) {
				f.Failures = append(f.Failures, FactFailure{At: fileSite(pass.Fset, fl.Ret.Pos())})
				goErrors[fl.Ret] = true
			}
		}
		f.GoErrorsGuarded = len(goErrors) > 0 && onlyGoErrors(pass.TypesInfo, local.Flow, decl, goErrors)
		if len(f.Rules) > 0 || len(f.Failures) > 0 {
			pass.ExportObjectFact(fn, f)
		}
		return
	}
}

// requestParam returns the index of decl's one parameter that every read
// of an argument by reader is a method call on (req.GetString("q", "")),
// or -1: none, or reads through other values too.
func requestParam(info *types.Info, decl *ast.FuncDecl, reader model.ArgReader) int {
	params := make(map[types.Object]int)
	k := 0
	for _, field := range decl.Type.Params.List {
		for _, name := range field.Names {
			params[info.Defs[name]] = k
			k++
		}
		if len(field.Names) == 0 {
			k++
		}
	}
	found := -1
	ok := true
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		call, isCall := n.(*ast.CallExpr)
		if !ok || !isCall {
			return ok
		}
		if _, reads := reader.ReadArg(info, call); !reads {
			return true
		}
		i := -1
		if sel, isSel := ast.Unparen(call.Fun).(*ast.SelectorExpr); isSel {
			if id, isID := ast.Unparen(sel.X).(*ast.Ident); isID {
				if j, isParam := params[info.Uses[id]]; isParam {
					i = j
				}
			}
		}
		if i < 0 || found >= 0 && found != i {
			ok = false
			return false
		}
		found = i
		return true
	})
	if !ok {
		return -1
	}
	return found
}

// branchesOnOthers reports whether a branch of decl's body (an if, a
// switch, a loop's condition) reads a parameter other than req.
func branchesOnOthers(info *types.Info, decl *ast.FuncDecl, req *types.Var) bool {
	others := make(map[types.Object]bool)
	for _, field := range decl.Type.Params.List {
		for _, name := range field.Names {
			if obj := info.Defs[name]; obj != nil && obj != types.Object(req) {
				others[obj] = true
			}
		}
	}
	reads := func(e ast.Node) bool {
		found := false
		if e != nil {
			ast.Inspect(e, func(n ast.Node) bool {
				if id, ok := n.(*ast.Ident); ok && others[info.Uses[id]] {
					found = true
				}
				return !found
			})
		}
		return found
	}
	found := false
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.IfStmt:
			found = found || reads(n.Cond)
		case *ast.SwitchStmt:
			found = found || n.Tag != nil && reads(n.Tag)
		case *ast.CaseClause:
			for _, e := range n.List {
				found = found || reads(e)
			}
		case *ast.ForStmt:
			found = found || n.Cond != nil && reads(n.Cond)
		case *ast.RangeStmt:
			found = found || reads(n.X)
		case *ast.BinaryExpr:
			found = found || (n.Op == token.LAND || n.Op == token.LOR) && reads(n)
		}
		return !found
	})
	return found
}

// forwardedAway returns the rules and failures of h when its function
// hands its whole work, with its request, to another package's function
// summarised by a HandlesFact with Req (flow.Graph.ForwardAway): reported
// at t as an imported handler's are. ok is false when h is read itself.
func forwardedAway(pass *analysis.Pass, g *flow.Graph, h *model.Handler, t *model.Tool) (rules []*model.Rule, failures []*model.Failure, ok bool) {
	if h.Func == nil {
		return nil, nil, false
	}
	fn, params, ok := g.ForwardAway(h.Func)
	var f HandlesFact
	if !ok || !pass.ImportObjectFact(fn, &f) || f.Req == 0 || !slices.Contains(params, f.Req-1) {
		return nil, nil, false
	}
	imported := &model.Handler{Imported: fn, ImportedArgs: params}
	rules = importedRules(f, imported, t)
	call, ret := forwardingCall(pass.TypesInfo, h.Body(), fn)
	if call == nil {
		return rules, nil, true
	}
	if !f.GoErrorsGuarded {
		ret = nil
	}
	for _, ff := range f.Failures {
		failures = append(failures, &model.Failure{Validation: true, ForeignAt: ff.At, Via: call, ViaReturn: ret})
	}
	return rules, failures, true
}

// forwardingCall returns body's call of fn, and the return of its results
// when the return is the call itself (`return work(req, limits)`).
func forwardingCall(info *types.Info, body *ast.BlockStmt, fn *types.Func) (call *ast.CallExpr, ret *ast.ReturnStmt) {
	if body == nil {
		return nil, nil
	}
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			if len(n.Results) == 1 {
				if c, ok := ast.Unparen(n.Results[0]).(*ast.CallExpr); ok && calls(info, c, fn) {
					call, ret = c, n
				}
			}
		case *ast.CallExpr:
			if call == nil && calls(info, n, fn) {
				call = n
			}
		}
		return call == nil
	})
	return call, ret
}

func calls(info *types.Info, call *ast.CallExpr, fn *types.Func) bool {
	callee, _ := typeutil.Callee(info, call).(*types.Func)
	return callee != nil && callee.Origin() == fn
}

// importedHandler returns the rules of h, a handler another package
// declares, from its fact: reported at t, whose schema is this package's,
// saying where the check is (model.Rule.Elsewhere).
func importedHandler(pass *analysis.Pass, h *model.Handler, t *model.Tool) []*model.Rule {
	if h.Imported == nil || !t.Pos.IsValid() {
		return nil
	}
	var f HandlesFact
	if h.ImportedCase != "" {
		var cf CasesFact
		if !pass.ImportObjectFact(h.Imported, &cf) {
			return nil
		}
		f.Args = cf.Args
		for _, c := range cf.Cases {
			if c.Name == h.ImportedCase {
				f.Rules = c.Rules
			}
		}
	} else if !pass.ImportObjectFact(h.Imported, &f) {
		return nil
	}
	if f.Req > 0 || f.Args > 0 != (len(h.ImportedArgs) > 0) || f.Args > 0 && !slices.Contains(h.ImportedArgs, f.Args-1) {
		return nil // a library's handler summary for a table's function, or the other way, or other parameters; a request's work (forwardedAway)
	}
	return importedRules(f, h, t)
}

// importedRules are the rules of f, the fact of h's imported function,
// reported at t.
func importedRules(f HandlesFact, h *model.Handler, t *model.Tool) []*model.Rule {
	if !t.Pos.IsValid() {
		return nil
	}
	var out []*model.Rule
	for _, fr := range f.Rules {
		r := fromFactRule(fr)
		r.Pos = t.Pos
		r.Elsewhere = h.Imported.Name()
		if fr.Site != "" {
			r.Elsewhere += " at " + fr.Site
		}
		r.CheckedIn = fr.At
		r.RegisteredBy = t.Name
		out = append(out, r)
	}
	return out
}

// summarisable is the cheap test before a function's body is read: it
// takes a parameter and returns error, bool, or (T, error).
func summarisable(sig *types.Signature) bool {
	if sig.Params().Len() == 0 {
		return false
	}
	res := sig.Results()
	switch res.Len() {
	case 1, 2:
		last := res.At(res.Len() - 1).Type()
		return resolve.IsError(last) || res.Len() == 1
	}
	return false
}

// noReader reads no argument: validation helpers of packages that import no
// tool library.
type noReader struct{}

func (noReader) ReadArg(*types.Info, *ast.CallExpr) (model.ArgRead, bool) {
	return model.ArgRead{}, false
}
func (noReader) ArgMap(*types.Info, ast.Expr) bool                { return false }
func (noReader) Bind(*types.Info, *ast.CallExpr) (ast.Expr, bool) { return nil, false }
func (noReader) Failure(*types.Info, *ast.ReturnStmt) (string, bool) {
	return "", false
}

func readsArgFact(s *readerSummary) *ReadsArgFact {
	return &ReadsArgFact{NameParam: s.nameParam, Name: s.name, MapParam: s.mapParam, DefaultParam: s.defaultParam,
		Type: s.typ, ErrIndex: s.errIndex, Optional: s.optional, Norm: s.norm, Present: s.present + 1, Through: s.through}
}

// takesArgMap reports whether a parameter of sig is a map keyed by
// strings (or a type parameter constrained to one): the argument map a
// reader of no tool library is given.
func takesArgMap(sig *types.Signature) bool {
	for v := range sig.Params().Variables() {
		t := v.Type()
		if tp, ok := types.Unalias(t).(*types.TypeParam); ok {
			t = tp.Constraint()
			if iface, ok := t.Underlying().(*types.Interface); ok && iface.NumEmbeddeds() == 1 {
				t = iface.EmbeddedType(0)
			}
		}
		if m, ok := t.Underlying().(*types.Map); ok {
			if b, ok := m.Key().Underlying().(*types.Basic); ok && b.Info()&types.IsString != 0 {
				return true
			}
		}
	}
	return false
}
