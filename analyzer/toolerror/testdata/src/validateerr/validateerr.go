// Package validateerr: a handler returning, as a Go error, the verdict of
// a validation helper of the package on a value it computed from an
// argument. The helper's guard checks what the model sent, so the failure
// is one the model should read.
package validateerr

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// cleaned is the query as the model sent it, without surrounding spaces.
func cleaned(args map[string]any) string {
	q, _ := args["query"].(string)
	return strings.TrimSpace(q)
}

func validateQuery(q string) error {
	if q == "" {
		return fmt.Errorf("query must not be blank")
	}
	return nil
}

var backendUp = true

func ready(up bool) error {
	if !up {
		return errors.New("search backend unavailable")
	}
	return nil
}

func search(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	q := cleaned(req.GetArguments())
	if err := validateQuery(q); err != nil {
		return nil, err // want `the model cannot read this failure`
	}
	if err := ready(backendUp); err != nil {
		return nil, err // the backend, not the arguments: reported only with -toolerror.all
	}
	return mcp.NewToolResultText(q), nil
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("search", mcp.WithString("query", mcp.Required())), search)
}
