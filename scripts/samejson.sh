#!/usr/bin/env bash
# samejson.sh BEFORE_BIN AFTER_BIN: do two toolvet binaries write the same
# JSON? A refactoring that moves code (issue #24's "house" work) must not
# change what toolvet reports; this is the check, run by hand, not by
# .ci/run (the development set is not part of the repository).
#
# For each module root, both binaries run
#
#	toolvet tools -json PATTERNS
#	go vet -vettool=BIN -json PATTERNS
#
# with GOFLAGS=-mod=mod, from inside the root, and the outputs (stdout and
# stderr together) are compared line by line after sorting: the order of
# go vet's packages depends on scheduling, the lines themselves must not.
# The binary's own path, which go vet writes in its errors, is replaced by
# BIN first, and the go command's "go: downloading" lines, written only by
# the run that fetches a module first, are dropped.
#
# The roots are example/'s four modules and the development set's roots
# (../shared/realworld/modules.txt, with its package patterns), in the
# tidied copies score.py makes under $TMPDIR/realworld-run: run
# ../shared/realworld/run.sh once first. The copies are only read.
#
# Outputs go to $OUT (default $TMPDIR/samejson): OUT/before/ROOT.tools,
# OUT/before/ROOT.vet, the same under OUT/after/, sorted (and as written,
# in ROOT.tools.raw and ROOT.vet.raw, to read a difference in place). With
# KEEP_BEFORE=1, outputs already in OUT/before/ are reused (the before
# binary's runs take as long as the after one's). ROOTS="example
# Kunde21+forgejo-mcp" limits the run to some roots (names as in the
# output files: example, example+frameworks, or a modules.txt root).
#
# Exit status: 0 when every output is the same, 1 when one differs (the
# differences are printed, as diff -u of the sorted lines), 2 on usage.
set -u
if [ $# -ne 2 ]; then
	echo "usage: $0 BEFORE_BIN AFTER_BIN" >&2
	exit 2
fi
before=$(realpath "$1")
after=$(realpath "$2")
repo=$(cd "$(dirname "$0")/.." && pwd)
shared=${SHARED:-$repo/../shared/realworld}
work=${TMPDIR:-/tmp}/realworld-run
out=${OUT:-${TMPDIR:-/tmp}/samejson}

# roots prints "NAME DIR PATTERN..." for every root to compare.
roots() {
	for m in . frameworks langchain providers; do
		name=example
		[ "$m" = . ] || name=example+$m
		echo "$name $repo/example/$m ./..."
	done
	if [ ! -d "$work" ]; then
		echo "samejson: no $work (run ../shared/realworld/run.sh once): only example/ is compared" >&2
		return
	fi
	grep -v '^#' "$shared/modules.txt" | while read -r root patterns; do
		[ -n "$root" ] || continue
		echo "$(echo "$root" | tr / +) $work/$root ${patterns:-./...}"
	done
}

# clean BIN: the output with BIN's path replaced and the go command's
# download lines dropped.
clean() {
	sed -e "s|$1|BIN|g" -e '/^go: downloading /d'
}

# record BIN SIDE NAME DIR PATTERN...: run BIN's two JSON outputs in DIR
# into $out/SIDE/NAME.{tools,vet}, sorted.
record() {
	local bin=$1 side=$2 name=$3 dir=$4
	shift 4
	mkdir -p "$out/$side"
	if [ "$side" = before ] && [ "${KEEP_BEFORE:-0}" = 1 ] && [ -s "$out/$side/$name.vet" ]; then
		return
	fi
	(cd "$dir" && GOFLAGS=-mod=mod "$bin" tools -json "$@" 2>&1) | clean "$bin" >"$out/$side/$name.tools.raw"
	(cd "$dir" && GOFLAGS=-mod=mod go vet -vettool="$bin" -json "$@" 2>&1) | clean "$bin" >"$out/$side/$name.vet.raw"
	LC_ALL=C sort "$out/$side/$name.tools.raw" >"$out/$side/$name.tools"
	LC_ALL=C sort "$out/$side/$name.vet.raw" >"$out/$side/$name.vet"
}

status=0
while read -r name dir patterns; do
	if [ -n "${ROOTS:-}" ] && ! printf '%s\n' $ROOTS | grep -qx "$name"; then
		continue
	fi
	# shellcheck disable=SC2086 # patterns are words
	record "$before" before "$name" "$dir" $patterns
	# shellcheck disable=SC2086
	record "$after" after "$name" "$dir" $patterns
	for kind in tools vet; do
		if cmp -s "$out/before/$name.$kind" "$out/after/$name.$kind"; then
			echo "same: $name $kind ($(wc -l <"$out/after/$name.$kind") lines)"
		else
			echo "DIFFERENT: $name $kind"
			diff -u "$out/before/$name.$kind" "$out/after/$name.$kind"
			if [ "$kind" = tools ]; then
				# toolvet tools writes its tools in source order: the
				# difference in place reads better.
				echo "as written:"
				diff -u "$out/before/$name.$kind.raw" "$out/after/$name.$kind.raw"
			fi
			status=1
		fi
	done
done < <(roots)
exit $status
