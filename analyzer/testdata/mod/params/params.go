// Package params reads tool arguments, as github-mcp-server's helpers do.
package params

import (
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
)

// Required returns the argument named p, which must be present.
func Required[T comparable](r mcp.CallToolRequest, p string) (T, error) { // want Required:`readsArg\(1\)`
	var zero T
	v, ok := r.GetArguments()[p].(T)
	if !ok {
		return zero, fmt.Errorf("missing required parameter: %s", p)
	}
	return v, nil
}

// OptionalInt returns the integer argument named p, or 0.
func OptionalInt(r mcp.CallToolRequest, p string) int { return r.GetInt(p, 0) } // want OptionalInt:`readsArg\(1\)`

// CheckRegion answers with the failure the model reads, or nil: its
// caller returns a non-nil one as its own.
func CheckRegion(region string) *mcp.CallToolResult { // want CheckRegion:`checks\(0, result: must end with "-1"\)` CheckRegion:`guards\(result: !strings.HasSuffix\(region, "-1"\)\)`
	if !strings.HasSuffix(region, "-1") {
		return mcp.NewToolResultError("region must end with -1")
	}
	return nil
}

// Search checks the value it is given, and an argument it reads itself.
func Search(q string, req mcp.CallToolRequest) error { // want Search:`guards\(len\(q\) > 80; !strings.HasPrefix\(req.GetString\("sku", ""\), "SKU-"\)\)` Search:`checks\(0: must be at most 80 bytes long\)`
	if len(q) > 80 {
		return fmt.Errorf("query too long")
	}
	if !strings.HasPrefix(req.GetString("sku", ""), "SKU-") {
		return fmt.Errorf("bad sku")
	}
	return nil
}

// FailWith builds the failure the model reads: msg alone when there is no
// cause.
func FailWith(msg string, err error) *mcp.CallToolResult { // want FailWith:`errorResult\(message 0\)`
	full := msg
	if err != nil {
		full = msg + ": " + err.Error()
	}
	return mcp.NewToolResultError(full)
}
