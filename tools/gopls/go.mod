// A custom gopls: gopls v0.23.0, unmodified, plus toolvet's analyzers,
// injected at build time by build.sh (go mod vendor + go build -overlay).
// Kept out of the main module so that gopls and its dependencies never
// enter toolvet's own build list.
module github.com/toolvet/toolvet/tools/gopls

go 1.26.0

tool golang.org/x/tools/gopls

require (
	github.com/toolvet/toolvet v0.0.0-00010101000000-000000000000
	golang.org/x/tools/gopls v0.23.0
)

require (
	github.com/BurntSushi/toml v1.6.0 // indirect
	github.com/fatih/camelcase v1.0.0 // indirect
	github.com/fatih/gomodifytags v1.17.1-0.20250423142747-f3939df9aa3c // indirect
	github.com/fatih/structtag v1.2.0 // indirect
	github.com/fsnotify/fsnotify v1.9.0 // indirect
	github.com/google/jsonschema-go v0.4.3 // indirect
	github.com/modelcontextprotocol/go-sdk v1.6.0 // indirect
	github.com/segmentio/asm v1.2.1 // indirect
	github.com/segmentio/encoding v0.5.4 // indirect
	github.com/yosida95/uritemplate/v3 v3.0.2 // indirect
	golang.org/x/exp/typeparams v0.0.0-20260611194520-c48552f49976 // indirect
	golang.org/x/mod v0.37.0 // indirect
	golang.org/x/oauth2 v0.36.0 // indirect
	golang.org/x/sync v0.21.0 // indirect
	golang.org/x/sys v0.46.0 // indirect
	golang.org/x/telemetry v0.0.0-20260625142307-59b4966ccb57 // indirect
	golang.org/x/text v0.38.0 // indirect
	golang.org/x/tools v0.47.1-0.20260707181000-a299dadba899 // indirect
	golang.org/x/vuln v1.4.0 // indirect
	honnef.co/go/tools v0.8.0-rc.1 // indirect
	mvdan.cc/gofumpt v0.10.0 // indirect
	mvdan.cc/xurls/v2 v2.6.0 // indirect
)

replace github.com/toolvet/toolvet => ../..

// gopls v0.23.0 does not compile against a newer x/tools (it imports
// x/tools internals): keep the x/tools it pins.
replace golang.org/x/tools => golang.org/x/tools v0.47.1-0.20260707181000-a299dadba899
