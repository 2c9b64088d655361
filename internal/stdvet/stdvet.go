// Package stdvet answers go vet's runs of standard-library packages
// without loading them.
package stdvet

import (
	"encoding/json"
	"os"
	"path/filepath"
	"runtime/debug"
	"strconv"
	"strings"

	"golang.org/x/mod/semver"
)

// Answer answers, without loading it, a go vet run of a package of the
// standard library, and reports whether it did; args are the vet tool's
// arguments (os.Args[1:]), the configuration file last.
//
// go vet starts the vet tool once for every package it vets and once more,
// for facts only (VetxOnly), for every package those import, the standard
// library's included, and unitchecker parses and type-checks each one (and
// runs every toolvet analyzer, all of whose requirements declare facts).
// Yet a package of the standard library imports no tool library, so it
// defines no tool, and toolvet exports no fact about it (facts are for the packages of modules:
// adapter.Pass.ExportsFacts, rules.exportFacts). The answer is therefore
// known before loading: what unitchecker writes for a package with no
// finding and no fact: an empty facts file, and an empty result ("{}" under
// -json, nothing otherwise) in the file go vet reads as the tool's output.
//
// This holds for the unitchecker of x/tools up to v0.49, whose facts file
// holds facts alone. From v0.50 the file also carries the package's types,
// which the runs of the packages importing it read instead of the
// compiler's export data, so only a tool that type-checks the package can
// write it. toolvet pins an older x/tools; built against a newer one (a
// module's `go tool` directive resolves x/tools with the module's own
// requirements), it loads the standard library as every vet tool does.
//
// Anything unusual is left to unitchecker: a run that asks for fixes
// (FixArchive), a package of a module (cmd, whose module path is "cmd",
// included), an unreadable configuration, no GOROOT in the environment
// (go vet sets it for the tools it runs), an x/tools whose version the
// binary does not record, or a failed write.
func Answer(args []string) bool {
	if len(args) == 0 || !strings.HasSuffix(args[len(args)-1], ".cfg") || !factsOnlyVetx(linkedToolsVersion()) {
		return false
	}
	data, err := os.ReadFile(args[len(args)-1])
	if err != nil {
		return false
	}
	// The fields of unitchecker.Config this needs.
	var cfg struct {
		Dir        string
		ModulePath string
		VetxOnly   bool
		VetxOutput string
		Stdout     string
		FixArchive string
	}
	if json.Unmarshal(data, &cfg) != nil || !standardPackage(cfg.Dir, cfg.ModulePath, os.Getenv("GOROOT")) ||
		cfg.FixArchive != "" || cfg.VetxOutput == "" {
		return false
	}
	// unitchecker creates the output file before it loads the package, and
	// prints results only in a reporting run.
	var out []byte
	if !cfg.VetxOnly && jsonOutput(args[:len(args)-1]) {
		out = []byte("{}\n")
	}
	if cfg.Stdout != "" && os.WriteFile(cfg.Stdout, out, 0o666) != nil {
		return false
	}
	return os.WriteFile(cfg.VetxOutput, nil, 0o666) == nil
}

// standardPackage reports whether the package in dir, of the module
// modulePath, is one of the standard library's: in GOROOT's src tree, of no
// module.
func standardPackage(dir, modulePath, goroot string) bool {
	if modulePath != "" || goroot == "" || !filepath.IsAbs(dir) {
		return false
	}
	rel, err := filepath.Rel(filepath.Join(goroot, "src"), dir)
	return err == nil && rel != "." && filepath.IsLocal(rel)
}

// jsonOutput reports whether flags (the arguments before the
// configuration file) ask for JSON output, as the flag package reads them:
// -json, or -json=BOOL, the last one winning.
func jsonOutput(flags []string) bool {
	on := false
	for _, f := range flags {
		if !strings.HasPrefix(f, "-") {
			continue
		}
		name, value, hasValue := strings.Cut(strings.TrimLeft(f, "-"), "=")
		if name != "json" {
			continue
		}
		on = true
		if hasValue {
			on, _ = strconv.ParseBool(value)
		}
	}
	return on
}

// factsOnlyVetx reports whether the unitchecker of x/tools at version
// writes facts files that hold facts alone: up to v0.49.0, pseudo-versions
// based on it included (v0.49.1-0.… may already be the newer format).
func factsOnlyVetx(version string) bool {
	return semver.IsValid(version) && semver.Compare(version, "v0.49.1-0") < 0
}

// linkedToolsVersion is the version of golang.org/x/tools the binary was
// built with, or "" when its build information does not say (a replacement
// by a directory, a build outside module mode).
func linkedToolsVersion() string {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return ""
	}
	for _, dep := range info.Deps {
		if dep.Path != "golang.org/x/tools" {
			continue
		}
		if dep.Replace != nil {
			return dep.Replace.Version // "" for a directory
		}
		return dep.Version
	}
	return ""
}
