package analyzer

import "golang.org/x/tools/go/analysis"

// All is every analyzer toolvet runs; each driver (cmd/toolvet, the
// golangci-lint plugin, the gopls build) imports this list.
var All = []*analysis.Analyzer{
	Representable,
	CrossField,
	ToolError,
	SchemaPitfall,
	StrictSchema,
}
