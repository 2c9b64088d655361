#!/usr/bin/env bash
# bench-std-cold.sh: what toolvet costs on std, timed from a cold go vet
# cache over a warm compile cache; the second method beside bench-std.sh.
#
# bench-std.sh times go vet in the user's own build cache, defeating go
# vet's result cache by relinking each tool before every run. This script
# instead gives every timed run a fresh build cache that holds the compiled
# export data of std (and of its test variants) but no vet result of either
# timed tool:
#
#  1. build each tool with its own identity (-ldflags=-X main.benchNonce=...;
#     go vet keys its results by a hash of the vet tool), and a third,
#     nopvet "warm", used only to fill the cache;
#  2. GOCACHE=W go build std; GOCACHE=W go vet -vettool=<warm> std: W holds
#     every compiled package go vet needs, and no result of a timed tool;
#  3. RUNS rounds: for each tool (order rotated each round), copy W to a
#     fresh directory C and time GOCACHE=C go vet -vettool=TOOL std.
#
# A run so costs what a CI job with a restored compile cache pays for the
# first go vet with a new toolvet: every package, test variants included,
# is vetted once. Figures and method: docs/speed.md.
#
# Usage, from anywhere in the repository (it works on a copy of the module
# taken at the start):
#
#	scripts/bench-std-cold.sh
#
# Environment:
#
#	RUNS=3          timed runs of each tool, interleaved, order rotated
#	PATTERN=std     the packages to vet
#	DIR=            the directory go vet runs in: empty, a temporary one
#	                outside any module (std needs none); a module's root
#	                for its packages (PATTERN=./...)
#	MAX_RATIO=1.03  exit 1 if the ratio toolvet/nopvet of median times exceeds this
#	GATE=cpu        which time MAX_RATIO applies to: cpu (user+sys) or wall
#	CACHE=          a directory to keep the filled compile cache W in (made
#	                and filled if missing, reused if present: filling it
#	                compiles std and its tests, 5-15 minutes on 2 cores);
#	                empty: a temporary one, removed at the end
#
# Besides the gate, exits 1, printing go vet's output, if a run did not do
# its work (scripts/lib.sh, check_run and check_started): go vet failing
# (a package that does not load, a missing go.sum entry), nopvet
# reporting anything, toolvet reporting another number of findings than
# in its first run, or a run starting fewer vet processes than the warm-up
# (a tool new to the cache, as every timed one is).
#
# Needs the go toolchain, bash, coreutils and about 2 GB of free disk in
# $TMPDIR (two copies of a build cache of std).
set -euo pipefail

RUNS=${RUNS:-3}
PATTERN=${PATTERN:-std}
MAX_RATIO=${MAX_RATIO:-1.03}
GATE=${GATE:-cpu}
CACHE=${CACHE:-}
DIR=${DIR:-}

. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
[[ $GATE == wall || $GATE == cpu ]] || die "GATE must be wall or cpu"
if [[ -n $CACHE ]]; then
	mkdir -p "$CACHE"
	CACHE=$(cd "$CACHE" && pwd)
fi
if [[ -n $DIR ]]; then DIR=$(cd "$DIR" && pwd); fi
bench_init bench-std-cold
snapshot
build_rusage

build_tool toolvet ./cmd/toolvet timed
build_tool nopvet ./internal/nopvet timed
build_tool warm ./internal/nopvet warm

header
echo "runs:      $RUNS per tool on $PATTERN, interleaved, each from a fresh copy of a warm compile cache"
echo

dir=${DIR:-$tmp} # outside the module: std needs none
W=${CACHE:-$tmp/W}
echo "filling the compile cache $W" >&2
GOCACHE=$W measure "$dir" "$tmp/log" go build "$PATTERN"
check_run "go build $PATTERN" "$tmp/log" "" 0
# The warm tool is new to W at every invocation (its identity includes
# run_id), so this vets every package once more, and compiles what tests
# need. Timed tools are new too: W never holds a result of theirs; each
# timed run must start as many vet processes as this one.
GOCACHE=$W measure "$dir" "$tmp/log" go vet -x -vettool="$tmp/warm" "$PATTERN"
check_run "warm-up vet" "$tmp/log" "" 0
started=$(vet_started "$tmp/log" "$tmp/warm")
((started > 0)) || die "go vet -x listed no vet process of the warm-up tool"
echo "cache: $(du -sh "$W" | cut -f1), $started vet processes a run" >&2

tools=(toolvet nopvet)
want=
declare -A wall=() cpu=()
for ((i = 1; i <= RUNS; i++)); do
	k=$(((i - 1) % ${#tools[@]}))
	for tool in "${tools[@]:k}" "${tools[@]:0:k}"; do
		chmod -R u+w "$tmp/C" 2>/dev/null || true
		rm -rf "$tmp/C"
		cp -R "$W" "$tmp/C"
		sync
		before=$(load)
		GOCACHE=$tmp/C measure "$dir" "$tmp/log" go vet -x -vettool="$tmp/$tool" "$PATTERN"
		if [[ $tool == toolvet ]]; then
			check_run "$tool run $i" "$tmp/log" 1 "$want"
			want=$c_findings
		else
			check_run "$tool run $i" "$tmp/log" "" 0
		fi
		check_started "$tool run $i" "$tmp/log" "$tmp/$tool" "$started"
		printf '%-8s run %d: wall %8.3fs  cpu %8.3fs  load before %s, after %s\n' "$tool" "$i" "$m_wall" "$m_cpu" "$before" "$(load)" >&2
		wall[$tool]+=" $m_wall"
		cpu[$tool]+=" $m_cpu"
	done
done
rm -rf "$tmp/C"
echo "median of $RUNS runs (cpu = user+sys of go vet and its children)"
printf '%-8s %10s %10s\n' tool wall_s cpu_s
declare -A mw=() mc=()
for tool in "${tools[@]}"; do
	# shellcheck disable=SC2086 # word lists
	mw[$tool]=$(median ${wall[$tool]})
	# shellcheck disable=SC2086
	mc[$tool]=$(median ${cpu[$tool]})
	printf '%-8s %10s %10s\n' "$tool" "${mw[$tool]}" "${mc[$tool]}"
done
echo
echo "ratio toolvet/nopvet: of the medians wall $(ratio "${mw[toolvet]}" "${mw[nopvet]}")  cpu $(ratio "${mc[toolvet]}" "${mc[nopvet]}")"
# shellcheck disable=SC2046,SC2086 # one ratio a word
echo "                      median per round wall $(median $(paired_ratio ${wall[toolvet]} / ${wall[nopvet]}))  cpu $(median $(paired_ratio ${cpu[toolvet]} / ${cpu[nopvet]}))"
echo "load average at end: $(load)"

case $GATE in
wall) r=$(ratio "${mw[toolvet]}" "${mw[nopvet]}") ;;
cpu) r=$(ratio "${mc[toolvet]}" "${mc[nopvet]}") ;;
esac
if awk -v r="$r" -v m="$MAX_RATIO" 'BEGIN { exit !(r > m) }'; then
	die "$PATTERN $GATE-time ratio $r exceeds MAX_RATIO=$MAX_RATIO"
fi
