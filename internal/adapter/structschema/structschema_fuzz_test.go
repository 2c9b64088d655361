package structschema

import (
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// FuzzSplitJoin: joinOptions is splitOptions' inverse. The options come
// from the fuzzer's string split on NUL (an option list of one or more
// options); the string itself is also read as a tag value.
func FuzzSplitJoin(f *testing.F) {
	for _, s := range []string{
		"", "required", "pattern=^[a-z]{3,8}$", "minLength=1\x00pattern=^acct_",
		`pattern=^a\,b$`, `a\`, `\,`, ",", ",,\x00,", `description=a, b\, c`, "enum=a\x00enum=b,c\x00",
		`x\\,y`, "\x00", `a\b`, `\\`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		opts := strings.Split(s, "\x00")
		if joined, ok := joinOptions(opts); ok {
			if got := splitOptions(joined); !slices.Equal(got, opts) {
				t.Fatalf("splitOptions(joinOptions(%q)) = %q (joined %q)", opts, got, joined)
			}
		} else if !slices.ContainsFunc(opts, func(o string) bool { return strings.HasSuffix(o, `\`) }) {
			t.Fatalf("joinOptions(%q) failed, but no option ends in a backslash", opts)
		}
		// A tag value read and written back is unchanged.
		parts := splitOptions(s)
		if len(parts) == 0 {
			t.Fatalf("splitOptions(%q) is empty", s)
		}
		if back, ok := joinOptions(parts); ok && back != s {
			t.Fatalf("joinOptions(splitOptions(%q)) = %q (options %q)", s, back, parts)
		}
	})
}

// FuzzSetTagKey: setTagKey sets the jsonschema key and leaves every other
// key alone.
//
// Its callers (Describe, declareInvopop, retag) take present from
// reflect.StructTag.Lookup, as here, and accept the result only when it
// is non-empty and reads back the value they set. So:
//
//   - on a well-formed tag (every key:"value" pair parses, as go vet's
//     structtag check wants), a non-empty result reads back value and
//     keeps the other keys;
//   - on any tag, a result the callers accept keeps the other keys:
//     a malformed tag may be refused, never silently damaged.
func FuzzSetTagKey(f *testing.F) {
	for _, s := range [][2]string{
		{``, "Destination account"},
		{`json:"accountId"`, "Must not be empty."},
		{`json:"amount" jsonschema:"minimum=1"`, "minimum=1,maximum=5000"},
		{`json:"a,omitempty" jsonschema:"description=x" validate:"required"`, `pattern=^a\,b$`},
		{`jsonschema:"old" json:"a"`, `with "quotes" and \ backslash`},
		{`json:"a"   `, "x"},
		{`xjsonschema:"no" jsonschema:"yes" validate:"min=1"`, "v"},
		{`jsonschema:"a" jsonschema:"b"`, "c"},
		{`json:"a jsonschema:b" jsonschema:"old" validate:"x"`, "v"},
		{`json:"a"validate:"b" jsonschema:"c"`, "d"},
		{`jsonschema:"unterminated`, "v"},
		{`json:"a" bad`, "v"},
		{"json:\"a\"\tvalidate:\"b\"", "v"},
		{"jsonschema:\"\xff\"", "\u00e9\x00"},
	} {
		f.Add(s[0], s[1])
	}
	f.Fuzz(func(t *testing.T, tag, value string) {
		st := reflect.StructTag(tag)
		_, present := st.Lookup("jsonschema")
		got := setTagKey(tag, "jsonschema", value, present)
		if got == "" {
			return // refused
		}
		nt := reflect.StructTag(got)
		readsBack := nt.Get("jsonschema") == value
		if wellFormed(tag) {
			if !readsBack {
				t.Fatalf("setTagKey(%q, jsonschema, %q) = %q: jsonschema reads %q", tag, value, got, nt.Get("jsonschema"))
			}
			if !wellFormed(got) {
				t.Fatalf("setTagKey(%q, jsonschema, %q) = %q: no longer well formed", tag, value, got)
			}
		}
		if !readsBack {
			return // the callers refuse it
		}
		for _, key := range []string{"json", "validate", "jsonschema_description", "xjsonschema"} {
			v0, ok0 := st.Lookup(key)
			v1, ok1 := nt.Lookup(key)
			if v0 != v1 || ok0 != ok1 {
				t.Fatalf("setTagKey(%q, jsonschema, %q) = %q: %s was %q (%v), now %q (%v)", tag, value, got, key, v0, ok0, v1, ok1)
			}
		}
	})
}

// wellFormed reports whether tag is a sequence of key:"value" pairs,
// separated by spaces, each value a valid Go string literal, and no key
// twice: the conventional format reflect.StructTag documents and go vet's
// structtag check enforces.
func wellFormed(tag string) bool {
	seen := make(map[string]bool)
	for {
		tag = strings.TrimLeft(tag, " ")
		if tag == "" {
			return true
		}
		i := 0
		for i < len(tag) && tag[i] > ' ' && tag[i] != ':' && tag[i] != '"' && tag[i] != 0x7f {
			i++
		}
		if i == 0 || i+1 >= len(tag) || tag[i] != ':' || tag[i+1] != '"' {
			return false
		}
		key := tag[:i]
		if seen[key] {
			return false
		}
		seen[key] = true
		q, err := strconv.QuotedPrefix(tag[i+1:])
		if err != nil || q[0] != '"' {
			return false
		}
		tag = tag[i+1+len(q):]
		if tag != "" && tag[0] != ' ' {
			return false // pairs are separated by spaces
		}
	}
}
