// Package docutil extracts one analyzer's documentation from a package doc
// comment that holds a "# Analyzer NAME" section per analyzer, the layout
// x/tools uses for its own passes (its helper is internal, so it is ported).
package docutil

import (
	"fmt"
	"strings"
)

// MustExtractDoc returns the text of the "# Analyzer name" section of the
// package doc comment in content (the source of a doc.go file). The first
// line of the section is the analyzer's one-line summary. It panics if the
// section is missing, which a test catches at init.
func MustExtractDoc(content, name string) string {
	doc, err := ExtractDoc(content, name)
	if err != nil {
		panic(err)
	}
	return doc
}

// ExtractDoc is MustExtractDoc returning an error. It reads the leading
// // comment lines by hand rather than with go/parser: every run of the
// tool does this at start-up, once per package under go vet.
func ExtractDoc(content, name string) (string, error) {
	if content == "" {
		return "", fmt.Errorf("empty doc.go content")
	}
	var lines []string
	for _, line := range strings.Split(content, "\n") {
		line = strings.TrimRight(line, "\r")
		if strings.HasPrefix(line, "package ") {
			break
		}
		text, ok := strings.CutPrefix(line, "//")
		if !ok {
			lines = lines[:0] // a comment not attached to the package clause
			continue
		}
		text = strings.TrimPrefix(text, " ")
		lines = append(lines, strings.TrimRight(text, " \t"))
	}
	if len(lines) == 0 {
		return "", fmt.Errorf("doc.go has no package doc comment")
	}
	text := strings.Join(lines, "\n") + "\n"
	heading := "# Analyzer " + name
	_, section, ok := strings.Cut(text, heading+"\n")
	if !ok {
		return "", fmt.Errorf("package doc has no %q section", heading)
	}
	if end := strings.Index(section, "\n# "); end >= 0 {
		section = section[:end]
	}
	section = strings.TrimSpace(section)
	// The first line is "name: summary"; keep the summary as the first line.
	if s, ok := strings.CutPrefix(section, name+": "); ok {
		section = s
	}
	return section, nil
}
