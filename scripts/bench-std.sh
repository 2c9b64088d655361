#!/usr/bin/env bash
# bench-std.sh: what toolvet costs on packages that import no tool library.
#
# It times
#
#	go vet -vettool=toolvet std
#	go vet -vettool=nopvet  std
#
# where nopvet (internal/nopvet) is a vet tool built the same way as
# cmd/toolvet whose one analyzer returns at once: the floor. Both pay the
# same fixed costs (go vet's planning, one process per package, reading
# export data, type-checking), so the ratio toolvet/nopvet is what toolvet
# itself adds. Figures and method: docs/speed.md.
#
# Usage, from anywhere in the repository (it works on a copy of the
# module taken at the start, so later edits do not affect a run):
#
#	scripts/bench-std.sh
#
# Environment:
#
#	RUNS=5          timed runs of each tool, interleaved: round i runs every
#	                tool once, the order rotated by i so none is always first
#	MAX_RATIO=1.03  exit 1 if the std ratio toolvet/nopvet of median times exceeds this
#	GATE=wall       which time MAX_RATIO applies to: wall, or cpu (user+sys),
#	                much steadier when other work shares the machine
#	VET=1           also time go's own vet (default analyzers), as context; 0 skips
#	XTOOLS=1        also time golang.org/x/tools/go/... (module cache); 0 skips
#
# Needs only the go toolchain, bash and coreutils. Not run by CI (yet):
# on a 2-core machine one round of std takes a couple of minutes.
#
# Defeating go vet's cache. go vet (Go 1.26) caches each package's vet
# result under a key that includes the vet tool's identity, which for a
# -vettool binary is a hash of the binary itself (from its -V=full output).
# A second run with the same binary replays the cache and takes ~2 s
# instead of ~40 s, so it would time the cache, not the tool. Clearing the
# cache (go clean -cache) would also drop the compiled export data and
# time the compiler instead. So before every timed run each tool is
# relinked with -ldflags="-X main.benchNonce=NONCE", NONCE unique to the
# run (and to this invocation, so a rerun of the script cannot hit the
# previous one's entries). No variable of that name has to exist: the
# flags go into the binary's build info and build ID, so the file, hence
# the tool identity, changes, while the compiled packages stay cached and
# the relink is not timed. The script checks that every build's -V=full
# identity is new, and, from go vet -x's listing of the commands it runs,
# that every timed run started the tool for as many packages as a run of
# the floor on a cold vet cache does. (A check on time alone cannot tell a
# cache hit from a tool that answers fast: toolvet answers the standard
# library's packages without loading them.)
#
# go's own vet is a release binary whose -V=full is "NAME version goX.Y.Z",
# NAME being its file name, so for it the same is done by copying it to a
# new name per run. As -vettool it is no longer recognised as the default
# vet, so -unsafeptr=false, which go vet adds by itself for std packages,
# is passed explicitly. On a devel toolchain the name is not part of the
# identity and that context figure is skipped.
set -euo pipefail

RUNS=${RUNS:-5}
MAX_RATIO=${MAX_RATIO:-1.03}
VET=${VET:-1}
XTOOLS=${XTOOLS:-1}
GATE=${GATE:-wall}

die() { echo "bench-std: $*" >&2; exit 1; }
[[ $GATE == wall || $GATE == cpu ]] || die "GATE must be wall or cpu"

cd "$(dirname "${BASH_SOURCE[0]}")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Work on a snapshot of the module (all but .git): the tools are relinked
# before every run for ~20 minutes, and edits to the working tree in that
# time must neither break a relink nor change what is measured.
mkdir "$tmp/src"
shopt -s dotglob nullglob
for f in *; do
	if [[ $f != .git ]]; then cp -R "$f" "$tmp/src/"; fi
done
shopt -u dotglob nullglob
cd "$tmp/src"
go build -o /dev/null ./cmd/toolvet ./internal/nopvet || die "the module does not build"

run_id="$$-$(date +%s%N)"
declare -A seen_ids=()

# build TOOL NONCE: (re)link TOOL into $tmp/TOOL with a fresh identity.
build() {
	local tool=$1 nonce=$2 pkg
	case $tool in
	toolvet) pkg=./cmd/toolvet ;;
	nopvet) pkg=./internal/nopvet ;;
	esac
	go build -o "$tmp/$tool" -ldflags="-X main.benchNonce=$run_id-$nonce" "$pkg"
	check_new_id "$tmp/$tool"
}

# vet_copy NONCE: copy go's vet to a new name; prints its path.
vet_copy() {
	local dst="$tmp/vet-$run_id-$1"
	cp "$(go env GOTOOLDIR)/vet" "$dst"
	echo "$dst"
}

check_new_id() {
	local id
	id=$("$1" -V=full)
	id=${id#"$1" } # analysisflags prints the path; cmd/go ignores it
	[[ -z ${seen_ids[$id]:-} ]] || die "$1: identity unchanged by relink ($id); go vet would answer from its cache"
	seen_ids[$id]=1
}

# timeit LOG CMD...: run CMD, print "WALL CPU" in seconds (CPU = user+sys
# of CMD and all its children, i.e. the go command and every vet process).
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

# paired A1 A2 ... / B1 B2 ...: prints Ai/Bi, one a line.
paired() {
	echo "$@" | awk '{ n = (NF - 1) / 2; for (i = 1; i <= n; i++) printf "%.6f\n", $i / $(n + 1 + i) }'
}

patterns=(std)
if [[ $XTOOLS == 1 ]]; then patterns+=(golang.org/x/tools/go/...); fi

tools=(toolvet nopvet)
if [[ $VET == 1 ]]; then
	a=$(vet_copy probe-a) b=$(vet_copy probe-b)
	if [[ $("$a" -V=full) == *devel* ]] || [[ $("$a" -V=full) == "$("$b" -V=full)" ]]; then
		echo "bench-std: go's vet has a devel identity that a copy cannot change; skipping it" >&2
	else
		tools+=(vet)
	fi
	rm -f "$a" "$b"
fi

echo "date:      $(date -u +%Y-%m-%dT%H:%M:%SZ)"
echo "machine:   nproc=$(nproc), $(go version | cut -d' ' -f3-), load average$(cut -d' ' -f1-3 /proc/loadavg | sed 's/^/ /')"
echo "runs:      $RUNS per tool, interleaved (${tools[*]}, order rotated each round)"
echo

# Warm the build cache (export data of every package) once, and count the
# vet processes a run with a tool new to the vet cache starts: every timed
# run must start as many.
#
# started LOG BIN: how many vet processes of BIN go vet -x listed in LOG.
started() { awk -v bin="$2 " 'index($0, bin) && /vet\.cfg$/ { n++ } END { print n + 0 }' "$1"; }

declare -A processes=()
for p in "${!patterns[@]}"; do
	pat=${patterns[$p]}
	echo "warming: $pat" >&2
	# New identities for each pattern: the floor's count must not lack
	# the packages an earlier pattern's warm-up left in the vet cache.
	build toolvet "warm-p$p"
	build nopvet "warm-p$p"
	timeit "$tmp/log" go vet -vettool="$tmp/toolvet" "$pat" >/dev/null
	timeit "$tmp/log" go vet -x -vettool="$tmp/nopvet" "$pat" >/dev/null
	processes[$pat]=$(started "$tmp/log" "$tmp/nopvet")
	((processes[$pat] > 0)) || die "go vet -x listed no vet process of $tmp/nopvet for $pat"
done

declare -A wall=() cpu=()
for p in "${!patterns[@]}"; do
	pat=${patterns[$p]}
	for ((i = 1; i <= RUNS; i++)); do
		nonce=p$p-$i
		# Rotate the order each round so that no tool always runs first.
		k=$(((i - 1) % ${#tools[@]}))
		for tool in "${tools[@]:k}" "${tools[@]:0:k}"; do
			flags=()
			if [[ $tool == vet ]]; then
				bin=$(vet_copy "$nonce")
				check_new_id "$bin"
				if [[ $pat == std ]]; then flags=(-unsafeptr=false); fi
			else
				build "$tool" "$nonce"
				bin=$tmp/$tool
			fi
			out=$(timeit "$tmp/log" go vet -x -vettool="$bin" "${flags[@]}" "$pat")
			read -r w c <<<"$out"
			if [[ $tool == vet ]]; then rm -f "$bin"; fi
			n=$(started "$tmp/log" "$bin")
			[[ $n == "${processes[$pat]}" ]] ||
				die "$pat $tool run $i started $n vet processes, the floor's cold run ${processes[$pat]}: go vet answered from its cache"
			printf '%-26s %-8s run %d: wall %8.3fs  cpu %8.3fs\n' "$pat" "$tool" "$i" "$w" "$c" >&2
			wall[$pat/$tool]+=" $w"
			cpu[$pat/$tool]+=" $c"
		done
	done
done

echo "median of $RUNS runs (cpu = user+sys of go vet and its children)"
printf '%-26s %-8s %10s %10s\n' pattern tool wall_s cpu_s
declare -A mw=() mc=()
for pat in "${patterns[@]}"; do
	for tool in "${tools[@]}"; do
		# shellcheck disable=SC2086 # word lists
		mw[$pat/$tool]=$(median ${wall[$pat/$tool]})
		# shellcheck disable=SC2086
		mc[$pat/$tool]=$(median ${cpu[$pat/$tool]})
		printf '%-26s %-8s %10s %10s\n' "$pat" "$tool" "${mw[$pat/$tool]}" "${mc[$pat/$tool]}"
	done
done
echo
echo "ratio toolvet/nopvet (of the medians above)"
for pat in "${patterns[@]}"; do
	printf '%-26s wall %s  cpu %s\n' "$pat" \
		"$(ratio "${mw[$pat/toolvet]}" "${mw[$pat/nopvet]}")" \
		"$(ratio "${mc[$pat/toolvet]}" "${mc[$pat/nopvet]}")"
done
# Other load on the machine moves wall times a lot from one round to the
# next; the ratio within each round (runs close in time) is steadier.
echo
echo "ratio toolvet/nopvet (median of the per-round ratios)"
for pat in "${patterns[@]}"; do
	# shellcheck disable=SC2046 # one ratio a word
	printf '%-26s wall %s  cpu %s\n' "$pat" \
		"$(median $(paired ${wall[$pat/toolvet]} / ${wall[$pat/nopvet]}))" \
		"$(median $(paired ${cpu[$pat/toolvet]} / ${cpu[$pat/nopvet]}))"
done
if [[ " ${tools[*]} " == *" vet "* ]]; then
	echo
	echo "context: ratio vet/nopvet (go's own vet, default analyzers)"
	for pat in "${patterns[@]}"; do
		printf '%-26s wall %s  cpu %s\n' "$pat" \
			"$(ratio "${mw[$pat/vet]}" "${mw[$pat/nopvet]}")" \
			"$(ratio "${mc[$pat/vet]}" "${mc[$pat/nopvet]}")"
	done
fi
echo
echo "load average at end:$(cut -d' ' -f1-3 /proc/loadavg | sed 's/^/ /')"

case $GATE in
wall) r=$(ratio "${mw[std/toolvet]}" "${mw[std/nopvet]}") ;;
cpu) r=$(ratio "${mc[std/toolvet]}" "${mc[std/nopvet]}") ;;
esac
if awk -v r="$r" -v m="$MAX_RATIO" 'BEGIN { exit !(r > m) }'; then
	die "std $GATE-time ratio $r exceeds MAX_RATIO=$MAX_RATIO"
fi
