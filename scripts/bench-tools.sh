#!/usr/bin/env bash
# bench-tools.sh: what toolvet costs on modules with many tools.
#
# It generates modules of N mcp-go tools (scripts/gentools; N = 50, 500,
# 5000, one package, 50 tools a file, about half the rules undeclared so
# there are findings) and times, in each,
#
#	go vet -vettool=toolvet ./...
#	go vet -vettool=nopvet  ./...
#
# nopvet being the do-nothing floor built the same way (see
# scripts/bench-std.sh), here internal/nopvet/stdvet, which answers the
# standard library's packages without loading them as toolvet does: the
# difference is then toolvet's analysis of the module and its non-standard
# dependencies, not the standard library's share that toolvet skips. It also times the two binaries standalone
# (they are multichecker binaries that load packages themselves):
#
#	- on the examples shipped in the real mcp-go and go-sdk modules, from
#	  example/ (which requires both): toolvet PATTERNS vs nopvet PATTERNS
#	  (go vet -vettool=TOOL PATTERNS is timed there too);
#	- on the 500-tool module: toolvet ./... vs go vet -vettool=toolvet ./...
#	  (target: standalone no slower), with the peak RSS of each.
#
# Reported: median wall, median cpu (user+sys of the command and all its
# descendants), peak RSS (largest single process), ratios toolvet/nopvet,
# and the per-tool cpu cost (toolvet cpu - nopvet cpu) / N, which should
# not grow with N. Figures: docs/speed.md, "Many tools".
#
# Usage, from anywhere in the repository (works on a snapshot of it):
#
#	scripts/bench-tools.sh
#
# Environment:
#
#	RUNS=3               timed runs of each command, interleaved, order rotated each round
#	SIZES="50 500 5000"  module sizes (tools)
#	EXAMPLES=1           also the mcp-go and go-sdk examples; 0 skips
#	STANDALONE=500       module size for standalone vs go vet (must be in SIZES; empty skips)
#
# go vet's cache is defeated as in bench-std.sh: before every timed go vet
# run the tool is relinked with -ldflags="-X main.benchNonce=NONCE" (a new
# build ID, hence a new vet tool identity); the script checks every
# identity is new. Standalone runs have no cache.
#
# toolvet exits 1 (go vet) or 3 (standalone) on findings: expected. Always
# exits 0 unless a command fails otherwise. Needs the go toolchain, bash,
# coreutils, and the module cache holding example/'s dependencies.
set -euo pipefail

RUNS=${RUNS:-3}
SIZES=${SIZES:-50 500 5000}
EXAMPLES=${EXAMPLES:-1}
STANDALONE=${STANDALONE-500}

die() { echo "bench-tools: $*" >&2; exit 1; }

cd "$(dirname "${BASH_SOURCE[0]}")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

mkdir "$tmp/src"
shopt -s dotglob nullglob
for f in *; do
	if [[ $f != .git ]]; then cp -R "$f" "$tmp/src/"; fi
done
shopt -u dotglob nullglob
cd "$tmp/src"
go build -o "$tmp/rusage" ./scripts/gentools/rusage
go build -o "$tmp/gentools" ./scripts/gentools
go build -o /dev/null ./cmd/toolvet ./internal/nopvet/stdvet || die "the module does not build"

run_id="$$-$(date +%s%N)"
declare -A seen_ids=()

# build TOOL NONCE: (re)link TOOL into $tmp/TOOL with a fresh identity.
build() {
	local tool=$1 nonce=$2 pkg
	case $tool in
	toolvet) pkg=./cmd/toolvet ;;
	nopvet) pkg=./internal/nopvet/stdvet ;;
	esac
	(cd "$tmp/src" && go build -o "$tmp/$tool" -ldflags="-X main.benchNonce=$run_id-$nonce" "$pkg")
	local id
	id=$("$tmp/$tool" -V=full)
	id=${id#"$tmp/$tool" }
	[[ -z ${seen_ids[$id]:-} ]] || die "$tool: identity unchanged by relink ($id); go vet would answer from its cache"
	seen_ids[$id]=1
}

# measure DIR OKCODES LOG CMD...: run CMD in DIR, print "WALL CPU MAXRSS_KB".
# An exit status outside OKCODES (e.g. "0 1") is a failure.
measure() {
	local dir=$1 ok=$2 log=$3 rc=0
	shift 3
	(cd "$dir" && "$tmp/rusage" "$tmp/ru" "$@") >"$log" 2>&1 || rc=$?
	if [[ " $ok " != *" $rc "* ]]; then
		tail -20 "$log" >&2
		die "exit status $rc from: $*"
	fi
	cat "$tmp/ru"
}

median() {
	printf '%s\n' "$@" | sort -g |
		awk '{ a[NR] = $1 } END { if (NR % 2) m = a[(NR + 1) / 2]; else m = (a[NR / 2] + a[NR / 2 + 1]) / 2; printf "%.3f", m }'
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f", a / b }'; }
# paired_diff A1 A2 ... / B1 B2 ...: prints Ai-Bi, one a line.
paired_diff() {
	echo "$@" | awk '{ n = (NF - 1) / 2; for (i = 1; i <= n; i++) printf "%.6f\n", $i - $(n + 1 + i) }'
}

echo "date:      $(date -u +%Y-%m-%dT%H:%M:%SZ)"
echo "machine:   nproc=$(nproc), $(go version | cut -d' ' -f3-)"
echo "uptime:    $(uptime)"
echo "runs:      $RUNS per command, interleaved, order rotated each round"
echo

# Generate the modules and warm the build cache (export data of mcp-go and
# its dependencies) with one go vet of each tool.
build toolvet warm
build nopvet warm
declare -A findings=() cached=()
for n in $SIZES; do
	echo "generating and warming: $n tools" >&2
	"$tmp/gentools" -n "$n" -o "$tmp/mod$n"
	out=$(measure "$tmp/mod$n" "0 1" "$tmp/log" go vet -vettool="$tmp/toolvet" ./...)
	findings[$n]=$(grep -v ': '$'\t' "$tmp/log" | grep -c '^tools/' || true)
	measure "$tmp/mod$n" "0 1" "$tmp/log" go vet -vettool="$tmp/nopvet" ./... >/dev/null
	if [[ $n == "$STANDALONE" ]]; then
		# standalone nopvet loads the root packages from export data: compile them now
		measure "$tmp/mod$n" "0" "$tmp/log" "$tmp/nopvet" ./... >/dev/null
	fi
	out=$(measure "$tmp/mod$n" "0 1" "$tmp/log" go vet -vettool="$tmp/toolvet" ./...)
	cached[$n]=${out%% *}
done
ex_patterns=(github.com/mark3labs/mcp-go/examples/... github.com/modelcontextprotocol/go-sdk/examples/...)
if [[ $EXAMPLES == 1 ]]; then
	echo "warming: examples" >&2
	measure "$tmp/src/example" "0 3" "$tmp/log" "$tmp/toolvet" "${ex_patterns[@]}" >/dev/null
	findings[ex]=$(grep -v ': '$'\t' "$tmp/log" | grep -c ': ' || true)
	measure "$tmp/src/example" "0" "$tmp/log" "$tmp/nopvet" "${ex_patterns[@]}" >/dev/null
	measure "$tmp/src/example" "0 1" "$tmp/log" go vet -vettool="$tmp/toolvet" "${ex_patterns[@]}" >/dev/null
	measure "$tmp/src/example" "0 1" "$tmp/log" go vet -vettool="$tmp/nopvet" "${ex_patterns[@]}" >/dev/null
	out=$(measure "$tmp/src/example" "0 1" "$tmp/log" go vet -vettool="$tmp/toolvet" "${ex_patterns[@]}")
	cached[ex]=${out%% *}
fi

# A "case" is a place plus a list of commands timed in the same rounds.
# Commands: vet:TOOL (go vet -vettool, relinked) or sa:TOOL (standalone).
cases=()
for n in $SIZES; do
	if [[ $n == "$STANDALONE" ]]; then
		cases+=("$n:vet:toolvet,vet:nopvet,sa:toolvet,sa:nopvet")
	else
		cases+=("$n:vet:toolvet,vet:nopvet")
	fi
done
if [[ $EXAMPLES == 1 ]]; then cases+=("ex:vet:toolvet,vet:nopvet,sa:toolvet,sa:nopvet"); fi

declare -A wall=() cpu=() rss=()
for c in "${cases[@]}"; do
	where=${c%%:*}
	IFS=, read -r -a cmds <<<"${c#*:}"
	if [[ $where == ex ]]; then dir=$tmp/src/example; args=("${ex_patterns[@]}"); else dir=$tmp/mod$where; args=(./...); fi
	for ((i = 1; i <= RUNS; i++)); do
		k=$(((i - 1) % ${#cmds[@]}))
		for cmd in "${cmds[@]:k}" "${cmds[@]:0:k}"; do
			tool=${cmd#*:}
			case $cmd in
			vet:*)
				build "$tool" "$where-$i"
				out=$(measure "$dir" "0 1" "$tmp/log" go vet -vettool="$tmp/$tool" "${args[@]}")
				w=${out%% *}
				if awk -v w="$w" -v c="${cached[$where]}" 'BEGIN { exit !(w < 1.5 * c) }'; then
					echo "bench-tools: warning: $where $cmd run $i took ${w}s, near the cached ${cached[$where]}s" >&2
				fi
				;;
			sa:*) out=$(measure "$dir" "0 3" "$tmp/log" "$tmp/$tool" "${args[@]}") ;;
			esac
			read -r w cp r <<<"$out"
			printf '%-5s %-12s run %d: wall %8.3fs  cpu %8.3fs  maxrss %7d MiB\n' "$where" "$cmd" "$i" "$w" "$cp" $((r / 1024)) >&2
			wall[$where/$cmd]+=" $w"
			cpu[$where/$cmd]+=" $cp"
			rss[$where/$cmd]+=" $r"
		done
	done
done

echo "median of $RUNS runs; cpu = user+sys of the command and all its children;"
echo "rss = peak resident set of the largest single process (max over runs)"
printf '%-8s %-10s %-14s %10s %10s %9s\n' tools findings command wall_s cpu_s rss_MiB
declare -A mw=() mc=()
for c in "${cases[@]}"; do
	where=${c%%:*}
	IFS=, read -r -a cmds <<<"${c#*:}"
	for cmd in "${cmds[@]}"; do
		# shellcheck disable=SC2086 # word lists
		mw[$where/$cmd]=$(median ${wall[$where/$cmd]})
		# shellcheck disable=SC2086
		mc[$where/$cmd]=$(median ${cpu[$where/$cmd]})
		# shellcheck disable=SC2086
		r=$(printf '%s\n' ${rss[$where/$cmd]} | sort -g | tail -1)
		printf '%-8s %-10s %-14s %10s %10s %9d\n' "$where" "${findings[$where]:-}" "$cmd" \
			"${mw[$where/$cmd]}" "${mc[$where/$cmd]}" $((r / 1024))
	done
done

echo
echo "ratio toolvet/nopvet (of the medians)         per-tool cpu, (toolvet - nopvet) / N"
for c in "${cases[@]}"; do
	where=${c%%:*}
	for mode in vet sa; do
		[[ -n ${mw[$where/$mode:toolvet]:-} && -n ${mw[$where/$mode:nopvet]:-} ]] || continue
		per=""
		if [[ $where != ex ]]; then
			# shellcheck disable=SC2046,SC2086
			d=$(median $(paired_diff ${cpu[$where/$mode:toolvet]} / ${cpu[$where/$mode:nopvet]}))
			per=$(awk -v d="$d" -v n="$where" 'BEGIN { printf "%.2f ms/tool", 1000 * d / n }')
		fi
		printf '%-8s %-4s wall %7s  cpu %7s     %s\n' "$where" "$mode" \
			"$(ratio "${mw[$where/$mode:toolvet]}" "${mw[$where/$mode:nopvet]}")" \
			"$(ratio "${mc[$where/$mode:toolvet]}" "${mc[$where/$mode:nopvet]}")" "$per"
	done
done
if [[ -n $STANDALONE && -n ${mw[$STANDALONE/sa:toolvet]:-} ]]; then
	echo
	printf 'standalone/go vet, toolvet, %s tools: wall %s  cpu %s\n' "$STANDALONE" \
		"$(ratio "${mw[$STANDALONE/sa:toolvet]}" "${mw[$STANDALONE/vet:toolvet]}")" \
		"$(ratio "${mc[$STANDALONE/sa:toolvet]}" "${mc[$STANDALONE/vet:toolvet]}")"
fi
echo
echo "uptime at end: $(uptime)"
exit 0
