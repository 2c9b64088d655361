// Package callbacks: a go-sdk handler whose checks are written in a
// closure it hands a function of the package, which fails when the
// closure does (a store's compare-and-swap, a transaction).
package callbacks

import (
	"context"
	"errors"
	"fmt"
	"sync"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type session struct{ steps []string }

type store struct {
	mu       sync.Mutex
	sessions map[string]*session
}

// update applies change to a copy of the session and keeps it unless
// change fails.
func (s *store) update(id string, change func(*session) (*session, error)) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	cur, ok := s.sessions[id]
	if !ok {
		return fmt.Errorf("no session %s", id)
	}
	next, err := change(cur)
	if err != nil {
		return fmt.Errorf("update %s: %w", id, err)
	}
	s.sessions[id] = next
	return nil
}

// each calls visit on every session and logs its failures: it never
// fails.
func (s *store) each(visit func(*session) error) error {
	for _, sess := range s.sessions {
		if err := visit(sess); err != nil {
			fmt.Println(err)
		}
	}
	return nil
}

var db = &store{sessions: map[string]*session{}}

type ReviseIn struct {
	Session string `json:"session"`
	Step    *int   `json:"step,omitempty"`
	Text    string `json:"text"`
}

func revise(ctx context.Context, req *mcp.CallToolRequest, in ReviseIn) (*mcp.CallToolResult, any, error) {
	if in.Step != nil {
		err := db.update(in.Session, func(s *session) (*session, error) {
			i := *in.Step - 1
			if i < 0 || i >= len(s.steps) { // want `step must be at least 1, but the schema does not say so`
				return nil, fmt.Errorf("invalid step %d", *in.Step)
			}
			s.steps[i] = in.Text
			return s, nil
		})
		if err != nil {
			return nil, nil, err
		}
	}
	return nil, nil, nil
}

type TagIn struct {
	Tag string `json:"tag"`
}

// tag's closure fails, but each swallows the failure: no rule.
func tag(ctx context.Context, req *mcp.CallToolRequest, in TagIn) (*mcp.CallToolResult, any, error) {
	err := db.each(func(s *session) error {
		if len(in.Tag) > 20 {
			return errors.New("tag too long")
		}
		return nil
	})
	if err != nil {
		return nil, nil, err
	}
	return nil, nil, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "revise", Description: "Revises a step."}, revise)
	mcp.AddTool(s, &mcp.Tool{Name: "tag", Description: "Tags sessions."}, tag)
}
