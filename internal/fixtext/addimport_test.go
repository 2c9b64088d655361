package fixtext

import (
	"go/format"
	"testing"

	"golang.org/x/tools/go/analysis"
)

func TestAddImport(t *testing.T) {
	for _, tt := range []struct {
		name, imports, path, want string
	}{
		{"into the std group, sorted",
			"import (\n\t\"context\"\n\t\"fmt\"\n\n\t\"example.com/x\"\n)\n", "errors",
			"import (\n\t\"context\"\n\t\"errors\"\n\t\"fmt\"\n\n\t\"example.com/x\"\n)\n"},
		{"at the end of the std group",
			"import (\n\t\"context\" // ctx\n\n\t\"example.com/x\"\n)\n", "errors",
			"import (\n\t\"context\" // ctx\n\t\"errors\"\n\n\t\"example.com/x\"\n)\n"},
		{"before a spec's doc comment",
			"import (\n\t\"context\"\n\t// fmt prints\n\t\"fmt\"\n)\n", "errors",
			"import (\n\t\"context\"\n\t\"errors\"\n\t// fmt prints\n\t\"fmt\"\n)\n"},
		{"a new std group first",
			"import (\n\t\"example.com/x\"\n\tz \"example.com/z\"\n)\n", "errors",
			"import (\n\t\"errors\"\n\n\t\"example.com/x\"\n\tz \"example.com/z\"\n)\n"},
		{"a new non-std group last",
			"import (\n\t\"fmt\"\n)\n", "example.com/x",
			"import (\n\t\"fmt\"\n\n\t\"example.com/x\"\n)\n"},
		{"a single import",
			"import \"example.com/x\"\n", "errors",
			"import (\n\t\"errors\"\n\n\t\"example.com/x\"\n)\n"},
		{"not into import \"C\"",
			"// #include <stdio.h>\nimport \"C\"\n\nimport \"fmt\"\n", "errors",
			"// #include <stdio.h>\nimport \"C\"\n\nimport (\n\t\"errors\"\n\t\"fmt\"\n)\n"},
		{"a single std import",
			"import \"fmt\"\n", "errors",
			"import (\n\t\"errors\"\n\t\"fmt\"\n)\n"},
	} {
		src := "package p\n\n" + tt.imports + "\nvar _ = 1\n"
		_, tf, f := parse(t, src)
		edit, ok := AddImport(tf, f, tt.path)
		if !ok {
			t.Errorf("%s: AddImport refused", tt.name)
			continue
		}
		got := apply(t, tf, src, []analysis.TextEdit{edit})
		if want := "package p\n\n" + tt.want + "\nvar _ = 1\n"; got != want {
			t.Errorf("%s: got\n%s\nwant\n%s", tt.name, got, want)
		}
		if clean, _ := format.Source([]byte(got)); string(clean) != got {
			t.Errorf("%s: not gofmt-clean:\n%s", tt.name, got)
		}
	}
	_, tf, f := parse(t, "package p\n\nvar _ = 1\n")
	if _, ok := AddImport(tf, f, "errors"); ok {
		t.Error("AddImport edited a file without imports")
	}
}
