// Package convtools defines its tools through package mcpconv's
// constructors, which reflect each tool's schema from its handler's input
// type at run time (the shape of mcp-grafana's tools package).
package convtools

import (
	"context"
	"errors"
	"strings"

	"example.com/convmod/mcpconv"

	"github.com/mark3labs/mcp-go/mcp"
)

// OrgScope is embedded in several tools' parameters.
type OrgScope struct {
	OrgID int `json:"orgId,omitempty" jsonschema:"description=The organization"`
}

type ListDatasourcesParams struct {
	Type  string `json:"type,omitempty" jsonschema:"description=The type of datasources to search for. For example\\, 'prometheus'"`
	Limit int    `json:"limit,omitempty" jsonschema:"default=50,description=Maximum number of datasources to return"`
}

var ListDatasources = mcpconv.MustTool("list_datasources", "List datasources.", listDatasources,
	mcp.WithTitleAnnotation("List datasources"), mcp.WithReadOnlyHintAnnotation(true))

func listDatasources(ctx context.Context, args ListDatasourcesParams) ([]string, error) {
	if args.Limit > 100 { // want `limit must be at most 100, but the schema does not say so`
		return nil, errors.New("limit must be at most 100")
	}
	return nil, nil
}

type GetDatasourceParams struct {
	OrgScope
	// Required only by the handler: the reflector reads required from
	// the jsonschema tag, and the json tag has no omitempty to say so.
	UID  string `json:"uid" jsonschema:"description=The datasource UID"`
	Kind string `json:"kind" jsonschema:"required,enum=loki,enum=tempo"`
}

var GetDatasource = mcpconv.MustTool("get_datasource", "Get a datasource.", getDatasource)

func getDatasource(ctx context.Context, args GetDatasourceParams) (*string, error) {
	if args.UID == "" { // want `uid must not be empty, but the schema does not say so: declare required`
		return nil, errors.New("uid is required")
	}
	if !strings.HasPrefix(args.UID, "ds-") { // want `uid must start with "ds-", but the schema does not say so`
		return nil, errors.New("uid must start with ds-")
	}
	if args.Kind != "loki" && args.Kind != "tempo" { // declared: required, enum
		return nil, errors.New("unknown kind")
	}
	if args.OrgID < 0 { // want `orgId must be at least 0, but the schema does not say so`
		return nil, errors.New("orgId must not be negative")
	}
	return nil, nil
}

type SearchParams struct {
	Query string `json:"query" jsonschema:"required,minLength=3"`
}

// A call through ConvertTool, whose results the caller keeps.
var searchTool, searchHandler, _ = mcpconv.ConvertTool("search", "Search dashboards.", search)

func search(ctx context.Context, args SearchParams) (string, error) {
	if len(args.Query) < 3 { // declared: minLength 3
		return "", errors.New("query is too short")
	}
	if len(args.Query) > 200 { // want `query must be at most 200 bytes long`
		return "", errors.New("query is too long")
	}
	return "ok", nil
}

type QueryParams struct {
	Expr string `json:"expr" jsonschema:"description=The query"`
}

// Strict's reflector requires every field without omitempty.
var Query = mcpconv.Strict("query", "Run a query.", query)

func query(ctx context.Context, args QueryParams) (*mcp.CallToolResult, error) {
	if args.Expr == "" { // want `expr must not be empty, but the schema does not say so`
		return mcp.NewToolResultError("expr is empty"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

// Renamed's reflector renames the properties: out of sight.
var Renamed = mcpconv.Renamed("renamed", "Renamed.", renamed)

func renamed(ctx context.Context, args QueryParams) (string, error) {
	if args.Expr == "" { // not reported: the schema is not read
		return "", errors.New("expr is empty")
	}
	return "ok", nil
}

// Described reflects the output: not a converter.
var Described = mcpconv.Described("described", "Described.", described)

func described(ctx context.Context, args QueryParams) (string, error) {
	if args.Expr == "" { // not reported: not a tool toolvet knows
		return "", errors.New("expr is empty")
	}
	return "ok", nil
}

// An option that may declare properties makes the schema unknown.
var Extended = mcpconv.MustTool("extended", "Extended.", extended, mcp.WithString("extra"))

func extended(ctx context.Context, args QueryParams) (string, error) {
	if args.Expr == "" { // not reported: the schema is not read
		return "", errors.New("expr is empty")
	}
	return "ok", nil
}

var errUnknownOperation = errors.New("unknown operation")

type ManageParams struct {
	Operation string `json:"operation" jsonschema:"required,enum=list,enum=get,enum=create"`
	ID        string `json:"id,omitempty"`
}

func (p ManageParams) readOperation() error {
	switch p.Operation {
	case "list":
		return nil
	case "get":
		if p.ID == "" {
			return errors.New("id is required")
		}
		return nil
	}
	return errUnknownOperation
}

// validate accepts the read operations first: the switch after it is
// reached only for the others, so it states no enum.
func (p ManageParams) validate() error {
	err := p.readOperation()
	if !errors.Is(err, errUnknownOperation) {
		return err // nil for a read operation
	}
	switch p.Operation {
	case "create":
		return nil
	default:
		return errors.New("unknown operation")
	}
}

var Manage = mcpconv.MustTool("manage", "Manage.", manage)

func manage(ctx context.Context, args ManageParams) (string, error) {
	if err := args.validate(); err != nil {
		return "", err
	}
	return "ok", nil
}

type StateParams struct {
	ID    string `json:"id" jsonschema:"required,minLength=1"`
	State string `json:"state" jsonschema:"required"`
}

func actionFor(state string) (string, error) {
	switch state {
	case "resolved":
		return "resolve", nil
	case "acknowledged":
		return "acknowledge", nil
	default: // want `state must be one of "resolved", "acknowledged", but the schema does not say so`
		return "", errors.New("unsupported state")
	}
}

var UpdateState = mcpconv.MustTool("update_state", "Update an alert's state.", updateState)

func updateState(ctx context.Context, args StateParams) (string, error) {
	action, err := actionFor(args.State)
	if err != nil {
		return "", err
	}
	if strings.HasPrefix(args.ID, "proxy-") {
		err = send(ctx, args.ID, action)
	} else {
		err = send(ctx, "direct-"+args.ID, action)
	}
	if err != nil { // the error of send now, not of actionFor
		return "", err
	}
	return action, nil
}

func send(ctx context.Context, id, action string) error { return ctx.Err() }
