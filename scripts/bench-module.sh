#!/usr/bin/env bash
# bench-module.sh: what toolvet costs under go vet over one module of your
# own (a real server, say), against the do-nothing vet tool of
# internal/nopvet built the same way, and against internal/nopvet/stdvet,
# the same floor answering the standard library's packages without loading
# them as toolvet does: the first ratio is what a user pays over any vet
# tool, the second what toolvet's analysis of the module's packages costs.
#
# Each round builds both tools with a new identity (-X main.benchNonce), so
# that go vet, which keys its results by the tool's hash, vets every
# package again, over the compile cache as it is; the order of the two
# tools alternates. Figures: docs/speed.md.
#
# Usage: scripts/bench-module.sh DIR     (DIR holds the module's go.mod)
#
#	RUNS=3          rounds
#	MAX_RATIO=1.25  exit 1 if toolvet/nopvet-std of the median cpu exceeds it
set -euo pipefail

dir=${1:?usage: scripts/bench-module.sh DIR}
RUNS=${RUNS:-3}
MAX_RATIO=${MAX_RATIO:-1.25}
dir=$(cd "$dir" && pwd)
cd "$(dirname "${BASH_SOURCE[0]}")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

median() { sort -g | awk '{v[NR]=$1} END {print (NR%2) ? v[(NR+1)/2] : (v[NR/2]+v[NR/2+1])/2}'; }

for r in $(seq 1 "$RUNS"); do
	nonce="$$-$r-$RANDOM"
	go build -o "$tmp/toolvet" -ldflags="-X main.benchNonce=$nonce" ./cmd/toolvet
	go build -o "$tmp/nopvet" -ldflags="-X main.benchNonce=$nonce" ./internal/nopvet
	go build -o "$tmp/nopvet-std" -ldflags="-X main.benchNonce=$nonce" ./internal/nopvet/stdvet
	tools=(nopvet nopvet-std toolvet)
	k=$(((r - 1) % 3))
	for t in "${tools[@]:k}" "${tools[@]:0:k}"; do
		# go vet exits 1 on findings: the time is what counts.
		(cd "$dir" && /usr/bin/time -f "%e %U %S" -o "$tmp/t" go vet -vettool="$tmp/$t" ./... >/dev/null 2>&1) || true
		read -r wall user sys < <(tail -1 "$tmp/t")
		cpu=$(awk -v u="$user" -v s="$sys" 'BEGIN {print u+s}')
		echo "$t $wall $cpu" >>"$tmp/runs"
		printf 'round %d %-10s wall %7.2fs cpu %7.2fs\n' "$r" "$t" "$wall" "$cpu"
	done
done

for t in toolvet nopvet nopvet-std; do
	awk -v t="$t" '$1 == t {print $2}' "$tmp/runs" | median >"$tmp/$t.wall"
	awk -v t="$t" '$1 == t {print $3}' "$tmp/runs" | median >"$tmp/$t.cpu"
done
ratio() { awk -v a="$(cat "$tmp/toolvet.$1")" -v b="$(cat "$tmp/$2.$1")" 'BEGIN {printf "%.3f", a/b}'; }
echo "over $dir, medians of $RUNS (load: $(cut -d' ' -f1-3 /proc/loadavg)):"
echo "  toolvet/nopvet      wall $(ratio wall nopvet) cpu $(ratio cpu nopvet)"
cpu=$(ratio cpu nopvet-std)
echo "  toolvet/nopvet-std  wall $(ratio wall nopvet-std) cpu $cpu"
awk -v c="$cpu" -v m="$MAX_RATIO" 'BEGIN {exit !(c <= m)}' || { echo "bench-module: cpu ratio $cpu above $MAX_RATIO" >&2; exit 1; }
