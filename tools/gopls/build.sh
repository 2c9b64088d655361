#!/usr/bin/env bash
# Build gopls v0.23.0 with toolvet's analyzers, without forking gopls.
#
#   tools/gopls/build.sh [OUT]       # or OUT=path tools/gopls/build.sh
#
# The output defaults to bin/gopls-toolvet in the repository. gopls is
# vendored unmodified (vendor/, not committed) and one file,
# overlay/zz_toolvet_analyzers.go, is added to its internal/settings package
# with go build -overlay (the go command refuses overlays into the module
# cache, hence the vendoring). Re-run after changing the analyzers: vendor/
# holds a copy of this checkout of toolvet.
set -euo pipefail
DIR=$(cd "$(dirname "$0")" && pwd)
REPO=$(cd "$DIR/../.." && pwd)
OUT=${1:-${OUT:-$REPO/bin/gopls-toolvet}}
case $OUT in /*) ;; *) OUT=$PWD/$OUT ;; esac
mkdir -p "$(dirname "$OUT")"
cd "$DIR"
export GOWORK=off

go mod tidy
go mod vendor
SETTINGS=$DIR/vendor/golang.org/x/tools/gopls/internal/settings
[ -d "$SETTINGS" ] || { echo "build.sh: $SETTINGS missing after go mod vendor" >&2; exit 1; }
printf '{"Replace":{"%s/zz_toolvet_analyzers.go":"%s/overlay/zz_toolvet_analyzers.go"}}\n' \
	"$SETTINGS" "$DIR" > overlay.json
go build -mod=vendor -overlay overlay.json -o "$OUT" golang.org/x/tools/gopls
echo "built $OUT"
