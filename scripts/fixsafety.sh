#!/usr/bin/env bash
# fixsafety.sh: applying every toolvet fix to example/ leaves a module that
# builds, is gofmt-clean, has nothing left to fix, and differs only where
# toolvet reported; and go vet -fix is idempotent.
#
# example/ is a module on the real mcp-go, go-sdk and invopop/jsonschema
# with about two dozen findings, each with a fix (cmd/toolvet/main_test.go
# lists them). On a copy of it, the script
#
#	1. runs `toolvet ./...`: there must be findings (exit 3), else the
#	   rest checks nothing; notes the files they are in;
#	2. runs `toolvet -fix ./...` (exit 0, silent), then checks that
#	   - only .go files that had findings changed; no other file
#	     (go.mod, go.sum, other packages' files) changed, appeared or
#	     went away (sha256 of every file, before and after);
#	   - `gofmt -l .` lists nothing;
#	   - `go build ./...` and `go vet ./...` (go's own analyzers: a
#	     rewritten struct tag must still be well-formed) pass;
#	   - staticcheck (pinned below, from the module proxy) reports
#	     nothing: a fix must be what a reviewer would write, not only
#	     code that compiles (`fmt.Sprintf("constant")` is S1039); the
#	     example before the fix is staticcheck-clean too;
#	   - a second `toolvet ./...` reports nothing: exit 0, no output;
#	3. on a fresh copy, runs `go vet -vettool=toolvet -fix ./...` twice:
#	   both exit 0 and the second changes no file; and the result is the
#	   same tree as the standalone -fix's (the two drivers apply the same
#	   edits).
#
# Exits 1 with a message on the first failed check. Takes well under a
# minute once the example's modules and staticcheck are in the module and
# build caches (docs/safety.md; the first staticcheck build, about a minute
# more), so CI can run it every time.
#
# Usage, from anywhere in the repository:
#
#	scripts/fixsafety.sh
#
# Environment: KEEP=1 keeps the work directory and prints its path;
# TIMING=1 prints how long each command took.
#
# Needs only the go toolchain (and the module proxy the first time), bash
# and coreutils.
set -euo pipefail

KEEP=${KEEP:-0}

cd "$(dirname "${BASH_SOURCE[0]}")/.."
root=$PWD
tmp=$(mktemp -d)
cleanup() {
	if [[ $KEEP == 1 ]]; then
		echo "fixsafety: work directory kept: $tmp" >&2
	else
		rm -rf "$tmp"
	fi
}
trap cleanup EXIT

export GOWORK=off
export GOTOOLCHAIN=local
# As the end-to-end tests (cmd/toolvet) run the example: go.sum may lack
# entries for test-only modules.
export GOFLAGS=-mod=mod

# staticcheck 2026.2.2 (v0.8.2), the newest release, built and run with
# go 1.26 here: `go run` builds it in its own module (go 1.26.0, its own
# x/tools v0.51.0), so toolvet's x/tools pin does not constrain it.
STATICCHECK=honnef.co/go/tools/cmd/staticcheck@v0.8.2

die() {
	echo "fixsafety: FAIL: $*" >&2
	exit 1
}

t0=$(date +%s.%N)
elapsed() { awk -v a="$t0" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }'; }

# sums DIR: sha256 of every file under DIR, by relative path.
sums() { (cd "$1" && find . -type f -print0 | LC_ALL=C sort -z | xargs -0 sha256sum); }

# gofiles DIR: sha256 of every .go file under DIR.
gofiles() { sums "$1" | grep '\.go$' || true; }

# runq NAME DIR CMD...: run CMD in DIR, output to $tmp/NAME.out, status in $rc.
rc=0
runq() {
	local name=$1 dir=$2 start
	start=$(date +%s.%N)
	shift 2
	rc=0
	(cd "$dir" && "$@") >"$tmp/$name.out" 2>&1 || rc=$?
	[[ -z ${TIMING:-} ]] || awk -v a="$start" -v b="$(date +%s.%N)" -v n="$name" 'BEGIN { printf "  %s %.1fs\n", n, b - a }' >&2
}

show() { sed 's/^/    /' "$tmp/$1.out" | head -n "${2:-40}" >&2; }

go build -o "$tmp/toolvet" ./cmd/toolvet
tv=$tmp/toolvet
echo "built toolvet ($(elapsed)s)"

# 1. Findings, and where.
a=$tmp/standalone
cp -R "$root/example" "$a"
runq findings "$a" "$tv" ./...
[[ $rc == 3 ]] || { show findings; die "toolvet ./... on example/: exit $rc, want 3 (findings)"; }
mapfile -t found < <(grep -oE '^[^ :]+\.go:[0-9]+:[0-9]+: ' "$tmp/findings.out" | cut -d: -f1 | sed "s|^$a/|./|" | LC_ALL=C sort -u)
nfindings=$(grep -cE '^[^ :]+\.go:[0-9]+:[0-9]+: ' "$tmp/findings.out")
[[ ${#found[@]} -gt 0 ]] || { show findings; die "no finding has a file position"; }
echo "findings: $nfindings in ${#found[@]} files: ${found[*]}"

# 2. Standalone -fix.
sums "$a" >"$tmp/before.sums"
runq fix "$a" "$tv" -fix ./...
[[ $rc == 0 ]] || { show fix; die "toolvet -fix ./...: exit $rc, want 0"; }
[[ ! -s $tmp/fix.out ]] || { show fix; die "toolvet -fix ./... printed something"; }
sums "$a" >"$tmp/after.sums"

# Which files changed, appeared or went away.
changed=$(LC_ALL=C join -a1 -a2 -e MISSING -o 0,1.1,2.1 -1 2 -2 2 \
	<(awk '{ print $1, $2 }' "$tmp/before.sums" | LC_ALL=C sort -k2,2) \
	<(awk '{ print $1, $2 }' "$tmp/after.sums" | LC_ALL=C sort -k2,2) |
	awk '$2 != $3 { print $1 }')
[[ -n $changed ]] || die "toolvet -fix ./... changed no file"
for f in $changed; do
	if [[ ! -f $a/$f ]]; then
		die "toolvet -fix ./... removed $f"
	fi
	if ! awk -v f="$f" '$2 == f { found = 1 } END { exit !found }' "$tmp/before.sums"; then
		die "toolvet -fix ./... created $f"
	fi
	if [[ $f != *.go ]]; then
		die "toolvet -fix ./... changed $f, not a Go file"
	fi
	if ! printf '%s\n' "${found[@]}" | grep -qxF "$f"; then
		diff -u "$root/example/${f#./}" "$a/$f" | head -n 40 >&2 || true
		die "toolvet -fix ./... changed $f, which had no finding"
	fi
done
echo "standalone -fix changed: $(echo $changed)"

runq gofmt "$a" gofmt -l .
[[ $rc == 0 && ! -s $tmp/gofmt.out ]] || { show gofmt; die "fixed code is not gofmt-clean (gofmt -l . above)"; }
runq build "$a" go build ./...
[[ $rc == 0 ]] || { show build; die "fixed code does not build"; }
runq vet "$a" go vet ./...
[[ $rc == 0 ]] || { show vet; die "go vet ./... fails on the fixed code"; }
runq staticcheck "$a" go run "$STATICCHECK" ./...
[[ $rc == 0 ]] || { show staticcheck; die "staticcheck ($STATICCHECK) reports the fixed code (above)"; }
runq again "$a" "$tv" ./...
[[ $rc == 0 && ! -s $tmp/again.out ]] || { show again; die "second toolvet ./... after -fix: exit $rc, want 0 and no output"; }
echo "fixed code: gofmt-clean, builds, go vet and staticcheck clean, nothing left to report ($(elapsed)s)"

# 3. go vet -fix, twice, on a fresh copy.
b=$tmp/govet
cp -R "$root/example" "$b"
runq vetfix1 "$b" go vet -vettool="$tv" -fix ./...
[[ $rc == 0 ]] || { show vetfix1; die "go vet -vettool=toolvet -fix ./...: exit $rc, want 0"; }
gofiles "$b" >"$tmp/vetfix1.sums"
runq vetfix2 "$b" go vet -vettool="$tv" -fix ./...
[[ $rc == 0 ]] || { show vetfix2; die "second go vet -vettool=toolvet -fix ./...: exit $rc, want 0"; }
gofiles "$b" >"$tmp/vetfix2.sums"
if ! diff "$tmp/vetfix1.sums" "$tmp/vetfix2.sums" >"$tmp/vetfix.diff"; then
	show vetfix.diff
	die "go vet -fix is not idempotent: the second run changed the files above"
fi
if ! diff <(gofiles "$a") "$tmp/vetfix2.sums" >"$tmp/drivers.diff"; then
	show drivers.diff
	for f in $(awk '/^[<>]/ { print $3 }' "$tmp/drivers.diff" | sort -u); do
		diff -u "$a/$f" "$b/$f" >&2 || true
	done
	die "go vet -fix and toolvet -fix give different results (files above)"
fi
echo "go vet -fix: idempotent, same result as toolvet -fix ($(elapsed)s)"
echo "fixsafety: ok"
