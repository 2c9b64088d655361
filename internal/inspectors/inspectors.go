// Package inspectors indexes a package's files for cursor traversal with
// x/tools' inspector, split so that no inspector outgrows the event list
// x/tools preallocates for it.
//
// inspector.New sizes its event list from the files' extent but caps the
// estimate at a million events. A package past that (one file set of
// 5,000 generated tools holds 1.9 million) grows the list by copying,
// which cost more than a third of toolvet's own work on that package (1.5 s
// of a profile, against 0.1 s for the same files split in groups under the
// cap). A package under the cap, which is nearly every package, gets one
// inspector, exactly as inspector.New would build it.
package inspectors

import (
	"go/ast"
	"go/token"
	"iter"

	"golang.org/x/tools/go/ast/inspector"
)

// maxExtent is the extent of source (bytes between a file's first and last
// declaration) one inspector indexes at most: inspector.New estimates a
// third of an event per byte (its estimate for net/http), and stops
// preallocating at a million events.
const maxExtent = 1_000_000

// Set is a package's files, indexed by one inspector per group of files.
type Set struct {
	groups []group
}

type group struct {
	files []*ast.File
	in    *inspector.Inspector
}

// New indexes files, in their order.
func New(files []*ast.File) *Set { return split(files, maxExtent) }

// split indexes files in groups of at most max bytes of extent (a file
// larger than that is a group of its own).
func split(files []*ast.File, max int) *Set {
	s := new(Set)
	var from, extent int
	flush := func(to int) {
		if to > from {
			s.groups = append(s.groups, group{files[from:to], inspector.New(files[from:to])})
		}
		from, extent = to, 0
	}
	for i, f := range files {
		e := int(f.End() - f.Pos())
		if extent > 0 && extent+e > max {
			flush(i)
		}
		extent += e
	}
	flush(len(files))
	return s
}

// Preorder yields, in the files' order, a cursor for each node of one of
// the given types (every node when none is given), as
// inspector.Cursor.Preorder does on the root of one inspector.
func (s *Set) Preorder(types ...ast.Node) iter.Seq[inspector.Cursor] {
	return func(yield func(inspector.Cursor) bool) {
		for _, g := range s.groups {
			for cur := range g.in.Root().Preorder(types...) {
				if !yield(cur) {
					return
				}
			}
		}
	}
}

// FindNode returns the cursor of n, if n is a node of the files.
func (s *Set) FindNode(n ast.Node) (inspector.Cursor, bool) {
	if in := s.holding(n.Pos()); in != nil {
		return in.Root().FindNode(n)
	}
	return inspector.Cursor{}, false
}

// FindByPos returns the cursor of the innermost node enclosing the range
// [start, end), as inspector.Cursor.FindByPos does.
func (s *Set) FindByPos(start, end token.Pos) (inspector.Cursor, bool) {
	if in := s.holding(start); in != nil {
		return in.Root().FindByPos(start, end)
	}
	return inspector.Cursor{}, false
}

// holding returns the inspector of the group whose files hold pos. (A
// package's files need not be in the order of their positions: the loader
// parses them in parallel.)
func (s *Set) holding(pos token.Pos) *inspector.Inspector {
	if len(s.groups) == 1 {
		return s.groups[0].in
	}
	for _, g := range s.groups {
		for _, f := range g.files {
			if f.FileStart <= pos && pos <= f.FileEnd {
				return g.in
			}
		}
	}
	return nil
}
