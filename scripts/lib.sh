# shellcheck shell=bash
# lib.sh: what the bench scripts (bench-tools.sh, bench-module.sh,
# bench-std.sh, bench-std-cold.sh, bench-std-replay.sh) share. Sourced:
#
#	. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
#	bench_init bench-NAME
#
#	bench_init NAME           cd to the repository root; $tmp (removed at exit), $run_id, die
#	snapshot                  copy the repository but .git to $tmp/src and cd there
#	build_rusage              $tmp/rusage, the timing helper measure runs
#	build_tool NAME PKG NONCE link PKG into $tmp/NAME with a new identity (checked)
#	vet_copy NONCE            go's own vet (its default suite) under a new name: $vet_bin
#	measure DIR LOG CMD...    run CMD in DIR, output in LOG: $m_wall $m_cpu $m_rss $m_rc
#	check_run WHAT LOG FINDRC WANT [PREFIX]
#	                          die, with the command's output, unless the run did its work
#	vet_started LOG BIN       how many vet processes of BIN go vet -x listed in LOG
#	check_started WHAT LOG BIN WANT
#	                          die unless go vet started WANT processes of BIN
#	median, ratio, paired_ratio, paired_diff, load, header
#
# A benchmark's figure means something only if the run did what it was
# meant to: vet the packages, report the findings there are, and no more.
# go vet exits 1 both on findings and when it cannot load the packages
# (a missing go.sum entry, say), and answers from its cache in a fraction
# of the time, so the exit status alone says neither. check_run and
# check_started are the checks; a script calls them after every run, warm-up
# and timed, so that a ratio is only ever printed over runs that did the work.

# die MSG: print "NAME: MSG" on stderr and exit 1.
die() {
	echo "${bench_name:-bench}: $*" >&2
	exit 1
}

# bench_init NAME: messages are prefixed with NAME; cd to the repository
# root (the directory above this file); make $tmp, removed at exit with
# the paths in the array cleanup; set run_id, unique to this invocation
# (part of every tool identity, so a rerun cannot hit an earlier run's
# entries in go vet's cache).
bench_init() {
	bench_name=$1
	cd "$(dirname "${BASH_SOURCE[0]}")/.."
	tmp=$(mktemp -d)
	cleanup=()
	trap bench_cleanup EXIT
	run_id="$$-$(date +%s%N)"
	declare -gA seen_ids=()
	# What is measured: the commit, and whether the tree differs from it
	# (a snapshot of the working tree is what the scripts build).
	if bench_tree=$(git rev-parse --short HEAD 2>/dev/null); then
		if [[ -n $(git status --porcelain --untracked-files=no 2>/dev/null) ]]; then
			bench_tree+=" with uncommitted changes"
		fi
	else
		bench_tree="not a git checkout"
	fi
}

bench_cleanup() {
	# Module and build caches copied here are read-only.
	chmod -R u+w "$tmp" ${cleanup[@]+"${cleanup[@]}"} 2>/dev/null || true
	rm -rf "$tmp" ${cleanup[@]+"${cleanup[@]}"}
}

# snapshot: copy the repository, all but .git, to $tmp/src and cd there:
# the tools are relinked before every run, for minutes, and edits to the
# working tree in that time must neither break a relink nor change what is
# measured.
snapshot() {
	local f
	mkdir "$tmp/src"
	shopt -s dotglob nullglob
	for f in *; do
		if [[ $f != .git ]]; then cp -R "$f" "$tmp/src/"; fi
	done
	shopt -u dotglob nullglob
	cd "$tmp/src"
}

# build_rusage: build scripts/gentools/rusage (wall, cpu of a command and
# all its descendants, peak RSS of the largest) into $tmp/rusage.
build_rusage() {
	go build -o "$tmp/rusage" ./scripts/gentools/rusage || die "cannot build scripts/gentools/rusage"
}

# build_tool NAME PKG NONCE: link PKG into $tmp/NAME with
# -ldflags="-X main.benchNonce=RUN_ID-NONCE". No variable of that name has
# to exist: the flag goes into the binary's build info and build ID, so
# the file, hence the vet tool identity go vet keys its results by (a hash
# of the binary, from its -V=full output), changes, while the compiled
# packages stay cached and the relink is not timed. Dies if the identity
# is not new.
build_tool() {
	local name=$1 pkg=$2 nonce=$3
	go build -o "$tmp/$name" -ldflags="-X main.benchNonce=$run_id-$nonce" "$pkg" || die "cannot build $pkg"
	check_new_id "$tmp/$name"
}

# check_new_id BIN: die unless BIN's vet tool identity is new to this run.
check_new_id() {
	local id
	id=$("$1" -V=full) || die "$1 -V=full failed"
	id=${id#"$1" } # analysisflags prints the path; cmd/go ignores it
	[[ -z ${seen_ids[$id]:-} ]] || die "$1: identity unchanged ($id); go vet would answer from its cache"
	seen_ids[$id]=1
}

# vet_copy NONCE: copy go's own vet to a new file name, in vet_bin. A
# release toolchain's vet answers -V=full with "NAME version goX.Y.Z",
# NAME its file name, so the copy is a new vet tool identity; run as
# -vettool it runs vet's default suite, as plain `go vet` does (for the
# standard library's packages pass -unsafeptr=false, which go vet adds by
# itself only for its own vet). vet_copy_ok says whether that works here.
vet_copy() {
	vet_bin="$tmp/vet-$run_id-$1"
	cp "$(go env GOTOOLDIR)/vet" "$vet_bin"
}

# vet_copy_ok: true if copies of go's vet have identities of their own
# (not on a devel toolchain, whose identity does not name the file).
vet_copy_ok() {
	local a b rc=0
	vet_copy probe-a
	a=$vet_bin
	vet_copy probe-b
	b=$vet_bin
	if [[ $("$a" -V=full) == *devel* || $("$a" -V=full) == "$("$b" -V=full)" ]]; then rc=1; fi
	rm -f "$a" "$b"
	return "$rc"
}

# measure DIR LOG CMD...: run CMD in DIR (under the environment measure is
# called with), stdout and stderr to LOG, and set m_wall and m_cpu
# (seconds; cpu = user+sys of CMD and all its descendants), m_rss (KiB, the
# peak resident set of the largest single process) and m_rc (CMD's exit
# status). Needs build_rusage.
measure() {
	local dir=$1 log=$2
	shift 2
	rm -f "$tmp/ru"
	m_rc=0
	(cd "$dir" && exec "$tmp/rusage" "$tmp/ru" "$@") >"$log" 2>&1 || m_rc=$?
	if [[ ! -s $tmp/ru ]]; then
		show_log "$log" >&2
		die "could not run (in $dir): $*"
	fi
	read -r m_wall m_cpu m_rss <"$tmp/ru"
}

# count_findings LOG [PREFIX]: the number of diagnostics in LOG
# ("FILE.go:LINE:COL: MESSAGE", FILE starting with PREFIX), not counting
# their related positions ("POS: \tMESSAGE").
count_findings() {
	awk -v p="${2:-}" '
		(p == "" || index($0, p) == 1) && /^[^ \t]+\.go:[0-9]+:[0-9]+: / && !index($0, ": \t") { n++ }
		END { print n + 0 }' "$1"
}

# strip_x: LOG on stdin without the commands go vet -x lists (and the files
# it writes with them, and the module downloads it traces: "# get URL"),
# i.e. what the go command and the tools printed.
strip_x() {
	awk '
		heredoc { if ($0 == "EOF") heredoc = 0; next }
		/<< .EOF.( #.*)?$/ { heredoc = 1; next }
		/^[^ \t]+\.go:[0-9]+:[0-9]+: / { print; next }
		/ # internal$/ { next }
		/^# get https?:/ { next }
		/^(go tool |WORK=|mkdir |cd |TERM=|rm |mv |cp |cat |echo |touch |ln |env |GOROOT=|GOOS=|GOARCH=|CGO_|\$WORK|\/)/ { next }
		{ print }'
}

# go_errors: the lines of a log (on stdin, after strip_x) that say the go
# command or a vet process failed to load or type-check packages: go's own
# errors ("go: ...", but for downloads), a package's failure header
# ("# PKG"), a missing module or go.sum entry, a type error as a vet tool
# reports it ("TOOL: FILE.go:L:C: ..."), a panic.
go_errors() {
	grep -E -e '^go: ' -e '^# ' -e 'missing go\.sum entry|no required module provides|cannot find module|updates to go\.mod needed' \
		-e '^[^ /]+: [^ ]+\.go:[0-9]+:[0-9]+: ' -e '^panic: ' | grep -v -E '^go: (downloading|finding|extracting) ' || true
}

# show_log LOG: what the command printed (go vet -x's commands left out),
# its first 60 and last 20 lines if longer.
show_log() {
	local n
	n=$(strip_x <"$1" | wc -l)
	echo "----- output ($n lines, go vet -x's commands left out) -----"
	if ((n <= 80)); then
		strip_x <"$1"
	else
		strip_x <"$1" | head -60
		echo "[...]"
		strip_x <"$1" | tail -20
	fi
	echo "-----"
}

# check_run WHAT LOG FINDRC WANT [PREFIX]: die, showing LOG, unless the
# run just measured (m_rc, LOG) did its work:
#
#   - no error of the go command or of loading packages in LOG (go_errors);
#   - the exit status is 0, or FINDRC (1 for go vet, 3 for a standalone
#     toolvet; empty for a command with nothing to report) with findings;
#   - WANT (if not empty) findings exactly, counted by count_findings LOG
#     PREFIX; without WANT, findings if and only if the status is FINDRC.
#
# Sets c_findings to the count.
check_run() {
	local what=$1 log=$2 findrc=$3 want=$4 prefix=${5:-} n errs why=
	n=$(count_findings "$log" "$prefix")
	errs=$(strip_x <"$log" | go_errors)
	if [[ -n $errs ]]; then
		why="the go command or a vet process failed (exit status $m_rc; output above)"
	elif [[ $m_rc != 0 && $m_rc != "$findrc" ]]; then
		why="exit status $m_rc"
	elif [[ -n $want && $n != "$want" ]]; then
		why="$n findings, $want expected (exit status $m_rc)"
	elif [[ $m_rc == 0 && $n != 0 ]]; then
		why="exit status 0 with $n findings"
	elif [[ $m_rc != 0 && $n == 0 ]]; then
		why="exit status $m_rc without findings"
	fi
	if [[ -n $why ]]; then
		show_log "$log" >&2
		die "$what: the run did not do its work: $why"
	fi
	c_findings=$n
}

# vet_started LOG BIN: how many vet processes of BIN go vet -x listed in LOG.
vet_started() {
	awk -v bin="$2 " 'index($0, bin) && /vet\.cfg$/ { n++ } END { print n + 0 }' "$1"
}

# check_started WHAT LOG BIN WANT: die unless go vet -x listed WANT vet
# processes of BIN in LOG, the number a run with a tool new to go vet's
# cache starts (one per package, dependencies included). Fewer is a run
# too fast to be real: go vet answered from its cache. (A check on time
# alone cannot tell a cache hit from a tool that answers fast.)
check_started() {
	local what=$1 log=$2 bin=$3 want=$4 n
	n=$(vet_started "$log" "$bin")
	if [[ $n != "$want" ]]; then
		show_log "$log" >&2
		die "$what: go vet started $n vet processes, $want expected (a run on a cold vet cache): it answered from its cache, or vetted other packages"
	fi
}

# median X...: the median of the numbers, %.3f.
median() {
	printf '%s\n' "$@" | sort -g |
		awk '{ a[NR] = $1 } END { if (NR % 2) m = a[(NR + 1) / 2]; else m = (a[NR / 2] + a[NR / 2 + 1]) / 2; printf "%.3f", m }'
}

# ratio A B: A/B, %.3f.
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f", a / b }'; }

# paired_ratio A1 A2 ... / B1 B2 ...: Ai/Bi, one a line.
paired_ratio() {
	echo "$@" | awk '{ n = (NF - 1) / 2; for (i = 1; i <= n; i++) printf "%.6f\n", $i / $(n + 1 + i) }'
}

# paired_diff A1 A2 ... / B1 B2 ...: Ai-Bi, one a line.
paired_diff() {
	echo "$@" | awk '{ n = (NF - 1) / 2; for (i = 1; i <= n; i++) printf "%.6f\n", $i - $(n + 1 + i) }'
}

# load: the load averages over 1, 5 and 15 minutes.
load() { cut -d' ' -f1-3 /proc/loadavg; }

# header: date, machine, go version, the tree measured, load.
header() {
	echo "date:      $(date -u +%Y-%m-%dT%H:%M:%SZ)"
	echo "machine:   nproc=$(nproc), $(go version | cut -d' ' -f3-)"
	echo "tree:      $bench_tree"
	echo "uptime:    $(uptime)"
}
