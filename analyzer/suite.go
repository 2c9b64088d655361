package analyzer

import (
	"golang.org/x/tools/go/analysis"

	"github.com/toolvet/toolvet/analyzer/crossfield"
	"github.com/toolvet/toolvet/analyzer/representable"
	"github.com/toolvet/toolvet/analyzer/schemapitfall"
	"github.com/toolvet/toolvet/analyzer/strictschema"
	"github.com/toolvet/toolvet/analyzer/toolerror"
)

// The analyzers, each its package's Analyzer.
var (
	// Representable reports rules the code enforces whose schema keyword
	// the tool's schema does not declare, or declares looser.
	Representable = representable.Analyzer
	// CrossField reports rules over two or more arguments that no
	// description the model reads states.
	CrossField = crossfield.Analyzer
	// ToolError reports failures of a tool call whose message the model
	// never reads.
	ToolError = toolerror.Analyzer
	// SchemaPitfall reports tool definitions whose schema breaks at run
	// time, and handlers that read arguments the schema does not declare.
	SchemaPitfall = schemapitfall.Analyzer
	// StrictSchema reports schema content the tool's provider profile
	// rejects or drops.
	StrictSchema = strictschema.Analyzer
)

// All is every analyzer toolvet runs; each driver (cmd/toolvet, the
// golangci-lint plugin, the gopls build) imports this list.
var All = []*analysis.Analyzer{
	Representable,
	CrossField,
	ToolError,
	SchemaPitfall,
	StrictSchema,
}
