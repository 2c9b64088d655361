// Package registry lists every library toolvet knows: the tool adapters
// (internal/adapter) that find tools and the rule sources
// (internal/rulesource) that read the rules a validation library states.
// It is the one place that names them, so that passes/ and analyzer/
// import no library's package; adding a library is adding it here.
package registry

import (
	"github.com/toolvet/toolvet/internal/adapter"
	"github.com/toolvet/toolvet/internal/adapter/eino"
	"github.com/toolvet/toolvet/internal/adapter/genkit"
	"github.com/toolvet/toolvet/internal/adapter/gosdk"
	"github.com/toolvet/toolvet/internal/adapter/invopop"
	"github.com/toolvet/toolvet/internal/adapter/langchaingo"
	"github.com/toolvet/toolvet/internal/adapter/mcpgo"
	"github.com/toolvet/toolvet/internal/adapter/providersdk"
	"github.com/toolvet/toolvet/internal/ozzo"
	"github.com/toolvet/toolvet/internal/rulesource"
	"github.com/toolvet/toolvet/internal/validatetag"
)

// Adapters is every tool library toolvet knows, one adapter each.
var Adapters = []adapter.Adapter{
	mcpgo.Adapter{},
	gosdk.Adapter{},
	invopop.Adapter{},
	genkit.Adapter{},
	eino.Adapter{},
	providersdk.Adapter{},
	langchaingo.Adapter{},
}

// RuleSources is every validation library toolvet reads rules from, in
// the order their rules are read.
var RuleSources = []rulesource.Source{
	validatetag.Source{},
	ozzo.Source{},
}
