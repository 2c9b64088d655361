package rules

import (
	"go/ast"
	"go/types"

	"github.com/toolvet/toolvet/internal/resolve"
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
	e = ast.Unparen(e)
	if x.h.Reader.ArgMap(x.info, e) {
		return true
	}
	if u, ok := e.(*ast.UnaryExpr); ok {
		return x.rawArgs(u.X)
	}
	obj := x.object(e)
	return obj != nil && (x.maps[obj] || x.encoded[obj])
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
	_, decl := x.localFunc(call)
	if decl == nil || decl.Body == nil {
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
	return false
}

// unmarshals reports whether body hands the variable v to json.Unmarshal
// as the data to decode.
func unmarshals(info *types.Info, body *ast.BlockStmt, v types.Object) bool {
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok && len(call.Args) == 2 {
			if resolve.IsCallTo(info, call, "encoding/json", "Unmarshal") && resolve.Object(info, call.Args[0]) == v {
				found = true
			}
		}
		return !found
	})
	return found
}
