// Package einoinfo: eino tools of the program's own types, each with an
// Info method returning a schema.ToolInfo and an InvokableRun method that
// decodes the arguments' JSON text.
package einoinfo

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/cloudwego/eino/components/tool"
	"github.com/cloudwego/eino/schema"
)

var runnerInfo = &schema.ToolInfo{
	Name: "run_code",
	Desc: "Runs a snippet.",
	ParamsOneOf: schema.NewParamsOneOfByParams(map[string]*schema.ParameterInfo{
		"code": {Type: schema.String, Desc: "The code.", Required: true},
		"lang": {Type: schema.String, Desc: "The language."},
		"mode": {Type: schema.String, Desc: "How to run it.", Enum: []string{"fast", "safe"}},
	}),
}

type runner struct{}

func (runner) Info(ctx context.Context) (*schema.ToolInfo, error) { return runnerInfo, nil }

type runArgs struct {
	Code string `json:"code"`
	Lang string `json:"lang"`
	Mode string `json:"mode"`
}

func (runner) InvokableRun(ctx context.Context, argumentsInJSON string, opts ...tool.Option) (string, error) {
	var in runArgs
	if err := json.Unmarshal([]byte(argumentsInJSON), &in); err != nil {
		return "", err
	}
	if in.Lang != "" && in.Lang != "python" && in.Lang != "bash" { // want `lang must be one of "", "python", "bash", but the schema does not say so: declare enum \["", "python", "bash"\]`
		return "", fmt.Errorf("unsupported language %q", in.Lang)
	}
	if in.Mode != "" && in.Mode != "fast" && in.Mode != "safe" { // declared: no finding
		return "unknown mode", nil
	}
	if len(in.Code) > 4000 { // want `code must be at most 4000 bytes long, but the schema does not say so: state it in its Desc`
		return "the code must be at most 4000 bytes", nil
	}
	return "ok", nil
}

var _ tool.InvokableTool = runner{}

// snippetTool reads its argument with a function of its own.
type snippetTool struct{}

func (*snippetTool) Info(ctx context.Context) (*schema.ToolInfo, error) {
	return &schema.ToolInfo{
		Name: "snippet",
		Desc: "Runs a fenced snippet.",
		ParamsOneOf: schema.NewParamsOneOfByParams(map[string]*schema.ParameterInfo{
			"code": {Type: schema.String, Desc: "A fenced code block.", Required: true},
		}),
	}, nil
}

func extract(argumentsInJSON string) string {
	var in struct {
		Code string `json:"code"`
	}
	if json.Unmarshal([]byte(argumentsInJSON), &in) != nil {
		return argumentsInJSON
	}
	return strings.Trim(in.Code, "`")
}

func (*snippetTool) InvokableRun(ctx context.Context, argumentsInJSON string, opts ...tool.Option) (string, error) {
	code := extract(argumentsInJSON)
	if code == "" {
		return "", fmt.Errorf("the snippet is empty")
	}
	return code, nil
}

// described only: a ToolInfo no type's Info returns is a definition with
// no code toolvet can link.
var described = &schema.ToolInfo{
	Name: "describe",
	Desc: "Describes.",
	ParamsOneOf: schema.NewParamsOneOfByParams(map[string]*schema.ParameterInfo{
		"what": {Type: schema.String},
	}),
}
