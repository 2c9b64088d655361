// Package deps keeps toolvet's analyzers in this module's build list:
// go mod tidy and go mod vendor do not see build overlays.
package deps

import _ "github.com/toolvet/toolvet/analyzer"
