// Package realworldsdk: go-sdk typed handlers that default and clamp their
// input, and check it against what only the running server knows. None
// of it is a rule the schema could state.
package realworldsdk

import (
	"context"
	"errors"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type ListIn struct {
	Page    int       `json:"page,omitempty"`
	PerPage int       `json:"perPage,omitempty"`
	Region  string    `json:"region"`
	Team    string    `json:"team"`
	Since   time.Time `json:"since"`
}

// allowedRegions is loaded from the configuration at start-up.
var allowedRegions = map[string]bool{}

type store interface{ HasTeam(name string) bool }

var db store

func list(ctx context.Context, req *mcp.CallToolRequest, in ListIn) (*mcp.CallToolResult, any, error) {
	if in.Page < 1 { // a default
		in.Page = 1
	}
	if in.PerPage > 100 { // a clamp
		in.PerPage = 100
	}
	if !allowedRegions[in.Region] { // configuration
		return nil, nil, errors.New("unknown region")
	}
	if !db.HasTeam(in.Team) { // a database
		return nil, nil, errors.New("unknown team")
	}
	if in.Since.After(time.Now()) { // the clock
		return nil, nil, errors.New("since is in the future")
	}
	return nil, nil, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "list", Description: "Lists teams."}, list)
}
