// Package predlib holds predicates another package's handlers call: one
// reading an argument through a reader of this package, one testing a
// rune, one whose test another package cannot read, one on the name of
// the tool called, one over the parts of a list, one on a verdict, and a
// guard helper testing through a predicate of its own.
package predlib

import (
	"errors"
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

// IsCompact says whether the call is of the tool "compact": a handler
// serving several tools dispatches on it.
func IsCompact(req mcp.CallToolRequest) bool {
	return req.Params.Name == "compact"
}

// FewLabels allows at most 5 labels separated by commas.
func FewLabels(req mcp.CallToolRequest) bool {
	return len(strings.Split(req.GetString("labels", ""), ",")) <= 5
}

// Inside is the predicate RequireInside tests through.
func Inside(outside bool) bool {
	return !(outside)
}

// RequireInside fails when its caller's condition says the value is
// outside its range.
func RequireInside(outside bool) error {
	if !Inside(outside) {
		return errors.New("size must be between 10 and 500")
	}
	return nil
}

// CheckOwner answers with the error result, or nil for a good owner.
func CheckOwner(owner string) *mcp.CallToolResult {
	if !strings.HasPrefix(owner, "own_") {
		return mcp.NewToolResultError("owner must start with own_")
	}
	return nil
}

// Failed says whether CheckOwner's answer is a failure.
func Failed(res *mcp.CallToolResult) bool {
	return res != nil
}

// Rehearsal reads dryRun: a mode of the tool.
func Rehearsal(req mcp.CallToolRequest) bool {
	return req.GetInt("dryRun", 0) > 5
}

// Quiet reads verbose, and is no reader of it: it returns no value of
// the argument.
func Quiet(req mcp.CallToolRequest) bool {
	return !req.GetBool("verbose", false)
}

// Absent is false when a lookup found the argument.
func Absent(ok bool) bool {
	return !(ok)
}

// Deep calls itself: a caller reads its text a bounded number of times.
func Deep(req mcp.CallToolRequest, n int) bool {
	return n <= 0 || req.GetInt("level", 0) > n && Deep(req, n-1)
}
