package ignore

import (
	"slices"
	"testing"
)

// TestDirectiveNames: a first word naming an analyzer is a list of
// analyzers, any other first word starts the reason; the first analyzer
// named answers for the directive's text, the first of AnalyzerNames for
// a directive naming none.
func TestDirectiveNames(t *testing.T) {
	for _, tc := range []struct {
		text       string
		names      []string
		reasoned   bool
		answeredBy string
	}{
		{"", nil, false, "representable"},
		{" checked downstream", nil, true, "representable"},
		{" toolerror", []string{"toolerror"}, false, "toolerror"},
		{" crossfield,toolerror our client reads JSON-RPC errors", []string{"crossfield", "toolerror"}, true, "crossfield"},
		{"\tnosuch,strictschema why", []string{"nosuch", "strictschema"}, true, "strictschema"},
	} {
		names, reasoned := directiveNames(tc.text)
		if !slices.Equal(names, tc.names) || reasoned != tc.reasoned {
			t.Errorf("directiveNames(%q) = %q, %v; want %q, %v", tc.text, names, reasoned, tc.names, tc.reasoned)
		}
		if got := (&Directive{Names: names}).answeredBy(); got != tc.answeredBy {
			t.Errorf("%q: answered by %s, want %s", tc.text, got, tc.answeredBy)
		}
	}
}
