package joinedvalidate

import (
	"context"
	"errors"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// validateGet checks the id of the arguments it is given.
func validateGet(in GetIn) error {
	if !strings.HasPrefix(in.ID, "doc-") {
		return errors.New("id must start with doc-")
	}
	return nil
}

// getCopy normalises its arguments, then hands a copy to a helper: the
// copy's id is no longer what the model sent, there either.
func getCopy(ctx context.Context, req *mcp.CallToolRequest, in GetIn) (*mcp.CallToolResult, any, error) {
	in.normalize()
	c := in
	if err := validateGet(c); err != nil {
		return nil, nil, err
	}
	return nil, nil, nil
}

func RegisterCopies(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "getcopy"}, getCopy)
}
