// Package tools is a stub of github.com/tmc/langchaingo/tools (v0.1.14)
// with the same declarations, for analysistest.
package tools

import "context"

// Tool is a tool for the llm agent to interact with different applications.
type Tool interface {
	Name() string
	Description() string
	Call(ctx context.Context, input string) (string, error)
}

// Calculator is a tool the package itself defines, as the real one does
// (read by the langchaingo adapter in the library's own package).
type Calculator struct{} // want `tool "calculator" \(langchaingo\): handler linked; opaque$`

func (Calculator) Name() string        { return "calculator" }
func (Calculator) Description() string { return "Evaluate a math expression." }
func (Calculator) Call(ctx context.Context, input string) (string, error) {
	return input, nil
}
