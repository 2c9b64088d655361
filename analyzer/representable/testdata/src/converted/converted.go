// Package converted converts its decoded arguments into the struct the
// rest of its code works with, field by field, under other JSON names,
// and validates that struct: its checks on the fields copied from the
// arguments are rules on those arguments.
package converted

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type RuleArgs struct {
	Operation string         `json:"operation"`
	Title     string         `json:"title,omitempty"`
	OrgID     int64          `json:"org_id,omitempty"`
	Labels    map[string]any `json:"labels,omitempty"`
}

// createRule is what the API takes.
type createRule struct {
	Title  string            `json:"title"`
	OrgID  int64             `json:"orgID"`
	Labels map[string]string `json:"labels"`
	Source string            `json:"source"`
}

func (p createRule) validate() error {
	if p.Title == "" {
		return fmt.Errorf("title is required")
	}
	if p.OrgID <= 0 { // want `org_id must be at least 1, but the schema does not say so.*no fix: the code checks it only when operation is "create"`
		return fmt.Errorf("org_id must be greater than 0")
	}
	if p.Source != "mcp" { // set by the code: no rule
		return fmt.Errorf("bad source")
	}
	return nil
}

func toLabels(m map[string]any) (map[string]string, error) {
	b, err := json.Marshal(m)
	if err != nil {
		return nil, err
	}
	var out map[string]string
	return out, json.Unmarshal(b, &out)
}

func (a RuleArgs) toCreate() (createRule, error) {
	labels, err := toLabels(a.Labels)
	if err != nil {
		return createRule{}, fmt.Errorf("invalid labels: %w", err)
	}
	params := createRule{
		Title:  a.Title,
		OrgID:  a.OrgID,
		Labels: labels,
		Source: "mcp",
	}
	return params, nil
}

func (a RuleArgs) validate() error {
	switch a.Operation {
	case "list":
		return nil
	case "create":
		cp, err := a.toCreate()
		if err != nil {
			return err
		}
		return cp.validate()
	default: // want `operation must be one of "list", "create", but the schema does not say so`
		return fmt.Errorf("unknown operation %q", a.Operation)
	}
}

func manageRules(ctx context.Context, req *mcp.CallToolRequest, args RuleArgs) (*mcp.CallToolResult, any, error) {
	if err := args.validate(); err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}, nil, nil
	}
	return &mcp.CallToolResult{}, nil, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "manage_rules", Description: "Manages alert rules. To create one, title must be set."}, manageRules)
}
