// Package fixtext renders the Go text of suggested fixes from AST nodes, so
// that every fix is gofmt-clean as inserted (gopls applies NewText verbatim).
package fixtext

import (
	"bytes"
	"go/ast"
	"go/constant"
	"go/format"
	"go/token"
	"strconv"
	"strings"
)

// Node prints n as gofmt would.
func Node(n ast.Node) (string, bool) {
	var buf bytes.Buffer
	if err := format.Node(&buf, token.NewFileSet(), n); err != nil {
		return "", false
	}
	return buf.String(), true
}

// List prints exprs separated by ", ".
func List(exprs []ast.Expr) (string, bool) {
	parts := make([]string, len(exprs))
	for i, e := range exprs {
		s, ok := Node(e)
		if !ok {
			return "", false
		}
		parts[i] = s
	}
	return strings.Join(parts, ", "), true
}

// String returns a string literal for s: a raw string when s has
// backslashes or double quotes (regular expressions and sentences quoting
// values read better so) and can be one, else an interpreted one.
func String(s string) *ast.BasicLit {
	return &ast.BasicLit{Kind: token.STRING, Value: Quote(s)}
}

// Quote is String's text.
func Quote(s string) string {
	if strings.ContainsAny(s, `\"`) && strconv.CanBackquote(s) {
		return "`" + s + "`"
	}
	return strconv.Quote(s)
}

// Number returns the shortest Go literal for an exact numeric constant:
// an integer when v is whole, else the shortest float that reads back as
// the same float64 (JSON numbers are float64 on every side).
func Number(v constant.Value) (ast.Expr, bool) {
	if v == nil {
		return nil, false
	}
	var lit string
	switch v.Kind() {
	case constant.Int:
		lit = v.ExactString()
	case constant.Float:
		if i := constant.ToInt(v); i.Kind() == constant.Int {
			lit = i.ExactString()
			break
		}
		f, _ := constant.Float64Val(v)
		lit = strconv.FormatFloat(f, 'g', -1, 64)
		if !strings.ContainsAny(lit, ".e") {
			lit += ".0"
		}
	default:
		return nil, false
	}
	if strings.HasPrefix(lit, "-") {
		return &ast.UnaryExpr{Op: token.SUB, X: &ast.BasicLit{Kind: basicKind(lit[1:]), Value: lit[1:]}}, true
	}
	return &ast.BasicLit{Kind: basicKind(lit), Value: lit}, true
}

func basicKind(lit string) token.Token {
	if strings.ContainsAny(lit, ".eE") {
		return token.FLOAT
	}
	return token.INT
}
