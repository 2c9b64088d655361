package rules

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"

	"github.com/toolvet/toolvet/internal/resolve"
)

// Defaults before checks. A handler often gives an argument its default
// where it was left out, then checks the value:
//
//	if args.Limit == 0 { args.Limit = 15 }
//	if args.Limit > 100 { fail }
//
// The write does not make the value something else than the argument for
// every call: only the zero value is replaced, so the check is still a rule
// on every other value (maximum 100), one that lets the zero value through
// (as a check under `if limit != 0` does: acceptZero).

// defaultWrite is the write of a default: `v = D` as the whole body of
// `if v == zero`.
type defaultWrite struct {
	obj   types.Object // the variable, or the struct variable of v.F
	field string       // F, or "" for a variable
	zero  string       // zeroEmpty or zeroNum; "" for nil, which no keyword lets through
}

// defaults returns the default writes of the handler, by the position of
// their left-hand side.
func (x *extractor) defaults() map[token.Pos]defaultWrite {
	if x.defaultWrites != nil {
		return x.defaultWrites
	}
	x.defaultWrites = make(map[token.Pos]defaultWrite)
	ast.Inspect(x.h.Body(), func(n ast.Node) bool {
		s, ok := n.(*ast.IfStmt)
		if !ok || s.Init != nil || s.Else != nil || len(s.Body.List) != 1 {
			return true
		}
		as, ok := s.Body.List[0].(*ast.AssignStmt)
		if !ok || as.Tok != token.ASSIGN || len(as.Lhs) != 1 || len(as.Rhs) != 1 {
			return true
		}
		cond, ok := ast.Unparen(s.Cond).(*ast.BinaryExpr)
		if !ok || cond.Op != token.EQL {
			return true
		}
		v, z := ast.Unparen(cond.X), ast.Unparen(cond.Y)
		if x.constant(v) != nil || isNil(x.info, v) {
			v, z = z, v
		}
		empty, isEmpty := x.emptyLength(cond) // len(v) == 0: v == ""
		if isEmpty {
			v = ast.Unparen(empty)
		}
		obj, field, ok := x.place(v)
		if lobj, lfield, lok := x.place(as.Lhs[0]); !ok || !lok || lobj != obj || lfield != field {
			return true
		}
		var zero string
		switch c := x.constant(z); {
		case isEmpty:
			zero = zeroEmpty
		case isNil(x.info, z):
		case c != nil && c.Kind() == constant.String && constant.StringVal(c) == "":
			zero = zeroEmpty
		case c != nil && isZero(c):
			zero = zeroNum
		default:
			return true // `if v == 5 { v = 6 }` changes a value the model may send
		}
		x.defaultWrites[as.Lhs[0].Pos()] = defaultWrite{obj: obj, field: field, zero: zero}
		return true
	})
	return x.defaultWrites
}

// place returns what e names: a variable, or the field F of a variable v.F.
func (x *extractor) place(e ast.Expr) (types.Object, string, bool) {
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident:
		obj := x.info.Uses[e]
		return obj, "", obj != nil
	case *ast.SelectorExpr:
		id, ok := ast.Unparen(e.X).(*ast.Ident)
		if !ok {
			return nil, "", false
		}
		if sel, ok := x.info.Selections[e]; !ok || sel.Kind() != types.FieldVal {
			return nil, "", false
		}
		obj := x.info.Uses[id]
		return obj, e.Sel.Name, obj != nil
	}
	return nil, "", false
}

// defaultedBefore returns the default writes of obj (field: of obj.field)
// before pos, and the zero value they replace.
func (x *extractor) defaultedBefore(obj types.Object, field string, pos token.Pos) (writes []token.Pos, zero string) {
	for at, d := range x.defaults() {
		if d.obj == obj && d.field == field && at < pos {
			writes = append(writes, at)
			if d.zero != "" {
				zero = d.zero
			}
		}
	}
	return writes, zero
}

// zeroIn returns the zero value a default lets through unchecked for the
// argument e reads, if any.
func (x *extractor) zeroIn(e ast.Expr) string {
	zero := ""
	ast.Inspect(e, func(n ast.Node) bool {
		ex, ok := n.(ast.Expr)
		if !ok {
			return true
		}
		if b, ok := x.argOf(ex); ok {
			if b.zero != "" {
				zero = b.zero
			}
			return false
		}
		return true
	})
	return zero
}

// presentBinding reads `if ok && s != "" { v = s }` (s an argument, the
// condition only its presence): v is the argument where one is sent, and
// its default otherwise, which checks on v let through.
func (x *extractor) presentBinding(s ast.Stmt) (types.Object, binding, bool) {
	is, ok := s.(*ast.IfStmt)
	if !ok || is.Else != nil || len(is.Body.List) != 1 {
		return nil, binding{}, false
	}
	as, ok := is.Body.List[0].(*ast.AssignStmt)
	if !ok || as.Tok != token.ASSIGN || len(as.Lhs) != 1 || len(as.Rhs) != 1 {
		return nil, binding{}, false
	}
	v, ok := ast.Unparen(as.Lhs[0]).(*ast.Ident)
	if !ok || x.info.Uses[v] == nil {
		return nil, binding{}, false
	}
	b, ok := x.argOf(as.Rhs[0])
	if !ok {
		return nil, binding{}, false
	}
	zero := ""
	for _, c := range resolve.Conjuncts(is.Cond) {
		args := x.argsIn(c)
		if len(args) != 1 || args[0] != b.arg {
			return nil, binding{}, false
		}
		k, ok := x.presenceKind(c)
		if !ok {
			return nil, binding{}, false
		}
		if k != "" {
			zero = k
		}
	}
	b.at, b.from, b.zero = v.Pos(), is.Pos(), zero
	return x.info.Uses[v], b, true
}
