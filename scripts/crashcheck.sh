#!/usr/bin/env bash
# crashcheck.sh: toolvet must not crash or fail on real code at scale.
#
# It builds toolvet and runs it standalone (it loads every package and its
# dependencies from source, the analyzers' facts included) over
#
#	std      the standard library (tests included), from the repo root
#	xtools   every package of golang.org/x/tools at the version go.mod
#	         requires, in a writable copy of the module (its own go.mod
#	         and go.sum: versions as x/tools pins them)
#	deps     every module of example/'s dependency graph (go list -m all),
#	         one `toolvet MODULE/...` each, in a copy of example/ so that
#	         versions resolve as example/go.mod selects them
#	fwdeps   the same for example/frameworks (real genkit and eino: 194
#	         modules, Google Cloud's among them); not in the default
#	         PARTS: SLOW (genkit alone took 306 s and 2 GiB, eino 102 s,
#	         on 2 cores under load); DEPS_ONLY='genkit|eino' runs the two
#	         tool libraries' own modules
#
# and passes when no run
#
#	- panics or dies (panic:, fatal error:, goroutine traces);
#	- exits with a status other than 0 (nothing found), 1 (package load
#	  errors or analyzer errors) or 3 (findings);
#	- prints an analyzer error: a line `NAME: message` without a file
#	  position, from one of toolvet's analyzers or helper passes, other
#	  than the two a package that does not type-check causes ("analysis
#	  skipped due to errors in package", "failed prerequisites: ...");
#	- prints "internal error".
#
# Package load and type errors are not toolvet's. std and x/tools should
# have none: a package skipped for one fails the check there (that part
# would have checked less than it says). In deps, third-party packages may
# not build for this GOOS or may import outside the graph: those errors,
# and the packages toolvet skips for them, are counted and reported, not
# failed; so is a module whose packages the go command cannot load at all.
#
# In `deps`, a module that only appears in the graph through a pruned
# go.mod (a test dependency of a dependency, say) has no go.sum entries in
# example/, and loading its packages needs a go.mod update: so the runs use
# -mod=mod on a copy, restored before each module. Such a module may then
# resolve to a different version than `go list -m all` printed; both are
# shown.
#
# SLOW, by CI's standards: it runs toolvet 37 times, each loading its
# packages and all their dependencies from source. Measured on 2 cores
# with a warm module cache (docs/safety.md): std 10 s, x/tools 3 s, deps
# 71 s (mostly the go command resolving and loading each module), 85 s in
# all on an idle machine, up to 4 minutes with other jobs running; the
# first run also downloads the modules. CI (.ci/run) runs the default
# parts every time; fwdeps, far slower, is run by hand.
#
# Usage, from anywhere in the repository:
#
#	scripts/crashcheck.sh              # all three parts
#	PARTS="std xtools" scripts/crashcheck.sh
#
# Environment:
#
#	PARTS="std xtools deps"   the parts to run, in this order (fwdeps: add it)
#	DEPS_ONLY=REGEXP          deps: only the modules whose path matches (grep -E)
#	KEEP=1                    keep the work directory (logs) and print its path
#
# Needs only the go toolchain (and the module proxy, for x/tools' and the
# example's dependencies), bash and coreutils.
set -euo pipefail

PARTS=${PARTS:-std xtools deps}
KEEP=${KEEP:-0}
DEPS_ONLY=${DEPS_ONLY:-}

cd "$(dirname "${BASH_SOURCE[0]}")/.."
root=$PWD
tmp=$(mktemp -d)
cleanup() {
	if [[ $KEEP == 1 ]]; then
		echo "crashcheck: logs kept in $tmp" >&2
		return
	fi
	chmod -R u+w "$tmp" 2>/dev/null || true
	rm -rf "$tmp"
}
trap cleanup EXIT

export GOWORK=off
# The runs must not fetch a newer toolchain a module asks for: the point is
# this toolvet built with this go.
export GOTOOLCHAIN=local

failures=0
fail() {
	echo "FAIL: $*" >&2
	failures=$((failures + 1))
}

now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.1f", b - a }'; }

# check LABEL LOG RC STRICT: judge one toolvet run's combined output.
# STRICT=1: package load errors fail too (std, x/tools).
check() {
	local label=$1 log=$2 rc=$3 strict=$4 bad loadfail skipped loaderrs posns
	# The driver's `toolvet: err: exit status 1: stderr: go: ...`: the go
	# command could not load the patterns, so nothing was analyzed.
	loadfail=$(grep -cE '^toolvet: .*exit status [0-9]+: stderr: go: ' "$log" || true)
	# Root packages the analyzers skipped: one representable line each.
	skipped=$(grep -cE '^representable: (analysis skipped|failed prerequisites)' "$log" || true)
	# Lines with a position: findings and type errors alike (toolvet
	# prints no analyzer name on either).
	posns=$(grep -v ': '$'\t' "$log" | grep -cE '^[^ :]+\.go:[0-9]+:[0-9]+: ' || true)
	loaderrs=$(grep -cE '^-: ' "$log" || true)
	printf '  %-58s exit %d; %d lines with a position (findings, type errors), %d other load errors, %d packages skipped for package errors\n' \
		"$label" "$rc" "$posns" "$loaderrs" "$skipped"

	case $rc in
	0 | 1 | 3) ;;
	*) fail "$label: toolvet exited with status $rc" ;;
	esac
	if grep -qE '^(panic: |fatal error: |goroutine [0-9]+ \[|\[signal )' "$log"; then
		fail "$label: toolvet crashed:"
		# The trace from its first line on.
		awk '/^(panic: |fatal error: )/ { p = 1 } p' "$log" | head -n 80 >&2
	fi
	if grep -q 'internal error' "$log"; then
		fail "$label: internal error:"
		grep 'internal error' "$log" | head -n 20 >&2
	fi
	# An analyzer error is `NAME: message`, NAME an identifier: no file
	# position (a finding or a type error starts with one, a load error
	# without one with "-: "). "go: " is the go command's, "toolvet: " the
	# driver's own (below).
	bad=$(grep -E '^[A-Za-z_][A-Za-z0-9_]*: ' "$log" |
		grep -vE '^(go|toolvet|panic): ' |
		grep -vE '^[A-Za-z_][A-Za-z0-9_]*: (analysis skipped due to errors in package|failed prerequisites: .*)$' || true)
	if [[ -n $bad ]]; then
		fail "$label: analyzer errors:"
		head -n 40 <<<"$bad" >&2
	fi
	bad=$(grep -E '^toolvet: ' "$log" | grep -vE '^toolvet: .*exit status [0-9]+: stderr: go: ' || true)
	if [[ -n $bad ]]; then
		fail "$label: toolvet driver error:"
		head -n 20 <<<"$bad" >&2
	fi
	if [[ $loadfail -gt 0 ]]; then
		if [[ $strict == 1 ]]; then
			fail "$label: the go command could not load the packages:"
		else
			echo "    note: the go command could not load the packages (not toolvet's error):" >&2
		fi
		grep -A3 -E '^toolvet: ' "$log" | head -n 8 | sed 's/^/      /' >&2
	elif [[ $skipped -gt 0 ]]; then
		if [[ $strict == 1 ]]; then
			fail "$label: $skipped packages skipped because of package errors:"
		else
			echo "    note: $skipped packages skipped because of package errors (not toolvet's), e.g.:" >&2
		fi
		grep -vE '^[A-Za-z_][A-Za-z0-9_]*: ' "$log" | head -n 5 | sed 's/^/      /' >&2
	fi
}

# run LABEL DIR STRICT PATTERN...: run toolvet in DIR on the patterns
# (GOFLAGS=$run_goflags when set).
run_goflags=
run() {
	local label=$1 dir=$2 strict=$3 log rc=0
	shift 3
	log=$tmp/log.$(tr -c 'A-Za-z0-9._-' '_' <<<"$label")
	(
		cd "$dir"
		if [[ -n $run_goflags ]]; then export GOFLAGS=$run_goflags; fi
		"$tmp/toolvet" "$@"
	) >"$log" 2>&1 || rc=$?
	check "$label" "$log" "$rc" "$strict"
}

# deps SRC NAME: toolvet on every module of SRC's dependency graph (go list
# -m all), one `toolvet MODULE/...` each, in a copy of SRC so that versions
# resolve as SRC's go.mod selects them.
deps() {
	local src=$1 name=$2 ex m path version n resolved label tm
	ex=$tmp/$(tr / _ <<<"$name")
	cp -R "$src" "$ex"
	cp "$ex/go.mod" "$ex.go.mod"
	cp "$ex/go.sum" "$ex.go.sum"
	mapfile -t mods < <(cd "$ex" && go list -m -f '{{.Path}} {{.Version}}' all)
	echo "  ${#mods[@]} modules in $name's graph"
	for m in "${mods[@]}"; do
		read -r path version <<<"$m"
		if [[ -n $DEPS_ONLY ]] && ! grep -qE "$DEPS_ONLY" <<<"$path"; then
			continue
		fi
		cp "$ex.go.mod" "$ex/go.mod"
		cp "$ex.go.sum" "$ex/go.sum"
		n=$(cd "$ex" && GOFLAGS=-mod=mod go list -e "$path/..." 2>/dev/null | grep -c . || true)
		resolved=$(cd "$ex" && GOFLAGS=-mod=mod go list -m -f '{{.Version}}' "$path" 2>/dev/null || true)
		label="$path${version:+@$version}"
		if [[ -n $version && -n $resolved && $resolved != "$version" ]]; then
			label+=" (resolved $resolved)"
		fi
		if [[ $n -eq 0 ]]; then
			echo "  $label: no packages"
			continue
		fi
		tm=$(now)
		run_goflags=-mod=mod
		run "$label: $n packages" "$ex" 0 "$path/..."
		run_goflags=
		echo "    $(elapsed "$tm")s"
	done
}

echo "date:    $(date -u +%Y-%m-%dT%H:%M:%SZ)"
echo "machine: nproc=$(nproc), $(go version | cut -d' ' -f3-), load average$(cut -d' ' -f1-3 /proc/loadavg | sed 's/^/ /')"
echo "toolvet: $(git -C "$root" describe --always --dirty 2>/dev/null || echo unknown)"
echo "parts:   $PARTS"
echo

t0=$(now)
go build -o "$tmp/toolvet" ./cmd/toolvet
echo "build: $(elapsed "$t0")s"

declare -A took=()
for part in $PARTS; do
	t=$(now)
	echo "== $part"
	case $part in
	std)
		run "std" "$root" 1 std
		;;
	xtools)
		v=$(go list -m -f '{{.Version}}' golang.org/x/tools)
		src=$(go mod download -json "golang.org/x/tools@$v" | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",\{0,1\}$/\1/p')
		[[ -d $src ]] || { fail "xtools: go mod download golang.org/x/tools@$v gave no directory"; continue; }
		cp -R "$src" "$tmp/xtools"
		chmod -R u+w "$tmp/xtools"
		(cd "$tmp/xtools" && go mod download)
		echo "  golang.org/x/tools@$v: $(cd "$tmp/xtools" && go list ./... | wc -l) packages"
		run "golang.org/x/tools@$v ./..." "$tmp/xtools" 1 ./...
		;;
	deps)
		deps "$root/example" example
		;;
	fwdeps)
		deps "$root/example/frameworks" example/frameworks
		;;
	*)
		echo "crashcheck: unknown part $part (want std, xtools, deps, fwdeps)" >&2
		exit 2
		;;
	esac
	took[$part]=$(elapsed "$t")
	echo "  $part: ${took[$part]}s"
done

echo
echo "time (wall, seconds):"
for part in $PARTS; do
	printf '  %-8s %s\n' "$part" "${took[$part]:-}"
done
echo "  total    $(elapsed "$t0")"
echo "load average at end:$(cut -d' ' -f1-3 /proc/loadavg | sed 's/^/ /')"
if [[ $failures -gt 0 ]]; then
	echo "crashcheck: FAILED ($failures failures)" >&2
	exit 1
fi
echo "crashcheck: ok"
