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
	if args.UID == "" { // want `uid must not be empty, but the schema does not say so: declare required, minLength 1`
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
