package rules

import (
	"go/ast"
	"go/token"

	"github.com/toolvet/toolvet/internal/model"
)

// Code that accepts a value in several formats tries one parse after
// another, returning on the first that succeeds, and fails when none did:
//
//	t, err := time.Parse(time.RFC3339, s)
//	if err == nil {
//		return t, nil
//	}
//	t, err = time.Parse("2006-01-02", s)
//	if err == nil {
//		return t, nil
//	}
//	return time.Time{}, fmt.Errorf("invalid timestamp %q", s)
//
// Each successful parse is an alternative (accepted); the failure after
// them is the rule that the value be in one of their formats
// (model.AnyFormat), however the last alternative is tested.

// anyFormatNoFix says why a rule of several formats has no fix.
const anyFormatNoFix = "a value in any of several formats is an anyOf of format schemas, which no library's option for one argument writes"

// alternativesNote says where the formats tried are: no one line is the
// check, so a helper's rule of them is reported at the guard that calls it.
const alternativesNote = "the first of the formats tried"

// alternative is a format a parse of an argument accepted on a way out
// that succeeds.
type alternative struct {
	format   string
	cond     ast.Expr // the test of the parse's error
	explicit bool     // the parse names a format (otherwise: no keyword)
}

// acceptParse records s when it is `if err == nil { return … }` (or
// `if v, err := parse(…); err == nil`) on the error of parsing an argument,
// its body a way out that succeeds. It reports whether it did.
func (x *extractor) acceptParse(s ast.Stmt) bool {
	is, ok := s.(*ast.IfStmt)
	if !ok || is.Else != nil || len(is.Body.List) == 0 {
		return false
	}
	ret, ok := is.Body.List[len(is.Body.List)-1].(*ast.ReturnStmt)
	if !ok {
		return false
	}
	if _, fails := x.fails(ret); fails {
		return false
	}
	// `ok := err == nil; if ok {…}` reads as the comparison.
	be, ok := ast.Unparen(x.expand(is.Cond, 0)).(*ast.BinaryExpr)
	if !ok || be.Op != token.EQL || !isNil(x.info, ast.Unparen(be.Y)) {
		return false
	}
	id, ok := ast.Unparen(be.X).(*ast.Ident)
	if !ok {
		return false
	}
	p, ok := x.formats[x.info.Uses[id]]
	if !ok {
		return false
	}
	if x.accepted == nil {
		x.accepted = make(map[string][]alternative)
	}
	x.accepted[p.arg] = append(x.accepted[p.arg], alternative{format: p.format, cond: is.Cond, explicit: p.format != ""})
	return true
}

// anyFormat returns the keyword a failure after the alternatives accepted
// for arg, and a last parse in format last ("" when the failure tests no
// parse), states: a format, or the formats of which the value is in one.
// ok is false when some alternative names no format.
func (x *extractor) anyFormat(arg, last string) (c model.Constraint, ok bool) {
	var formats []string
	for _, a := range x.accepted[arg] {
		if !a.explicit {
			return model.Constraint{}, false
		}
		formats = append(formats, a.format)
	}
	if last != "" {
		formats = append(formats, last)
	}
	switch len(formats) {
	case 0:
		return model.Constraint{}, false
	case 1:
		return model.Constraint{Keyword: model.Format, Str: formats[0]}, true
	}
	return model.Constraint{Keyword: model.AnyFormat, Strs: formats}, true
}

// failAfterAlternatives reads a failure reached when every alternative
// failed (`return time.Time{}, fmt.Errorf(…)` after them): the rule that
// the argument be in one of their formats, at the first alternative's
// test. It reports whether there were alternatives.
func (x *extractor) failAfterAlternatives(msg string) bool {
	if len(x.accepted) != 1 {
		return false
	}
	for arg, alts := range x.accepted {
		c, ok := x.anyFormat(arg, "")
		if !ok {
			return true
		}
		first := alts[0].cond
		r := &model.Rule{Args: []string{arg}, Pos: first.Pos(), End: first.End(), Check: render(first), Message: msg}
		set(r, c.Says(), c)
		if c.Keyword == model.AnyFormat {
			r.NoFix = anyFormatNoFix
		}
		r.OriginNote = alternativesNote
		x.add(r)
	}
	return true
}
