// Package genkit is toolvet's adapter for github.com/firebase/genkit/go:
// genkit.DefineTool(g, name, description, fn) and ai.NewTool(name,
// description, fn), with fn func(*ai.ToolContext, In) (Out, error) and the
// schema reflected from In by invopop/jsonschema.
package genkit

import (
	"go/ast"

	"github.com/toolvet/toolvet/internal/adapter"
	"github.com/toolvet/toolvet/internal/adapter/functool"
	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/internal/resolve"
)

const (
	genkitPath     = "github.com/firebase/genkit/go/genkit"
	aiPath         = "github.com/firebase/genkit/go/ai"
	googlegenaiPkg = "github.com/firebase/genkit/go/plugins/googlegenai"
)

// googleAIProfile is the profile of tools sent to Gemini through the
// googlegenai plugin's GoogleAI (the Gemini Developer API). Other plugins
// name none: compat_oai sends every tool with strict false (v1.4.0), the
// anthropic plugin never sets strict, and VertexAI accepts more formats
// than the row lists.
const googleAIProfile = "genkit-googleai"

// errorNote: measured with genkit v1.4.0, a tool's error aborts Generate;
// the model is never re-asked.
const errorNote = "genkit aborts the whole generation when a tool returns an error, so the model never reads it; return the message as the tool's output"

// Library is the library's name: every tool's model.Tool.Library.
const Library = "genkit"

var libraries = []adapter.Library{{Name: Library, Modules: []string{"github.com/firebase/genkit/go"}}}

// Adapter is the genkit adapter.
type Adapter struct{}

func (Adapter) Libraries() []adapter.Library { return libraries }
func (Adapter) Imports() []string            { return []string{genkitPath, aiPath} }

func (Adapter) Tools(p *adapter.Pass) []*model.Tool {
	lazy := functool.LazyDecls(p)
	var tools []*model.Tool
	for cur := range p.Inspector.Preorder((*ast.CallExpr)(nil)) {
		call := cur.Node().(*ast.CallExpr)
		fn := resolve.Callee(p.TypesInfo, call)
		if fn == nil || fn.Signature().Recv() != nil {
			continue
		}
		spec := functool.Spec{Library: Library, InParam: 1, Errors: model.ErrorsAreProtocolErrors, ErrorNote: errorNote}
		switch {
		case resolve.IsFunc(fn, genkitPath, "DefineTool"):
			spec.Name, spec.Desc, spec.Fun = 1, 2, 3
		case resolve.IsFunc(fn, aiPath, "NewTool"):
			spec.Name, spec.Desc, spec.Fun = 0, 1, 2
		default:
			continue
		}
		if t := functool.Build(p, call, spec, lazy); t != nil {
			tools = append(tools, t)
		}
	}
	if onlyGoogleAI(p) {
		for _, t := range tools {
			if t.Target == "" {
				t.Target = googleAIProfile
			}
		}
	}
	return tools
}

// onlyGoogleAI reports whether the package initialises genkit with
// plugins (genkit.WithPlugins) and every one is googlegenai.GoogleAI: its
// tools then reach Gemini through that plugin.
func onlyGoogleAI(p *adapter.Pass) bool {
	found := false
	for cur := range p.Inspector.Preorder((*ast.CallExpr)(nil)) {
		call := cur.Node().(*ast.CallExpr)
		if !resolve.IsCallTo(p.TypesInfo, call, genkitPath, "WithPlugins") {
			continue
		}
		if call.Ellipsis.IsValid() {
			return false // a slice toolvet does not follow
		}
		for _, arg := range call.Args {
			if !resolve.IsNamedOrPointer(p.TypesInfo.TypeOf(arg), googlegenaiPkg, "GoogleAI") {
				return false
			}
			found = true
		}
	}
	return found
}
