// Package predlib holds predicates another package's handlers call: one
// reading an argument through a reader of this package, one testing a
// rune, and one whose test another package cannot read.
package predlib

import (
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
)

// OptionalInt reads an integer argument.
func OptionalInt(req mcp.CallToolRequest, name string) int {
	return req.GetInt(name, 0)
}

// LimitOK reads limit through OptionalInt, which its callers import too.
func LimitOK(req mcp.CallToolRequest) bool {
	return !(OptionalInt(req, "limit") > 100)
}

// NoSpace tests for a rune.
func NoSpace(label string) bool {
	return !strings.ContainsRune(label, ' ')
}

// vowels is unexported: a caller cannot name it.
func vowels(s string) int {
	n := 0
	for _, r := range s {
		if strings.ContainsRune("aeiou", r) {
			n++
		}
	}
	return n
}

// Pronounceable calls vowels: no rule another package can read.
func Pronounceable(word string) bool {
	return vowels(word) > 0
}
