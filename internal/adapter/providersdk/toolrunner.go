package providersdk

import (
	"go/ast"

	"github.com/toolvet/toolvet/internal/adapter"
	"github.com/toolvet/toolvet/internal/adapter/functool"
	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/internal/resolve"
)

// anthropic-sdk-go's beta tool runner (package toolrunner) defines a tool
// as (name, description, func(ctx, T) (BetaToolResultBlockParamContentUnion,
// error)), and client.Beta.Messages.NewToolRunner answers the model's calls
// with it. NewBetaToolFromJSONSchema reflects T's schema with
// invopop/jsonschema (AllowAdditionalProperties false,
// RequiredFromJSONSchemaTags true, DoNotReference true); NewBetaTool and
// NewBetaToolFromBytes take the schema as an argument. The runner turns the
// function's error into a tool_result marked is_error ("Error: " + the
// message; betatoolrunner.go, executeToolUse, read at v1.84.0 and at the
// development set's pin; measured with v1.84.0: a runner against a local
// server sends {"type":"tool_result","is_error":true,"content":[{"type":
// "text","text":"Error: division by zero"}]} and the run goes on), so the
// model reads it.

const runnerNote = "anthropic-sdk-go's tool runner sends the function's error back as a tool result marked is_error"

// runnerCalls maps the runner's constructors to where their arguments are.
var runnerCalls = map[string]functool.Spec{
	"NewBetaToolFromJSONSchema": {Name: 0, Desc: 1, Fun: 2, InParam: 1, RequiredFromTags: true},
	"NewBetaTool":               {Name: 0, Desc: 1, Fun: 3, InParam: 1, SchemaGiven: true},
	"NewBetaToolFromBytes":      {Name: 0, Desc: 1, Fun: 3, InParam: 1, SchemaGiven: true},
}

// runnerTools returns the tools the package defines for the tool runner.
func runnerTools(p *adapter.Pass) []*model.Tool {
	if !adapter.Imports(p.Pass, runnerPackages()) {
		return nil
	}
	decls := functool.LazyDecls(p)
	var tools []*model.Tool
	for cur := range p.Inspector.Preorder((*ast.CallExpr)(nil)) {
		call := cur.Node().(*ast.CallExpr)
		fn := resolve.Callee(p.TypesInfo, call)
		if !resolve.InPackage(fn, runnerPackages()...) {
			continue
		}
		spec, ok := runnerCalls[fn.Name()]
		if !ok {
			continue
		}
		spec.Library = Anthropic
		spec.Errors = model.ErrorsBecomeResults
		spec.ErrorNote = runnerNote
		if t := functool.Build(p, call, spec, decls); t != nil {
			if t.Unlinked == "" {
				t.Unlinked = sentToProvider
			}
			tools = append(tools, t)
		}
	}
	return tools
}

func runnerPackages() []string {
	var paths []string
	for _, m := range anthropicModules {
		paths = append(paths, m+"/toolrunner")
	}
	return paths
}
