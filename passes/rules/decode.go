package rules

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/internal/resolve"
	"github.com/toolvet/toolvet/passes/tools"
)

// Decoding the arguments by hand. A handler (or the handler a converter
// builds around the project's functions) may turn the raw arguments into
// its own value itself:
//
//	data, err := json.Marshal(req.Params.Arguments)   // data: the arguments, encoded
//	if err := decode(data, &in); err != nil {         // decode calls json.Unmarshal(data, …)
//		return nil, fmt.Errorf("bad arguments: %w", err)
//	}
//
// The error of such a decoding is the arguments' fault, as for the
// library's own binding: a failure on it is a validation failure.

// rawArgs reports whether e is the raw arguments, or a variable that holds
// them or their JSON encoding.
func (x *extractor) rawArgs(e ast.Expr) bool {
	e = ast.Unparen(unconverted(x.info, e)) // string(raw) is raw's text
	if x.h.Reader.ArgMap(x.info, e) {
		return true
	}
	if u, ok := e.(*ast.UnaryExpr); ok {
		return x.rawArgs(u.X)
	}
	if at, ok := x.h.Reader.(argText); ok && at.ArgText(x.info, e) {
		return true
	}
	obj := x.object(e)
	return obj != nil && (x.maps[obj] || x.encoded[obj])
}

// argText is a reader whose handlers are given the call's arguments as
// JSON text (a function-calling loop's call.Function.Arguments, eino's
// argumentsInJSON): ArgText reports whether e is that text.
type argText interface {
	ArgText(info *types.Info, e ast.Expr) bool
}

// extractedFromArgs reports whether call is a function of the package
// that computes one value from the raw arguments it is given and cannot
// fail (`code := extractCode(argumentsInJSON)`): what it returns is read
// from the arguments, though which argument is the function's business.
// A failure on it is a validation failure.
func (x *extractor) extractedFromArgs(call *ast.CallExpr) bool {
	fn, decl := x.localFunc(call)
	if fn == nil {
		return false
	}
	results := fn.Signature().Results()
	if results.Len() != 1 || resolve.IsError(results.At(0).Type()) {
		return false
	}
	if decl == nil {
		// Another package's function, when its fact says it decodes
		// what it is given there (any function of this package is its
		// own business; another package's, such as strings.TrimSpace,
		// is not, unless it decodes).
		f := x.importedDecoder(fn)
		return f != nil && f.Param >= 0 && f.Param < len(call.Args) && x.rawArgs(call.Args[f.Param])
	}
	for _, a := range call.Args {
		if x.rawArgs(a) {
			return true
		}
	}
	return false
}

// derivedCall records `a, _, _ := parseFlexibleDate(after)`: a function
// of the package that computes its first result from the one argument it
// is given (flow.Graph.Derived). lhs[0] holds a value of that argument,
// derived: comparing it with another argument's is a rule over both.
func (x *extractor) derivedCall(call *ast.CallExpr, lhs []ast.Expr) bool {
	if len(call.Args) != 1 || len(lhs) == 0 || x.found == nil || x.found.Flow == nil {
		return false
	}
	fn, decl := x.localFunc(call)
	if decl == nil {
		return false
	}
	b, ok := x.argOf(call.Args[0])
	if !ok || !x.found.Flow.Derived(fn) {
		return false
	}
	x.setVal(lhs[0], binding{arg: b.arg, norm: normDerived})
	return true
}

// encodeCall records `data, err := json.Marshal(args)`: data holds the
// arguments, encoded.
func (x *extractor) encodeCall(call *ast.CallExpr, lhs []ast.Expr) bool {
	if !resolve.IsCallTo(x.info, call, "encoding/json", "Marshal") || len(call.Args) != 1 || !x.rawArgs(call.Args[0]) {
		return false
	}
	if obj := x.object(lhs[0]); obj != nil {
		x.encoded[obj] = true
	}
	return true
}

// decodeCall records `err := decode(data, &v)`, a decoding of the raw
// arguments: json.Unmarshal, or a function of this package that hands a
// parameter to json.Unmarshal, given the arguments there.
func (x *extractor) decodeCall(call *ast.CallExpr, lhs []ast.Expr) bool {
	if len(lhs) == 0 || !x.decodes(call) {
		return false
	}
	obj := x.object(lhs[len(lhs)-1])
	if obj == nil || !resolve.IsError(obj.Type()) {
		return false
	}
	x.binds[obj] = true
	return true
}

func (x *extractor) decodes(call *ast.CallExpr) bool {
	if resolve.IsCallTo(x.info, call, "encoding/json", "Unmarshal") {
		return len(call.Args) == 2 && x.rawArgs(call.Args[0])
	}
	fn, decl := x.localFunc(call)
	if decl == nil || decl.Body == nil {
		// Another package's decoder, by its fact.
		f := x.importedDecoder(fn)
		if f == nil || f.Result {
			return false
		}
		if res := fn.Signature().Results(); res.Len() > 0 && resolve.IsError(res.At(res.Len()-1).Type()) {
			return f.Param < 0 || f.Param < len(call.Args) && x.rawArgs(call.Args[f.Param])
		}
		return false
	}
	ps := paramIndex(x.info, decl)
	for i, a := range call.Args {
		if !x.rawArgs(a) {
			continue
		}
		for obj, k := range ps {
			if k == i && unmarshals(x.info, decl.Body, obj) {
				return true
			}
		}
	}
	// A function that takes the request and decodes its arguments with
	// the library's binding (json.Unmarshal(req.Params.Arguments, &v)),
	// itself or through the package's functions it calls:
	// `args, err := decodeArgs(req)`.
	return x.bindsWithin(decl, maxDecodeDepth)
}

// maxDecodeDepth bounds how deep bindsWithin follows the package's
// functions.
const maxDecodeDepth = 3

// bindsWithin reports whether decl, a function failing with an error,
// binds the request's arguments as the library does, or calls a function
// of the package that does, depth functions deep at most.
func (x *extractor) bindsWithin(decl *ast.FuncDecl, depth int) bool {
	res := decl.Type.Results
	if depth == 0 || res == nil || len(res.List) == 0 || !resolve.IsError(x.info.TypeOf(res.List[len(res.List)-1].Type)) {
		return false
	}
	found := false
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok || found {
			return !found
		}
		if _, ok := x.h.Reader.Bind(x.info, call); ok {
			found = true
		} else if _, inner := x.localFunc(call); inner != nil && inner != decl && x.bindsWithin(inner, depth-1) {
			found = true
		}
		return !found
	})
	return found
}

// unmarshals reports whether body hands the variable v to json.Unmarshal
// as the data to decode.
func unmarshals(info *types.Info, body *ast.BlockStmt, v types.Object) bool {
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok && len(call.Args) == 2 {
			if resolve.IsCallTo(info, call, "encoding/json", "Unmarshal") && resolve.Object(info, unconverted(info, call.Args[0])) == v {
				found = true
			}
		}
		return !found
	})
	return found
}

// unconverted returns e without the conversions written around it: the
// text a function is given, decoded as json.Unmarshal([]byte(text), …).
func unconverted(info *types.Info, e ast.Expr) ast.Expr {
	for range 4 {
		call, ok := ast.Unparen(e).(*ast.CallExpr)
		if !ok || len(call.Args) != 1 {
			return e
		}
		if tv, ok := info.Types[call.Fun]; !ok || !tv.IsType() {
			return e
		}
		e = call.Args[0]
	}
	return e
}

// decodedResult records `in, err := parseArgs[T](args)`: a function of
// this package that decodes the arguments it is given into a struct and
// returns it first on every way out (json.Marshal of the parameter, then
// json.Unmarshal into the variable returned). in then holds every
// argument, and err is the decoding's (the arguments' fault).
func (x *extractor) decodedResult(call *ast.CallExpr, lhs []ast.Expr) bool {
	if len(lhs) != 2 {
		return false
	}
	in := x.object(lhs[0])
	if in == nil || !isStruct(in.Type()) {
		return false
	}
	fn, decl := x.localFunc(call)
	decoded := false
	if decl == nil {
		// Another package's decoder, by its fact.
		f := x.importedDecoder(fn)
		decoded = f != nil && f.Result && f.Param < len(call.Args) && x.rawArgs(call.Args[f.Param])
	} else {
		ps := paramIndex(x.info, decl)
		for i, a := range call.Args {
			if !x.rawArgs(a) {
				continue
			}
			for param, k := range ps {
				if k == i && returnsDecoded(x.info, decl.Body, param) {
					decoded = true
				}
			}
		}
	}
	if !decoded {
		return false
	}
	x.structs[in] = true
	if err := x.object(lhs[1]); err != nil && resolve.IsError(err.Type()) {
		x.binds[err] = true
	}
	return true
}

// DecodesFact says a function decodes the arguments of a tool call: a
// package calling it reads the call as it reads a decoder of its own
// (decodes, decodedResult), so that a failure on the decoding is the
// arguments' fault, and what it decodes them into holds every argument.
type DecodesFact struct {
	// Param is the parameter the function decodes when given the raw
	// arguments (json.Unmarshal of it, or of its JSON encoding); -1 for
	// one that binds the request's arguments itself, as the library does
	// (decodeArgs(req)).
	Param int
	// Result: the function returns what it decoded first, on every way
	// out (parseArgs[T](args) (T, error)); else its error, if it
	// returns one, is the decoding's (decode(data, &v) error), and a
	// single other result is computed from what it decoded
	// (extract(argumentsInJSON) string).
	Result bool
}

func (*DecodesFact) AFact() {}
func (f *DecodesFact) String() string {
	if f.Result {
		return "decodes(" + itoa(f.Param) + ", result)"
	}
	return "decodes(" + itoa(f.Param) + ")"
}

// importedDecoder returns the DecodesFact of another package's function,
// or nil.
func (x *extractor) importedDecoder(fn *types.Func) *DecodesFact {
	if fn == nil || fn.Pkg() == nil || x.helpers == nil || x.helpers.importFact == nil {
		return nil
	}
	var f DecodesFact
	if !x.helpers.importFact(fn.Origin(), &f) {
		return nil
	}
	return &f
}

// handles reports whether decl is a handler the package's tools pass
// found, registered or not.
func handles(found *tools.Result, decl *ast.FuncDecl) bool {
	for _, u := range found.Unregistered {
		if u.Handler != nil && u.Handler.Func == decl {
			return true
		}
	}
	for _, t := range found.Tools {
		for _, h := range t.Handlers {
			if h.Func == decl {
				return true
			}
		}
	}
	return false
}

// exportDecoder exports fn's DecodesFact when it decodes the arguments as
// decodes or decodedResult reads a function of the package: readers are
// the package's libraries' argument readers, for a function binding the
// request itself.
func exportDecoder(pass *analysis.Pass, x *extractor, fn *types.Func, decl *ast.FuncDecl, readers []model.ArgReader) {
	sig := fn.Signature()
	if sig.Results().Len() == 0 {
		return
	}
	failing := resolve.IsError(sig.Results().At(sig.Results().Len() - 1).Type())
	params := sig.Params()
	for k := range params.Len() {
		if failing && sig.Results().Len() == 2 && returnsDecoded(pass.TypesInfo, decl.Body, params.At(k)) {
			pass.ExportObjectFact(fn, &DecodesFact{Param: k, Result: true})
			return
		}
	}
	for k := range params.Len() {
		// decode(data, &v) error, or extract(argumentsInJSON) string:
		// one value computed from what it decodes.
		if unmarshals(pass.TypesInfo, decl.Body, params.At(k)) {
			pass.ExportObjectFact(fn, &DecodesFact{Param: k})
			return
		}
	}
	if !failing {
		return
	}
	if handles(x.found, decl) {
		// A handler binds the request too, but its error is its
		// whole answer's, not the decoding's.
		return
	}
	defer func(r model.ArgReader) { x.h.Reader = r }(x.h.Reader)
	for _, reader := range readers {
		x.h.Reader = reader
		if x.bindsWithin(decl, maxDecodeDepth) {
			pass.ExportObjectFact(fn, &DecodesFact{Param: -1})
			return
		}
	}
}

func isStruct(t types.Type) bool {
	_, ok := t.Underlying().(*types.Struct)
	return ok
}

// returnsDecoded reports whether body decodes param into a variable
// (json.Unmarshal(param, &out), or of param's JSON encoding, data :=
// json.Marshal(param)) that every return statement of body returns
// first.
func returnsDecoded(info *types.Info, body *ast.BlockStmt, param types.Object) bool {
	encoded := map[types.Object]bool{param: true}
	var out types.Object
	var returned []ast.Expr
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.AssignStmt:
			if len(n.Rhs) == 1 && len(n.Lhs) >= 1 {
				if call, isCall := ast.Unparen(n.Rhs[0]).(*ast.CallExpr); isCall && len(call.Args) == 1 &&
					resolve.IsCallTo(info, call, "encoding/json", "Marshal") && encoded[resolve.Object(info, call.Args[0])] {
					if v := resolve.Object(info, n.Lhs[0]); v != nil {
						encoded[v] = true
					}
				}
			}
		case *ast.CallExpr:
			if resolve.IsCallTo(info, n, "encoding/json", "Unmarshal") && len(n.Args) == 2 && encoded[resolve.Object(info, unconverted(info, n.Args[0]))] {
				if u, isAddr := ast.Unparen(n.Args[1]).(*ast.UnaryExpr); isAddr && u.Op == token.AND {
					out = resolve.Object(info, u.X)
				}
			}
		case *ast.ReturnStmt:
			if len(n.Results) == 0 {
				returned = append(returned, nil)
			} else {
				returned = append(returned, n.Results[0])
			}
		}
		return true
	})
	if out == nil || len(returned) == 0 {
		return false
	}
	for _, e := range returned {
		if e == nil || resolve.Object(info, e) != out {
			return false
		}
	}
	return true
}
