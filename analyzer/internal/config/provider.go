package config

import (
	"fmt"
	"strings"

	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/internal/profile"
)

// providerFlag is the -provider flag: the profile of tools whose target
// the code does not name. representable and strictschema share it (one
// Config.Provider), so -representable.provider and -strictschema.provider
// are one setting.
type providerFlag struct{ name *string }

func (f providerFlag) String() string {
	if f.name == nil { // the zero value flag.isZeroValue makes
		return ""
	}
	return *f.name
}

func (f providerFlag) Set(s string) error {
	if _, ok := profile.Lookup(s); !ok {
		return fmt.Errorf("unknown provider %q (have %s)", s, strings.Join(profile.Names(), ", "))
	}
	*f.name = s
	return nil
}

const providerUsage = "where tool schemas go when the code does not say: " +
	"mcp (any MCP client; keywords are guidance), openai-strict, anthropic-strict, " +
	"gemini (either parameter path), gemini-parameters, gemini-jsonschema, genkit-googleai"

// The -samefile flag (Config.SameFile), shared like provider: a finding at
// a rule in one file whose fix edits the schema in another is reported at
// the edit instead. go vet -fix, standalone toolvet and gopls apply edits
// in every file of the package; golangci-lint applies only those in the
// finding's own file (and drops the others silently), so its plugin sets
// the flag.
const sameFileUsage = "report a finding whose fix edits another file at that edit, not at the rule " +
	"(for drivers that apply only edits in a finding's own file, as golangci-lint; its plugin sets it)"

// ProfileFor returns the profile a tool's schema is checked against: the
// one the code names (a function definition marked strict), else the
// -provider flag's (cfg.Provider).
func ProfileFor(cfg *Config, t *model.Tool) *profile.Profile {
	if p, ok := profile.Lookup(t.Target); ok {
		return p
	}
	p, _ := profile.Lookup(cfg.Provider)
	if p == nil {
		p, _ = profile.Lookup(profile.Default)
	}
	return p
}
