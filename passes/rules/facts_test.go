package rules

import (
	"bytes"
	"encoding/gob"
	"go/token"
	"reflect"
	"testing"
)

// TestFactsGob: facts cross package boundaries gob-encoded (go vet's vetx
// files, gopls's cache); a fact that does not round-trip is lost.
func TestFactsGob(t *testing.T) {
	for _, f := range []any{
		&ReadsArgFact{NameParam: 1, Type: "string", ErrIndex: 1},
		&ChecksFact{Param: 0, Result: true, Rules: []FactRule{{
			Keywords: []FactConstraint{{Keyword: "pattern", Str: "^acct_"}, {Keyword: "maximum", Num: "0.5"}, {Keyword: "enum", Strs: []string{"a", "b"}}},
			Says:     "must start with \"acct_\"", Message: "bad", Constants: []string{"acct_"},
		}}},
	} {
		var buf bytes.Buffer
		if err := gob.NewEncoder(&buf).Encode(f); err != nil {
			t.Fatalf("encode %T: %v", f, err)
		}
		got := reflect.New(reflect.TypeOf(f).Elem()).Interface()
		if err := gob.NewDecoder(&buf).Decode(got); err != nil {
			t.Fatalf("decode %T: %v", f, err)
		}
		if !reflect.DeepEqual(got, f) {
			t.Errorf("round trip of %T: got %+v, want %+v", f, got, f)
		}
	}
	// And the summary survives the conversion to and from a fact.
	s := fromFact(&ChecksFact{Param: 2, Result: true, Rules: []FactRule{{Keywords: []FactConstraint{{Keyword: "maximum", Num: "0.5"}}}}})
	if back := toFact(token.NewFileSet(), s); back.Rules[0].Keywords[0].Num != "0.5" || back.Param != 2 || !back.Result {
		t.Errorf("summary round trip: %+v", back)
	}
}
