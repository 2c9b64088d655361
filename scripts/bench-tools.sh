#!/usr/bin/env bash
# bench-tools.sh: what toolvet costs on modules with many tools.
#
# It generates modules of N mcp-go tools (scripts/gentools; N = 50, 500,
# 5000, one package, 50 tools a file, about half the rules undeclared so
# there are findings, their number promised by gentools) and times, in
# each, in the same rounds,
#
#	go vet -vettool=toolvet ./...
#	go vet -vettool=nopvet  ./...
#	go vet -vettool=govet   ./...
#
# each tool new to go vet's cache, so that go vet vets every package, the
# module's and its dependencies' (the standard library's included), as on
# the first go vet after installing or upgrading a tool ("vet:" below);
# and, with a fixed identity, the same three after an edit to the tools
# package, so that only that package is vetted again, as on a rerun after
# a change ("edit:"; for govet, plain `go vet ./...` there).
#
# nopvet being the do-nothing floor built the same way (see
# scripts/bench-std.sh), here internal/nopvet/stdvet, which answers the
# standard library's packages without loading them as toolvet does: the
# difference is then toolvet's analysis of the module and its non-standard
# dependencies, not the standard library's share that toolvet skips; and
# govet a copy of go's own vet, i.e. plain `go vet ./...`, the default
# suite a user already runs (the copy gives it a new identity each run, as
# the relink does the others; see scripts/lib.sh, vet_copy). It also times
# the two multichecker binaries standalone (they load packages themselves):
#
#	- on the examples shipped in the real mcp-go and go-sdk modules, from
#	  example/ (which requires both): toolvet PATTERNS vs nopvet PATTERNS
#	  (go vet -vettool=TOOL PATTERNS is timed there too);
#	- on the 500-tool module: toolvet ./... vs go vet -vettool=toolvet ./...
#	  (target: standalone no slower), with the peak RSS of each.
#
# Reported: median wall, median cpu (user+sys of the command and all its
# descendants), peak RSS (largest single process), ratios toolvet/nopvet
# and toolvet/govet, and the per-tool cpu cost (toolvet cpu - nopvet cpu)
# / N (and the same over govet), which should not grow with N. Figures:
# docs/speed.md, "Many tools".
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
#	VET=1                also go vet's default suite (govet); 0 skips
#	EDIT=1               also the runs after an edit (edit:TOOL); 0 skips
#
# go vet's cache is defeated as in bench-std.sh: before every timed go vet
# run the tool is relinked with -ldflags="-X main.benchNonce=NONCE" (a new
# build ID, hence a new vet tool identity), or go's vet copied to a new
# name; the script checks every identity is new. Standalone runs have no
# cache.
#
# Exits 1, printing the command's output, if any run did not do the work
# it was meant to (scripts/lib.sh, check_run and check_started): a go vet
# that failed (a missing go.sum entry exits 1, as findings do), toolvet
# reporting another number of findings than gentools promised (or, on the
# examples, than its first run), a do-nothing tool or the default suite
# exiting non-zero or reporting anything, or a go vet run that started
# fewer vet processes than one on a cold vet cache (an answer from the
# cache: a run too fast to be real). Otherwise exits 0: there is no gate
# on the figures. Needs the go toolchain, bash, coreutils, and the module
# proxy or a module cache holding example/'s and the generated module's
# dependencies; no GOFLAGS.
set -euo pipefail

RUNS=${RUNS:-3}
SIZES=${SIZES:-50 500 5000}
EXAMPLES=${EXAMPLES:-1}
STANDALONE=${STANDALONE-500}
VET=${VET:-1}
EDIT=${EDIT:-1}

. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
bench_init bench-tools
snapshot
build_rusage
go build -o "$tmp/gentools" ./scripts/gentools
go build -o /dev/null ./cmd/toolvet ./internal/nopvet/stdvet || die "the module does not build"

# tool_pkg TOOL: the package of a relinked tool.
tool_pkg() {
	case $1 in
	toolvet) echo ./cmd/toolvet ;;
	nopvet) echo ./internal/nopvet/stdvet ;;
	esac
}

gotooldir=$(go env GOTOOLDIR)
tools=(toolvet nopvet)
if [[ $VET == 1 ]]; then
	if vet_copy_ok; then
		tools+=(govet)
	else
		echo "bench-tools: go's vet has a devel identity that a copy cannot change; skipping govet" >&2
	fi
fi

# vet_run WHERE WHAT TOOL NONCE ARGS...: give TOOL a new identity (NONCE),
# time go vet -x -vettool=TOOL ARGS... in WHERE's directory and check the
# run: exit status and findings (toolvet: want[WHERE]; the others none, or
# for govet on the examples as many as its first run), and as many vet
# processes as the floor's cold run (started[WHERE]) if known. Sets m_*.
vet_run() {
	local where=$1 what=$2 tool=$3 nonce=$4 bin want
	shift 4
	if [[ $tool == govet ]]; then
		vet_copy "$where-$nonce"
		check_new_id "$vet_bin"
		bin=$vet_bin
	else
		build_tool "$tool" "$(tool_pkg "$tool")" "$where-$nonce"
		bin=$tmp/$tool
	fi
	measure "${dir[$where]}" "$tmp/log" go vet -x -vettool="$bin" "$@"
	case $tool in
	toolvet) want=${want_vet[$where]:-} ;;
	govet) want=${want_govet[$where]-0} ;;
	*) want=0 ;;
	esac
	check_run "$what" "$tmp/log" 1 "$want" "${prefix[$where]}"
	if [[ -n ${started[$where]:-} ]]; then
		check_started "$what" "$tmp/log" "$bin" "${started[$where]}"
	fi
	if [[ $tool == govet ]]; then rm -f "$vet_bin"; fi
}

# edit_run WHERE WHAT TOOL NONCE: add a line to tools/register.go in
# WHERE's copy for edits (a copy: standalone nopvet reads the package's
# export data, which an edit would make it compile again), then time go vet -x -vettool=TOOL-edit ./... (TOOL-edit: TOOL built once,
# with a fixed identity; for govet, plain go vet ./...) and check it as
# vet_run does; a timed run (NONCE not warm) must have started one vet
# process, for the tools package.
edit_run() {
	local where=$1 what=$2 tool=$3 nonce=$4 bin want
	local -a flags=()
	echo "// edited: $run_id $nonce" >>"${edir[$where]}/tools/register.go"
	if [[ $tool == govet ]]; then
		bin=$gotooldir/vet
	else
		bin=$tmp/$tool-edit
		flags=(-vettool="$bin")
	fi
	measure "${edir[$where]}" "$tmp/log" go vet -x "${flags[@]}" ./...
	want=0
	if [[ $tool == toolvet ]]; then want=${want_vet[$where]}; fi
	check_run "$what" "$tmp/log" 1 "$want" "${prefix[$where]}"
	if [[ $nonce != warm ]]; then check_started "$what" "$tmp/log" "$bin" 1; fi
}

# sa_run WHERE WHAT TOOL ARGS...: time TOOL ARGS... standalone in WHERE's
# directory and check it (toolvet: want_sa[WHERE] findings, exit status 3;
# nopvet: none).
sa_run() {
	local where=$1 what=$2 tool=$3
	shift 3
	measure "${dir[$where]}" "$tmp/log" "$tmp/$tool" "$@"
	if [[ $tool == toolvet ]]; then
		# standalone, file names are absolute
		check_run "$what" "$tmp/log" 3 "${want_sa[$where]:-}" "${prefix[$where]:+${dir[$where]}/${prefix[$where]}}"
	else
		check_run "$what" "$tmp/log" "" 0
	fi
}

header
echo "runs:      $RUNS per command, interleaved, order rotated each round (go vet: ${tools[*]})"
echo

# Generate the modules and warm the build cache (export data of mcp-go and
# its dependencies) with one go vet of each tool, each new to go vet's
# cache for that module: the floor's run gives the number of vet processes
# every timed vet: run must start. (An edit: run must start one, for the
# tools package.)
if [[ $EDIT == 1 ]]; then
	for tool in toolvet nopvet; do
		build_tool "$tool-edit" "$(tool_pkg "$tool")" edit
	done
fi
declare -A dir=() edir=() prefix=() want_vet=() want_sa=() want_govet=() started=() args_ex=()
for n in $SIZES; do
	echo "generating and warming: $n tools" >&2
	"$tmp/gentools" -n "$n" -o "$tmp/mod$n" >/dev/null
	dir[$n]=$tmp/mod$n
	prefix[$n]=tools/
	want=$(awk '$1 == "total" { print $2 }' "$tmp/mod$n/EXPECTED")
	[[ -n $want ]] || die "gentools wrote no total in $tmp/mod$n/EXPECTED"
	want_vet[$n]=$want
	want_sa[$n]=$want
	for tool in nopvet "${tools[@]}"; do
		[[ $tool != nopvet || -z ${started[$n]:-} ]] || continue
		vet_run "$n" "$n tools, warm-up, go vet $tool" "$tool" warm ./...
		if [[ -z ${started[$n]:-} ]]; then
			started[$n]=$(vet_started "$tmp/log" "$tmp/nopvet")
			((started[$n] > 0)) || die "go vet -x listed no vet process of nopvet in $tmp/mod$n"
		fi
	done
	if [[ $EDIT == 1 ]]; then
		edir[$n]=$tmp/edit$n
		cp -R "$tmp/mod$n" "${edir[$n]}"
		for tool in "${tools[@]}"; do
			edit_run "$n" "$n tools, warm-up, edit, go vet $tool" "$tool" warm
		done
	fi
	if [[ $n == "$STANDALONE" ]]; then
		# standalone nopvet loads the root packages from export data: compile them now
		sa_run "$n" "$n tools, warm-up, standalone nopvet" nopvet ./...
	fi
done
ex_patterns=(github.com/mark3labs/mcp-go/examples/... github.com/modelcontextprotocol/go-sdk/examples/...)
if [[ $EXAMPLES == 1 ]]; then
	echo "warming: examples" >&2
	dir[ex]=$tmp/src/example
	prefix[ex]=
	# No promise here: toolvet's first runs set the numbers every later run must repeat.
	vet_run ex "examples, warm-up, go vet nopvet" nopvet warm "${ex_patterns[@]}"
	started[ex]=$(vet_started "$tmp/log" "$tmp/nopvet")
	((started[ex] > 0)) || die "go vet -x listed no vet process of nopvet on the examples"
	vet_run ex "examples, warm-up, go vet toolvet" toolvet warm "${ex_patterns[@]}"
	want_vet[ex]=$c_findings
	if [[ " ${tools[*]} " == *" govet "* ]]; then
		want_govet[ex]=
		vet_run ex "examples, warm-up, go vet govet" govet warm "${ex_patterns[@]}"
		want_govet[ex]=$c_findings
	fi
	sa_run ex "examples, warm-up, standalone toolvet" toolvet "${ex_patterns[@]}"
	want_sa[ex]=$c_findings
	sa_run ex "examples, warm-up, standalone nopvet" nopvet "${ex_patterns[@]}"
fi

# A "case" is a place plus a list of commands timed in the same rounds.
# Commands: vet:TOOL (go vet -vettool, new identity), edit:TOOL (go vet
# after an edit) or sa:TOOL (standalone).
vetcmds=$(printf 'vet:%s,' "${tools[@]}")
vetcmds=${vetcmds%,}
editcmds=
if [[ $EDIT == 1 ]]; then editcmds=$(printf ',edit:%s' "${tools[@]}"); fi
cases=()
for n in $SIZES; do
	if [[ $n == "$STANDALONE" ]]; then
		cases+=("$n:$vetcmds$editcmds,sa:toolvet,sa:nopvet")
	else
		cases+=("$n:$vetcmds$editcmds")
	fi
done
if [[ $EXAMPLES == 1 ]]; then cases+=("ex:$vetcmds,sa:toolvet,sa:nopvet"); fi

declare -A wall=() cpu=() rss=()
for c in "${cases[@]}"; do
	where=${c%%:*}
	IFS=, read -r -a cmds <<<"${c#*:}"
	if [[ $where == ex ]]; then args=("${ex_patterns[@]}"); else args=(./...); fi
	for ((i = 1; i <= RUNS; i++)); do
		k=$(((i - 1) % ${#cmds[@]}))
		for cmd in "${cmds[@]:k}" "${cmds[@]:0:k}"; do
			tool=${cmd#*:}
			what="$where $cmd run $i"
			case $cmd in
			vet:*) vet_run "$where" "$what" "$tool" "$i" "${args[@]}" ;;
			edit:*) edit_run "$where" "$what" "$tool" "$i" ;;
			sa:*) sa_run "$where" "$what" "$tool" "${args[@]}" ;;
			esac
			printf '%-5s %-12s run %d: wall %8.3fs  cpu %8.3fs  maxrss %7d MiB  findings %d\n' \
				"$where" "$cmd" "$i" "$m_wall" "$m_cpu" $((m_rss / 1024)) "$c_findings" >&2
			wall[$where/$cmd]+=" $m_wall"
			cpu[$where/$cmd]+=" $m_cpu"
			rss[$where/$cmd]+=" $m_rss"
		done
	done
done

# Every run above passed its checks: the figures below are over runs that
# did the work.
echo "median of $RUNS runs; cpu = user+sys of the command and all its children;"
echo "rss = peak resident set of the largest single process (max over runs);"
echo "findings = toolvet's, as gentools promised (examples: as its first run)"
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
		f=0
		case $cmd in
		vet:toolvet | edit:toolvet) f=${want_vet[$where]} ;;
		sa:toolvet) f=${want_sa[$where]} ;;
		vet:govet) f=${want_govet[$where]-0} ;;
		esac
		printf '%-8s %-10s %-14s %10s %10s %9d\n' "$where" "$f" "$cmd" \
			"${mw[$where/$cmd]}" "${mc[$where/$cmd]}" $((r / 1024))
	done
done

echo
echo "ratio toolvet/REF (of the medians)             per-tool cpu, (toolvet - REF) / N (median of per-round differences)"
for c in "${cases[@]}"; do
	where=${c%%:*}
	for ref in vet:nopvet vet:govet edit:nopvet edit:govet sa:nopvet; do
		mode=${ref%%:*}
		[[ -n ${mw[$where/$mode:toolvet]:-} && -n ${mw[$where/$ref]:-} ]] || continue
		per=""
		if [[ $where != ex ]]; then
			# shellcheck disable=SC2046,SC2086
			d=$(median $(paired_diff ${cpu[$where/$mode:toolvet]} / ${cpu[$where/$ref]}))
			per=$(awk -v d="$d" -v n="$where" 'BEGIN { printf "%.2f ms/tool", 1000 * d / n }')
		fi
		printf '%-8s %-4s /%-7s wall %7s  cpu %7s     %s\n' "$where" "$mode" "${ref#*:}" \
			"$(ratio "${mw[$where/$mode:toolvet]}" "${mw[$where/$ref]}")" \
			"$(ratio "${mc[$where/$mode:toolvet]}" "${mc[$where/$ref]}")" "$per"
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
