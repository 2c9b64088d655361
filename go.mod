module github.com/toolvet/toolvet

go 1.26.0

// x/tools is pinned to the version gopls v0.23.0 pins, so every API toolvet
// uses also exists in the gopls build (see DESIGN.md, "Delivery").
require golang.org/x/tools v0.47.1-0.20260707181000-a299dadba899

require (
	github.com/golangci/plugin-module-register v0.1.2
	golang.org/x/mod v0.37.0
)

require golang.org/x/sync v0.21.0 // indirect
