#!/usr/bin/env bash
# bench-std-replay.sh: toolvet's own cost per vet process, without the go
# command: the third, finest measurement beside bench-std.sh and
# bench-std-cold.sh (docs/speed.md).
#
# One `go vet -work -vettool=nopvet std` leaves the vet.cfg of every process
# go vet started (one per package, test variants included; VetxOnly for
# those vetted only for their facts). This script then runs each of those
# configurations once with every tool, the tools' order rotated from one
# package to the next, one process at a time, and sums each tool's cpu
# (user+sys) and wall time, apart for reporting runs and VetxOnly runs, and
# for packages of the standard library (which toolvet answers without
# loading them) and of modules (which every tool loads and type-checks).
# The tools run with GOROOT set, as go vet runs them.
# go vet's own work (planning, hashing, caching) is the same whatever the
# tool and is left out, so the ratio is what the tool's processes cost.
# nopvet-facts (internal/nopvet/withfacts) is nopvet with a declared fact
# type, as toolvet's helper passes have: it shows what facts alone cost.
#
# Usage:
#
#	scripts/bench-std-replay.sh                # toolvet, nopvet, nopvet-facts
#	EXTRA="path/to/othertool" scripts/bench-std-replay.sh
#
# Environment:
#
#	PATTERN=std   the packages go vet is run on once to write the configurations;
#	              golang.org/x/tools/go/... for packages of a module (and the
#	              standard library's packages they import)
#	EVERY=1       replay only every EVERY-th configuration (3: a third, ~3x faster)
#	EXTRA=        more vet tool binaries to compare, space-separated
#
# Exits 1, printing the output, if go vet fails (a package that does not
# load, a missing go.sum entry), the floor reports anything, no vet.cfg
# is left (an answer from go vet's cache), or a replayed process exits
# non-zero (with -json, findings are no failure: that is a tool failing
# on a package, and its time would not be the tool's work).
set -euo pipefail

PATTERN=${PATTERN:-std}
EVERY=${EVERY:-1}
EXTRA=${EXTRA:-}

extra=()
for t in $EXTRA; do extra+=("$(cd "$(dirname "$t")" && pwd)/$(basename "$t")"); done

. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
bench_init bench-std-replay
build_rusage
go build -o "$tmp/toolvet" ./cmd/toolvet
build_tool nopvet ./internal/nopvet replay
go build -o "$tmp/nopvet-facts" ./internal/nopvet/withfacts
tools=("$tmp/toolvet" "$tmp/nopvet" "$tmp/nopvet-facts" ${extra[@]+"${extra[@]}"})

GOROOT=$(go env GOROOT)
export GOROOT
header

# A nopvet identity new to the cache, so that go vet starts a process for
# every package and leaves its vet.cfg behind. Run in the module, so that a
# PATTERN of its dependencies (golang.org/x/tools/go/...) resolves.
measure . "$tmp/log" go vet -work -vettool="$tmp/nopvet" "$PATTERN"
work=$(sed -n 's/^WORK=//p' "$tmp/log")
if [[ -n $work ]]; then cleanup+=("$work"); fi
check_run "go vet -work -vettool=nopvet $PATTERN" "$tmp/log" "" 0
[[ -d $work ]] || die "no work directory in go vet's output"
mapfile -t cfgs < <(find "$work" -name vet.cfg | sort | awk -v n="$EVERY" 'NR % n == 0')
((${#cfgs[@]} > 0)) || die "no vet.cfg in $work: go vet answered from its cache"
echo "replaying: ${#cfgs[@]} vet.cfg files of go vet $PATTERN, each tool once per file"
echo

TIMEFORMAT='%3R %3U %3S'
n=${#tools[@]}
for i in "${!cfgs[@]}"; do
	cfg=${cfgs[$i]}
	kind=report
	if grep -q '"VetxOnly": true' "$cfg"; then kind=vetxonly; fi
	# A package of no module is the standard library's (go vet in module
	# mode), which toolvet answers without loading it.
	origin=module
	if grep -q '"ModulePath": ""' "$cfg"; then origin=std; fi
	for ((j = 0; j < n; j++)); do
		t=$(((i + j) % n))
		rc=0
		{ time "${tools[$t]}" -json "$cfg" >"$tmp/out" 2>&1; } 2>"$tmp/time" || rc=$?
		if ((rc != 0)); then
			cat "$tmp/out" >&2
			die "${tools[$t]} -json $cfg: exit status $rc"
		fi
		read -r w u s <"$tmp/time"
		echo "$t $kind $w $u $s $origin" >>"$tmp/times"
	done
done

names=$(for t in "${tools[@]}"; do basename "$t"; done)
awk -v names="$names" '
BEGIN { n = split(names, name, "\n") }
{ t = $1 + 1; c = $4 + $5; cpu[t, $2] += c; org[t, $6] += c; wall[t] += $3; if (t == 1) { count[$2]++; norg[$6]++ } }
function ratio(a, b) { return b > 0 ? sprintf("%.3f", a / b) : "-" }
END {
	printf "%-12s %12s %12s %12s %12s %12s %12s\n", "tool", "report cpu", "vetxonly cpu", "std cpu", "module cpu", "total cpu", "total wall"
	printf "%-12s %12d %12d %12d %12d\n", "(processes)", count["report"], count["vetxonly"], norg["std"], norg["module"]
	for (t = 1; t <= n; t++)
		printf "%-12s %12.3f %12.3f %12.3f %12.3f %12.3f %12.3f\n", name[t], cpu[t, "report"], cpu[t, "vetxonly"], org[t, "std"], org[t, "module"], cpu[t, "report"] + cpu[t, "vetxonly"], wall[t]
	printf "\nratio toolvet/nopvet, cpu: %s (report runs %s, VetxOnly runs %s; standard library %s, module packages %s); wall: %s\n",
		ratio(cpu[1, "report"] + cpu[1, "vetxonly"], cpu[2, "report"] + cpu[2, "vetxonly"]),
		ratio(cpu[1, "report"], cpu[2, "report"]), ratio(cpu[1, "vetxonly"], cpu[2, "vetxonly"]),
		ratio(org[1, "std"], org[2, "std"]), ratio(org[1, "module"], org[2, "module"]), ratio(wall[1], wall[2])
}' "$tmp/times"
echo "load average at end: $(load)"
