// Package analyzer is toolvet's suite: All lists its analyzers, the checks
// users enable, run by every driver (go vet -vettool, the standalone
// toolvet command, the golangci-lint plugin, gopls). Each analyzer is a
// package of its own, whose doc says what it reports: representable,
// crossfield, toolerror, schemapitfall and strictschema, exported here as
// Representable, CrossField, ToolError, SchemaPitfall and StrictSchema.
//
// A tool's input schema has two derivations: the JSON Schema the model is
// shown, and the checks the code runs. A rule that lives only in code never
// reaches the model; it guesses, breaks the rule, and pays a round trip to
// learn what the code already said. These analyzers find such rules.
//
// # Silencing a finding
//
// A //toolvet:ignore comment silences findings on one line: the line it
// ends when it trails code, the next line when it stands alone on its own.
// It may name the analyzers it applies to, then give a reason:
//
//	//toolvet:ignore representable the prefix is checked again downstream
//	if !strings.HasPrefix(id, "acct_") {
//
//	return nil, err //toolvet:ignore toolerror,crossfield our client reads JSON-RPC errors
//
// Without names (a first word that names no analyzer starts the reason) it
// silences every analyzer. A finding reported at a declaration in another
// file (see representable) is silenced there, on the declaration's line.
//
// Each analyzer reports a directive that names it but silenced none of its
// findings: "this //toolvet:ignore directive matched no finding; should it
// be removed?" (for a directive naming several, "matched no NAME finding;
// should NAME be removed from it?"). Every driver runs each analyzer
// apart and shows none of them another's findings, so an analyzer judges
// only its own name, the one thing it sees whole; a directive naming no
// analyzer could be used by any, and is never reported. It is judged by
// the findings of the run, under its flags (a directive for a finding that
// only -toolerror.all or one -provider reports is reported in a run
// without it), and only where the pass sees every finding in the file:
// drivers that load tests (standalone toolvet, gopls, golangci-lint) also
// analyse a package without its in-package _test.go files, whose tools
// may be handlers of the package's own files, and that pass judges no
// directive. Directives in generated files are not judged.
//
// Under -ignorereason (one setting under every analyzer's name), a
// directive that gives no reason after the analyzers it names is reported
// too: "this //toolvet:ignore directive gives no reason". It still
// silences its findings. It is reported once, by the first analyzer it
// names, or by representable when it names none.
package analyzer
