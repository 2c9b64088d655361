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
#
# Besides the gate, exits 1, printing go vet's output, if a run did not do
# its work (scripts/lib.sh, check_run and check_started): go vet failing
# (a package that does not load, a missing go.sum entry), a floor
# reporting anything, toolvet or go's vet reporting another number of
# findings than in their first run of the pattern, or fewer vet processes
# than the floor's cold run.
set -euo pipefail

RUNS=${RUNS:-5}
MAX_RATIO=${MAX_RATIO:-1.03}
VET=${VET:-1}
XTOOLS=${XTOOLS:-1}
GATE=${GATE:-wall}

. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
bench_init bench-std
[[ $GATE == wall || $GATE == cpu ]] || die "GATE must be wall or cpu"

# Work on a snapshot of the module (all but .git): the tools are relinked
# before every run for ~20 minutes.
snapshot
build_rusage
go build -o /dev/null ./cmd/toolvet ./internal/nopvet || die "the module does not build"

declare -A pkg=([toolvet]=./cmd/toolvet [nopvet]=./internal/nopvet)

patterns=(std)
if [[ $XTOOLS == 1 ]]; then patterns+=(golang.org/x/tools/go/...); fi

tools=(toolvet nopvet)
if [[ $VET == 1 ]]; then
	if vet_copy_ok; then
		tools+=(vet)
	else
		echo "bench-std: go's vet has a devel identity that a copy cannot change; skipping it" >&2
	fi
fi

header
echo "runs:      $RUNS per tool, interleaved (${tools[*]}, order rotated each round)"
echo

# Warm the build cache (export data of every package) once, and count the
# vet processes a run with a tool new to the vet cache starts: every timed
# run must start as many.
declare -A processes=() want=()
for p in "${!patterns[@]}"; do
	pat=${patterns[$p]}
	echo "warming: $pat" >&2
	# New identities for each pattern: the floor's count must not lack
	# the packages an earlier pattern's warm-up left in the vet cache.
	build_tool toolvet "${pkg[toolvet]}" "warm-p$p"
	build_tool nopvet "${pkg[nopvet]}" "warm-p$p"
	measure . "$tmp/log" go vet -x -vettool="$tmp/nopvet" "$pat"
	check_run "$pat, warm-up, nopvet" "$tmp/log" "" 0
	processes[$pat]=$(vet_started "$tmp/log" "$tmp/nopvet")
	((processes[$pat] > 0)) || die "go vet -x listed no vet process of $tmp/nopvet for $pat"
	measure . "$tmp/log" go vet -x -vettool="$tmp/toolvet" "$pat"
	check_run "$pat, warm-up, toolvet" "$tmp/log" 1 ""
	check_started "$pat, warm-up, toolvet" "$tmp/log" "$tmp/toolvet" "${processes[$pat]}"
	want[$pat/toolvet]=$c_findings
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
				vet_copy "$nonce"
				bin=$vet_bin
				check_new_id "$bin"
				if [[ $pat == std ]]; then flags=(-unsafeptr=false); fi
			else
				build_tool "$tool" "${pkg[$tool]}" "$nonce"
				bin=$tmp/$tool
			fi
			measure . "$tmp/log" go vet -x -vettool="$bin" "${flags[@]}" "$pat"
			what="$pat $tool run $i"
			if [[ $tool == nopvet ]]; then
				check_run "$what" "$tmp/log" "" 0
			else
				# toolvet: as many findings as in its warm-up; go's vet: as in its first run
				check_run "$what" "$tmp/log" 1 "${want[$pat/$tool]:-}"
				want[$pat/$tool]=$c_findings
			fi
			check_started "$what" "$tmp/log" "$bin" "${processes[$pat]}"
			if [[ $tool == vet ]]; then rm -f "$bin"; fi
			printf '%-26s %-8s run %d: wall %8.3fs  cpu %8.3fs\n' "$pat" "$tool" "$i" "$m_wall" "$m_cpu" >&2
			wall[$pat/$tool]+=" $m_wall"
			cpu[$pat/$tool]+=" $m_cpu"
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
		"$(median $(paired_ratio ${wall[$pat/toolvet]} / ${wall[$pat/nopvet]}))" \
		"$(median $(paired_ratio ${cpu[$pat/toolvet]} / ${cpu[$pat/nopvet]}))"
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
echo "load average at end: $(load)"

case $GATE in
wall) r=$(ratio "${mw[std/toolvet]}" "${mw[std/nopvet]}") ;;
cpu) r=$(ratio "${mc[std/toolvet]}" "${mc[std/nopvet]}") ;;
esac
if awk -v r="$r" -v m="$MAX_RATIO" 'BEGIN { exit !(r > m) }'; then
	die "std $GATE-time ratio $r exceeds MAX_RATIO=$MAX_RATIO"
fi
