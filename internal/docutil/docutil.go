// Package docutil extracts one analyzer's documentation from a package doc
// comment that holds a "# Analyzer NAME" section per analyzer, the layout
// x/tools uses for its own passes (its helper is internal, so it is ported).
package docutil

import (
	"fmt"
	"strings"
	"sync"
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
	text, err := commentText(content)
	if err != nil {
		return "", err
	}
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

// last holds the comment text of the doc.go read last: every analyzer of a
// package reads the same one at init, and the start-up of each run, once
// per package under go vet, should pay for reading it once.
var last struct {
	sync.Mutex
	content, text string
}

// commentText returns the package doc comment of content, comment markers
// stripped.
func commentText(content string) (string, error) {
	last.Lock()
	defer last.Unlock()
	if content == last.content && last.text != "" {
		return last.text, nil
	}
	var lines []string
	for line := range strings.Lines(content) {
		line = strings.TrimRight(line, "\r\n")
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
	last.content, last.text = content, text
	return text, nil
}
