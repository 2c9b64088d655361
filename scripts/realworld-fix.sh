#!/usr/bin/env bash
# realworld-fix.sh: toolvet's fixes on the real-world development set build,
# are gofmt-clean, and settle (a second go vet -fix changes nothing).
#
# For every module root in modules.txt (with its package patterns, ./... by
# default), on a fresh copy of the tidied tree the real-world run leaves in
# $TMPDIR/realworld-run (../shared/realworld/run.sh makes it; the script
# copies ../shared/realworld/src and lets the go command tidy when it is
# not there), the script
#
#	1. runs `go vet -vettool=toolvet -fix PATTERNS`;
#	2. lists the files that changed: only .go files of the module may
#	   change (go.mod and go.sum excepted: -mod=mod may record sums);
#	3. checks `gofmt -l` on the changed files, then builds their packages
#	   with their tests (`go test -exec true PKGS`: compiled and
#	   linked, no test run);
#	4. runs `go vet -vettool=toolvet -fix PATTERNS` again: no .go file may
#	   change.
#
# It prints one line per module (files changed, fixes settle or not) and
# exits 1 when any module fails a check. A measurement, not a CI step: the
# whole set takes several minutes warm (docs/real-world.md has the runs).
#
# Usage, from anywhere in the repository:
#
#	scripts/realworld-fix.sh                 # every module
#	MODULES='Azure+aks-mcp grafana+mcp-grafana' scripts/realworld-fix.sh
#
# Environment: REALWORLD (default ../shared/realworld beside the
# repository), KEEP=1 keeps the work directory.
set -uo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
root=$PWD
realworld=${REALWORLD:-$root/../shared/realworld}
[[ -f $realworld/modules.txt ]] || { echo "realworld-fix: no $realworld/modules.txt" >&2; exit 2; }
src=${TMPDIR:-/tmp}/realworld-run
[[ -d $src ]] || src=$realworld/src

tmp=$(mktemp -d)
cleanup() {
	if [[ ${KEEP:-0} == 1 ]]; then
		echo "realworld-fix: work directory kept: $tmp" >&2
	else
		chmod -R u+w "$tmp" 2>/dev/null
		rm -rf "$tmp"
	fi
}
trap cleanup EXIT

export GOWORK=off GOTOOLCHAIN=local GOFLAGS=-mod=mod

go build -o "$tmp/toolvet" ./cmd/toolvet || exit 2
tv=$tmp/toolvet

# gosums DIR: sha256 of every .go file under DIR, by relative path.
gosums() { (cd "$1" && find . -name '*.go' -type f -print0 | LC_ALL=C sort -z | xargs -0 -r sha256sum); }
# othersums DIR: the same for every other file but go.mod and go.sum.
othersums() { (cd "$1" && find . -type f ! -name '*.go' ! -name go.mod ! -name go.sum -print0 | LC_ALL=C sort -z | xargs -0 -r sha256sum); }

failed=0
fail() {
	echo "  FAIL $1: $2"
	failed=1
}

while read -r line; do
	line=${line%%#*}
	[[ -n ${line// /} ]] || continue
	read -r mod patterns <<<"$line"
	top=${mod%%/*}
	if [[ -n ${MODULES:-} ]] && ! grep -qw -- "$top" <<<"$MODULES"; then
		continue
	fi
	[[ -n $patterns ]] || patterns=./...
	[[ -d $src/$top ]] || { fail "$mod" "not in $src"; continue; }
	work=$tmp/$top
	[[ -d $work ]] || cp -R "$src/$top" "$work"
	dir=$tmp/$mod
	gosums "$dir" >"$tmp/before.go"
	othersums "$dir" >"$tmp/before.other"
	# shellcheck disable=SC2086
	(cd "$dir" && go vet -vettool="$tv" -fix $patterns) >"$tmp/fix1.out" 2>&1
	gosums "$dir" >"$tmp/after.go"
	othersums "$dir" >"$tmp/after.other"
	if ! cmp -s "$tmp/before.other" "$tmp/after.other"; then
		fail "$mod" "-fix changed files other than Go files: $(diff "$tmp/before.other" "$tmp/after.other" | awk '/^[<>]/ { print $3 }' | sort -u | tr '\n' ' ')"
	fi
	mapfile -t changed < <(diff "$tmp/before.go" "$tmp/after.go" | awk '/^[<>]/ { print $3 }' | LC_ALL=C sort -u)
	for f in "${changed[@]}"; do
		[[ -f $dir/$f ]] || fail "$mod" "-fix removed $f"
	done
	if ((${#changed[@]} > 0)); then
		unformatted=$(cd "$dir" && gofmt -l "${changed[@]}")
		[[ -z $unformatted ]] || fail "$mod" "not gofmt-clean after -fix: $unformatted"
		mapfile -t pkgs < <(printf '%s\n' "${changed[@]}" | xargs -n1 dirname | LC_ALL=C sort -u)
		if ! (cd "$dir" && go test -count=1 -exec true "${pkgs[@]}") >"$tmp/build.out" 2>&1; then
			fail "$mod" "does not build after -fix:"
			grep -v '^ok\|no test files' "$tmp/build.out" | head -20 | sed 's/^/    /'
		fi
	fi
	# shellcheck disable=SC2086
	(cd "$dir" && go vet -vettool="$tv" -fix $patterns) >"$tmp/fix2.out" 2>&1
	gosums "$dir" >"$tmp/again.go"
	if ! cmp -s "$tmp/after.go" "$tmp/again.go"; then
		fail "$mod" "a second -fix changed $(diff "$tmp/after.go" "$tmp/again.go" | awk '/^[<>]/ { print $3 }' | sort -u | tr '\n' ' ')"
	fi
	lines=0
	for f in "${changed[@]}"; do
		lines=$((lines + $(diff "$src/$mod/$f" "$dir/$f" | grep -c '^[<>]')))
	done
	echo "$mod: ${#changed[@]} files changed ($lines lines), second -fix: $(cmp -s "$tmp/after.go" "$tmp/again.go" && echo settled || echo CHANGED)"
done <"$realworld/modules.txt"

if ((failed)); then
	echo "realworld-fix: FAIL"
	exit 1
fi
echo "realworld-fix: ok"
