package adapter

import (
	"go/ast"
	"go/token"

	"golang.org/x/tools/go/analysis"

	"github.com/toolvet/toolvet/internal/fixtext"
	"github.com/toolvet/toolvet/internal/model"
)

// StringAnchor is the model.TextAnchor of a description written as one
// string constant expression (a literal, or literals joined with +):
// sentences are appended inside it. It appends nothing when the text the
// model reads is not known.
type StringAnchor struct {
	file *token.File
	arg  ast.Expr
	text model.Text
}

// NewStringAnchor returns the anchor of arg, whose value is text.
func NewStringAnchor(fset *token.FileSet, arg ast.Expr, text model.Text) *StringAnchor {
	return &StringAnchor{file: fset.File(arg.Pos()), arg: arg, text: text}
}

func (d *StringAnchor) File() *token.File { return d.file }

func (d *StringAnchor) Append(text string) ([]analysis.TextEdit, bool) {
	if !d.text.Known {
		return nil, false
	}
	return []analysis.TextEdit{fixtext.AppendSentences(d.arg, d.text.Value, text)}, true
}
