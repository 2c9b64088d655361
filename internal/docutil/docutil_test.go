package docutil

import (
	"strings"
	"testing"
)

const doc = `// Copyright line that is not the package doc.

// Package p is an example.
//
// # Analyzer one
//
// one: the first analyzer
//
// It does one thing:
//
//	code()
//
// # Analyzer two
//
// two: the second
package p
`

func TestExtractDoc(t *testing.T) {
	one, err := ExtractDoc(doc, "one")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(one, "the first analyzer\n\nIt does one thing:\n\n\tcode()") || strings.Contains(one, "two") {
		t.Errorf("one = %q", one)
	}
	if two, _ := ExtractDoc(doc, "two"); two != "the second" {
		t.Errorf("two = %q", two)
	}
	if _, err := ExtractDoc(doc, "three"); err == nil {
		t.Error("no error for a missing section")
	}
}
