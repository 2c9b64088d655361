package main_test

import (
	"os"
	"path/filepath"
	"testing"
)

// wantProviderFindings are the findings on example/providers, a module of
// its own that sends tools to OpenAI and Anthropic in strict mode and to
// Gemini with the real openai-go, anthropic-sdk-go and genai (the
// definitions name the profiles: no -provider flag), and to OpenAI with
// sashabaranov/go-openai, whose answers check a rule its schema lacks.
var wantProviderFindings = []string{
	`anthropictool/anthropictool.go:15:4: amount declares minimum 1, which Anthropic strict tool use rejects (numerical constraints (minimum, maximum, multipleOf) are not supported): move it into the description ("Must be at least 1.")`,
	`anthropictool/anthropictool.go:15:4: amount declares maximum 5000, which Anthropic strict tool use rejects (numerical constraints (minimum, maximum, multipleOf) are not supported): move it into the description ("Must be at most 5000.")`,
	`geminitool/geminitool.go:12:2: carrier declares pattern "^[a-z]+$", which Gemini function calling (parametersJsonSchema) ignores (pattern is not among the JSON Schema keywords parametersJsonSchema supports): move it into the description ("Must match '^[a-z]+$'.")`,
	"goopenaitool/goopenaitool.go:36:2: \tthe schema declares cents here",
	`goopenaitool/goopenaitool.go:70:25: cents must be at most 50000, but the schema does not say so: state it in the field's description tag (go-openai's GenerateSchemaForType declares no keyword but enum)`,
	`openaitool/openaitool.go:15:20: transferId must start with "tr_" and must be at most 40 characters long, but the schema does not say so: declare pattern "^tr_", maxLength 40`,
	`openaitool/openaitool.go:17:2: memo is optional, but OpenAI strict function calling rejects a schema whose properties are not all required: make it required and nullable (type ["string", "null"])`,
	`openaitool/openaitool.go:53:6: receipt declares format "uri", which OpenAI strict function calling rejects (format "uri" is not one of the accepted formats (date-time, time, date, duration, email, hostname, ipv4, ipv6, uuid)): move it into the description ("Must be a URI.")`,
	`openaitool/openaitool.go:54:6: note is optional, but OpenAI strict function calling rejects a schema whose properties are not all required: make it required and nullable (type ["string", "null"])`,
}

// skipProvidersModule skips a test that builds example/providers unless
// TOOLVET_E2E=1: the SDKs it uses (openai-go, anthropic-sdk-go, genai)
// take about 245 cpu-seconds to compile on empty caches, a quarter of the
// README's test command (docs/speed.md, "The test suite"). .ci/run runs
// these tests in its e2e step.
func skipProvidersModule(t *testing.T) {
	t.Helper()
	if os.Getenv("TOOLVET_E2E") != "1" {
		t.Skip("builds example/providers (minutes on empty caches): set TOOLVET_E2E=1, as .ci/run does")
	}
}

// TestProviders: go vet checks strict tool definitions against their
// provider's profile, go vet -fix moves what the provider rejects into
// descriptions (and declares what it accepts), and the requests the real
// SDKs build, sent to a local server, carry the fixed schemas. CI's e2e
// step runs it (skipProvidersModule).
func TestProviders(t *testing.T) {
	t.Parallel()
	skipProvidersModule(t)
	dir := filepath.Join(example(t), "providers")
	vetFix{
		dir: dir, pattern: "./...", prefixes: []string{"openaitool", "anthropictool", "geminitool", "goopenaitool"}, related: true,
		want:  wantProviderFindings,
		fixed: []string{"openaitool/openaitool.go", "anthropictool/anthropictool.go", "geminitool/geminitool.go", "goopenaitool/goopenaitool.go"}, goldens: "providers",
		gofmt: ".",
	}.check(t)
	sent := run(t, dir, "go", "run", "./sendtools")
	if want := readFile(t, filepath.Join("testdata", "providers", "sent.txt")); sent.code != 0 || sent.stdout != want {
		t.Fatalf("sendtools: exit %d, printed:\n%s\nwant:\n%s\n%s", sent.code, sent.stdout, want, sent.stderr)
	}
}
