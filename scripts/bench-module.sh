#!/usr/bin/env bash
# bench-module.sh: what toolvet costs under go vet over one module of your
# own (a real server, say), against the do-nothing vet tool of
# internal/nopvet built the same way, and against internal/nopvet/stdvet,
# the same floor answering the standard library's packages without loading
# them as toolvet does: the first ratio is what a user pays over any vet
# tool, the second what toolvet's analysis of the module's packages costs.
#
# Each round builds the tools with a new identity (-X main.benchNonce), so
# that go vet, which keys its results by the tool's hash, vets every
# package again, over the compile cache as it is; the order of the tools
# rotates. A warm-up round first fills the compile cache. Figures:
# docs/speed.md.
#
# Usage: scripts/bench-module.sh DIR     (DIR holds the module's go.mod)
#
#	RUNS=3          rounds
#	MAX_RATIO=1.25  exit 1 if toolvet/nopvet-std of the median cpu exceeds it
#
# Exits 1, printing go vet's output, if a run did not do its work
# (scripts/lib.sh, check_run and check_started): a floor exiting non-zero
# or reporting anything (go vet failed: a missing go.sum entry, say),
# toolvet exiting non-zero without findings or reporting another number of
# findings than in the warm-up, or a run starting fewer vet processes than
# the warm-up's (an answer from go vet's cache).
set -euo pipefail

dir=${1:?usage: scripts/bench-module.sh DIR}
RUNS=${RUNS:-3}
MAX_RATIO=${MAX_RATIO:-1.25}
dir=$(cd "$dir" && pwd)

. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
bench_init bench-module
snapshot
build_rusage

declare -A pkg=([toolvet]=./cmd/toolvet [nopvet]=./internal/nopvet [nopvet-std]=./internal/nopvet/stdvet)
tools=(nopvet nopvet-std toolvet)

header
echo "module:    $dir"
echo

# run TOOL WHAT NONCE: relink TOOL, time go vet -x -vettool=TOOL ./... in
# DIR, check the run (toolvet: want findings, if known; the floors: none)
# and the vet processes it started (started, if known). Sets m_*.
want=
started=
run() {
	local tool=$1 what=$2 nonce=$3
	build_tool "$tool" "${pkg[$tool]}" "$nonce"
	measure "$dir" "$tmp/log" go vet -x -vettool="$tmp/$tool" ./...
	if [[ $tool == toolvet ]]; then
		check_run "$what" "$tmp/log" 1 "$want"
	else
		check_run "$what" "$tmp/log" "" 0
	fi
	if [[ -n $started ]]; then check_started "$what" "$tmp/log" "$tmp/$tool" "$started"; fi
}

echo "warming: $dir" >&2
run nopvet "warm-up, nopvet" warm
started=$(vet_started "$tmp/log" "$tmp/nopvet")
((started > 0)) || die "go vet -x listed no vet process of nopvet in $dir"
run nopvet-std "warm-up, nopvet-std" warm
run toolvet "warm-up, toolvet" warm
want=$c_findings
echo "findings:  $want (toolvet), $started vet processes a run"
echo

declare -A wall=() cpu=()
for ((r = 1; r <= RUNS; r++)); do
	k=$(((r - 1) % ${#tools[@]}))
	for t in "${tools[@]:k}" "${tools[@]:0:k}"; do
		run "$t" "round $r, $t" "$r"
		printf 'round %d %-10s wall %7.2fs cpu %7.2fs\n' "$r" "$t" "$m_wall" "$m_cpu"
		wall[$t]+=" $m_wall"
		cpu[$t]+=" $m_cpu"
	done
done

declare -A mw=() mc=()
for t in "${tools[@]}"; do
	# shellcheck disable=SC2086 # word lists
	mw[$t]=$(median ${wall[$t]})
	# shellcheck disable=SC2086
	mc[$t]=$(median ${cpu[$t]})
done
echo "over $dir, medians of $RUNS (load: $(load)):"
echo "  toolvet/nopvet      wall $(ratio "${mw[toolvet]}" "${mw[nopvet]}") cpu $(ratio "${mc[toolvet]}" "${mc[nopvet]}")"
r=$(ratio "${mc[toolvet]}" "${mc[nopvet-std]}")
echo "  toolvet/nopvet-std  wall $(ratio "${mw[toolvet]}" "${mw[nopvet-std]}") cpu $r"
awk -v c="$r" -v m="$MAX_RATIO" 'BEGIN {exit !(c <= m)}' || die "cpu ratio $r above $MAX_RATIO"
