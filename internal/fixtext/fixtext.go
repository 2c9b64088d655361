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

	"golang.org/x/tools/go/analysis"
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

// DeleteImport returns the edit that removes spec from file: its line in a
// parenthesised import block, or the whole declaration when it is the only
// spec. ok is false for layouts it does not handle (several specs on one
// line, comments on the spec's line).
func DeleteImport(tf *token.File, file *ast.File, spec *ast.ImportSpec) (analysis.TextEdit, bool) {
	for _, decl := range file.Decls {
		gd, isGen := decl.(*ast.GenDecl)
		if !isGen || gd.Tok != token.IMPORT {
			continue
		}
		for _, s := range gd.Specs {
			if s != spec {
				continue
			}
			if len(gd.Specs) == 1 {
				return wholeLines(tf, gd.Pos(), gd.End())
			}
			if spec.Doc != nil || spec.Comment != nil {
				return analysis.TextEdit{}, false
			}
			for _, other := range gd.Specs {
				if other != spec && tf.Line(other.Pos()) == tf.Line(spec.Pos()) {
					return analysis.TextEdit{}, false
				}
			}
			return wholeLines(tf, spec.Pos(), spec.End())
		}
	}
	return analysis.TextEdit{}, false
}

// wholeLines returns the edit deleting the lines from pos to end, newline
// included.
func wholeLines(tf *token.File, pos, end token.Pos) (analysis.TextEdit, bool) {
	start := tf.LineStart(tf.Line(pos))
	last := tf.Line(end)
	var stop token.Pos
	if last < tf.LineCount() {
		stop = tf.LineStart(last + 1)
	} else {
		stop = token.Pos(tf.Base() + tf.Size())
	}
	return analysis.TextEdit{Pos: start, End: stop}, true
}
