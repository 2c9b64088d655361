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
#	MAX_RATIO=1.03  exit 1 if the ratio toolvet/nopvet of median times exceeds this
#	GATE=cpu        which time MAX_RATIO applies to: cpu (user+sys) or wall
#	CACHE=          a directory to keep the filled compile cache W in (made
#	                and filled if missing, reused if present: filling it
#	                compiles std and its tests, 5-15 minutes on 2 cores);
#	                empty: a temporary one, removed at the end
#
# Needs the go toolchain, bash, coreutils and about 2 GB of free disk in
# $TMPDIR (two copies of a build cache of std).
set -euo pipefail

RUNS=${RUNS:-3}
PATTERN=${PATTERN:-std}
MAX_RATIO=${MAX_RATIO:-1.03}
GATE=${GATE:-cpu}
CACHE=${CACHE:-}

die() { echo "bench-std-cold: $*" >&2; exit 1; }
[[ $GATE == wall || $GATE == cpu ]] || die "GATE must be wall or cpu"

if [[ -n $CACHE ]]; then
	mkdir -p "$CACHE"
	CACHE=$(cd "$CACHE" && pwd)
fi
cd "$(dirname "${BASH_SOURCE[0]}")/.."
tmp=$(mktemp -d)
trap 'chmod -R u+w "$tmp" 2>/dev/null; rm -rf "$tmp"' EXIT

mkdir "$tmp/src"
shopt -s dotglob nullglob
for f in *; do
	if [[ $f != .git ]]; then cp -R "$f" "$tmp/src/"; fi
done
shopt -u dotglob nullglob
cd "$tmp/src"

run_id="$$-$(date +%s%N)"
go build -o "$tmp/toolvet" -ldflags="-X main.benchNonce=$run_id-timed" ./cmd/toolvet
go build -o "$tmp/nopvet" -ldflags="-X main.benchNonce=$run_id-timed" ./internal/nopvet
go build -o "$tmp/warm" -ldflags="-X main.benchNonce=$run_id-warm" ./internal/nopvet
ids=$(for t in toolvet nopvet warm; do "$tmp/$t" -V=full | sed 's/^[^ ]* //'; done | sort -u | wc -l)
[[ $ids == 3 ]] || die "the three tools do not have three identities; go vet would share their results"

load() { cut -d' ' -f1-3 /proc/loadavg; }

# timeit LOG CMD...: run CMD, print "WALL CPU" in seconds (CPU = user+sys
# of CMD and all its children).
timeit() {
	local log=$1 tf TIMEFORMAT='%3R %3U %3S'
	shift
	tf=$(mktemp -p "$tmp")
	if ! { time "$@" >"$log" 2>&1; } 2>"$tf"; then
		cat "$log" >&2
		die "failed: $*"
	fi
	awk '{ printf "%.3f %.3f\n", $1, $2 + $3 }' "$tf"
}

median() {
	printf '%s\n' "$@" | sort -g |
		awk '{ a[NR] = $1 } END { if (NR % 2) m = a[(NR + 1) / 2]; else m = (a[NR / 2] + a[NR / 2 + 1]) / 2; printf "%.3f", m }'
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f", a / b }'; }
paired() {
	echo "$@" | awk '{ n = (NF - 1) / 2; for (i = 1; i <= n; i++) printf "%.6f\n", $i / $(n + 1 + i) }'
}

echo "date:      $(date -u +%Y-%m-%dT%H:%M:%SZ)"
echo "machine:   nproc=$(nproc), $(go version | cut -d' ' -f3-), load average $(load)"
echo "runs:      $RUNS per tool on $PATTERN, interleaved, each from a fresh copy of a warm compile cache"
echo

cd "$tmp" # outside the module: std needs none
W=${CACHE:-$tmp/W}
echo "filling the compile cache $W" >&2
GOCACHE=$W go build "$PATTERN"
# The warm tool is new to W at every invocation (its identity includes
# run_id), so this vets every package once more, and compiles what tests
# need. Timed tools are new too: W never holds a result of theirs.
GOCACHE=$W go vet -vettool="$tmp/warm" "$PATTERN" >"$tmp/log" 2>&1 || { cat "$tmp/log" >&2; die "warm-up vet failed"; }
echo "cache: $(du -sh "$W" | cut -f1)" >&2

tools=(toolvet nopvet)
declare -A wall=() cpu=()
for ((i = 1; i <= RUNS; i++)); do
	k=$(((i - 1) % ${#tools[@]}))
	for tool in "${tools[@]:k}" "${tools[@]:0:k}"; do
		rm -rf "$tmp/C"
		cp -R "$W" "$tmp/C"
		sync
		before=$(load)
		out=$(GOCACHE=$tmp/C timeit "$tmp/log" go vet -vettool="$tmp/$tool" "$PATTERN")
		read -r w c <<<"$out"
		printf '%-8s run %d: wall %8.3fs  cpu %8.3fs  load before %s, after %s\n' "$tool" "$i" "$w" "$c" "$before" "$(load)" >&2
		wall[$tool]+=" $w"
		cpu[$tool]+=" $c"
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
echo "                      median per round wall $(median $(paired ${wall[toolvet]} / ${wall[nopvet]}))  cpu $(median $(paired ${cpu[toolvet]} / ${cpu[nopvet]}))"
echo "load average at end: $(load)"

case $GATE in
wall) r=$(ratio "${mw[toolvet]}" "${mw[nopvet]}") ;;
cpu) r=$(ratio "${mc[toolvet]}" "${mc[nopvet]}") ;;
esac
if awk -v r="$r" -v m="$MAX_RATIO" 'BEGIN { exit !(r > m) }'; then
	die "$PATTERN $GATE-time ratio $r exceeds MAX_RATIO=$MAX_RATIO"
fi
