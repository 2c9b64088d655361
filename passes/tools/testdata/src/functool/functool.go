// Package functool: the function forms a (name, description, func) tool
// library is given, through genkit: a declared function, a method value, a
// variable holding a literal; and ones toolvet cannot follow.
package functool

import (
	"github.com/firebase/genkit/go/ai"
)

type In struct {
	Q string `json:"q"`
}

func declared(ctx *ai.ToolContext, in In) (string, error) { return in.Q, nil }

type service struct{}

func (service) run(ctx *ai.ToolContext, in In) (string, error) { return in.Q, nil }

var literal = func(ctx *ai.ToolContext, in In) (string, error) { return in.Q, nil }

func Tools(s service, fromCaller ai.ToolFunc[In, string], name string) {
	_ = ai.NewTool("declared", "A declared function.", declared) // want `tool "declared" \(genkit\): handler linked; properties q$`
	_ = ai.NewTool("method", "A method value.", s.run)           // want `tool "method" \(genkit\): handler linked; properties q$`
	_ = ai.NewTool("literal", "A variable.", literal)            // want `tool "literal" \(genkit\): handler linked; properties q$`
	// A parameter: the function is the caller's, out of sight.
	_ = ai.NewTool("param", "A parameter.", fromCaller) // want `tool "param" \(genkit\): no handler; opaque$`
	// A name that is no constant.
	_ = ai.NewTool(name, "Named by the caller.", declared) // want `tool \? \(genkit\): handler linked; properties q$`
}
