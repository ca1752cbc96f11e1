#!/bin/sh
# ebiten.sh: third_party/ebiten must be Ebitengine as the Go module proxy
# serves it, at the version go.mod requires, less the files left out
# below, with third_party/ebiten.patch applied (docs/ebiten-patch.md).
#
#   sh scripts/ebiten.sh [check]  rebuild the copy in a temporary directory and
#                                 fail on any difference (make vet runs this)
#   sh scripts/ebiten.sh write    rewrite third_party/ebiten from the module and
#                                 the patch (after a change of version or patch)
#   sh scripts/ebiten.sh diff     rewrite third_party/ebiten.patch from
#                                 third_party/ebiten (after editing the copy)
#
# EBITEN_VERSION=vX.Y.Z takes that version instead of go.mod's (to move to
# a newer Ebitengine: docs/ebiten-patch.md). GO is the go command (go).
#
# EBITEN_STAMP=FILE (make vet sets it, in build/): check writes there,
# once it has passed, a digest of everything it reads but the module
# (named by its version, and read-only in the module cache): the version,
# this script, the patch, and the name, kind, executable bit and bytes of
# everything in third_party/ebiten. While the digest is the same, check
# passes without rebuilding the copy; any change to one of them rebuilds
# it.
#
# Left out of the copy: examples/, every testdata/ directory and every
# _test.go file except the tests of the patched package named in KEEP
# (the patch adds its own overwrite_test.go).
set -eu

MODULE=github.com/hajimehoshi/ebiten/v2
KEEP="internal/graphicscommand/commandqueue_test.go internal/graphicscommand/export_test.go"
GO=${GO:-go}
mode=${1:-check}
case $mode in
check | write | diff) ;;
*) echo "usage: sh scripts/ebiten.sh [check|write|diff]" >&2; exit 2 ;;
esac

root=$(cd "$(dirname "$0")/.." && pwd)
copy=$root/third_party/ebiten
patchfile=$root/third_party/ebiten.patch

die() {
	echo "scripts/ebiten.sh: $*" >&2
	exit 1
}

# The version go.mod requires (its replace line points at the copy).
version=${EBITEN_VERSION:-$(awk -v m="$MODULE" '{ for (i = 1; i < NF; i++) if ($i == m && $(i + 1) ~ /^v[0-9]/) { print $(i + 1); exit } }' "$root/go.mod")}
[ -n "$version" ] || die "no version of $MODULE in go.mod"

tmp=$(mktemp -d "${TMPDIR:-/tmp}/ebiten-check.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
trap 'exit 1' HUP INT TERM

# digest prints the digest of what check reads (EBITEN_STAMP above), or
# fails. The bytes are git's blob hashes of the files, without filters.
digest() {
	(cd "$copy" && find . -type d) >"$tmp/dirs" &&
		(cd "$copy" && find . -type f) >"$tmp/files" &&
		(cd "$copy" && find . ! -type d ! -type f) >"$tmp/neither" &&
		(cd "$copy" && find . ! -type d -perm -u+x) >"$tmp/exec" &&
		find "$copy" -type f >"$tmp/paths" || return 1
	for f in dirs files neither exec paths; do
		LC_ALL=C sort "$tmp/$f" >"$tmp/$f.sorted" || return 1
	done
	git hash-object --no-filters --stdin-paths <"$tmp/paths.sorted" >"$tmp/blobs" || return 1
	{
		echo "version $version"
		cat "$root/scripts/ebiten.sh" "$patchfile" &&
			echo "directories" && cat "$tmp/dirs.sorted" &&
			echo "files" && cat "$tmp/files.sorted" "$tmp/blobs" &&
			echo "neither" && cat "$tmp/neither.sorted" &&
			echo "executable" && cat "$tmp/exec.sorted"
	} >"$tmp/digest" || return 1
	[ "$(wc -l <"$tmp/blobs")" -eq "$(wc -l <"$tmp/files.sorted")" ] || return 1
	git hash-object --no-filters "$tmp/digest"
}
stamp=
if [ "$mode" = check ] && [ -n "${EBITEN_STAMP:-}" ] && [ -d "$copy" ]; then
	if stamp=$(digest) && [ -n "$stamp" ]; then
		[ "$(cat "$EBITEN_STAMP" 2>/dev/null)" != "$stamp" ] || exit 0
	else
		stamp=
	fi
	rm -f "$tmp"/*
fi

# The module's source, from the module cache or else the proxy (checked
# against the checksum database as any download). Run outside the
# project's module, so that its replace line does not apply and go.sum is
# left alone.
json=$(cd "$tmp" && GOFLAGS= "$GO" mod download -json "$MODULE@$version") ||
	die "go mod download $MODULE@$version failed: $json"
src=$(printf '%s\n' "$json" | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",*$/\1/p')
[ -n "$src" ] && [ -d "$src" ] || die "go mod download gave no directory for $MODULE@$version: $json"

# a: the module less what is left out.
a=$tmp/a
cp -R "$src" "$a"
chmod -R u+w "$a" # the module cache is read-only
rm -rf "$a/examples"
find "$a" -type d -name testdata -prune -exec rm -rf {} +
for k in $KEEP; do
	[ -f "$a/$k" ] || die "$MODULE@$version has no $k, which the copy keeps: update KEEP in scripts/ebiten.sh"
	mv "$a/$k" "$a/$k.keep"
done
find "$a" -type f -name '*_test.go' -exec rm -f {} +
for k in $KEEP; do
	mv "$a/$k.keep" "$a/$k"
done
find "$a" -type d -empty -delete # directories of tests only (git keeps no empty directory)

if [ "$mode" = diff ]; then
	rej=$(cd "$copy" && find . -name '*.rej' -o -name '*.orig')
	[ -z "$rej" ] || die "third_party/ebiten still has .rej or .orig files: make their changes by hand and delete them first:
$rej"
	# diff -ruN a b, without the dates on the file names' lines.
	ln -s "$copy" "$tmp/b"
	status=0
	(cd "$tmp" && LC_ALL=C diff -ruN a b) >"$tmp/patch" || status=$?
	[ "$status" -le 1 ] || die "diff failed"
	awk 'h > 0 { sub(/\t.*/, ""); h-- } /^diff -ruN / { h = 2 } { print }' "$tmp/patch" >"$patchfile"
	echo "third_party/ebiten.patch: rewritten from third_party/ebiten against $MODULE@$version ($(grep -c '^diff -ruN ' "$patchfile") files)"
	exit 0
fi

# want: a with the patch applied. git apply, in place and outside any
# repository (GIT_CEILING_DIRECTORIES), fails on a patch that does not
# apply exactly.
want=$tmp/want
cp -R "$a" "$want"
if ! (cd "$want" && GIT_CEILING_DIRECTORIES=$tmp git apply --whitespace=nowarn "$patchfile") 2>"$tmp/apply"; then
	cat "$tmp/apply" >&2
	if [ "$mode" = write ]; then
		# Apply what applies, each rejected hunk left in a .rej file beside its file.
		(cd "$want" && GIT_CEILING_DIRECTORIES=$tmp git apply --reject --whitespace=nowarn "$patchfile") >/dev/null 2>&1 || true
		rm -rf "$copy"
		cp -R "$want" "$copy"
		die "third_party/ebiten.patch does not apply to $MODULE@$version as it is.
third_party/ebiten is now $MODULE@$version with the hunks that apply; each one that
does not is in a .rej file beside its file:
$(cd "$copy" && find . -name '*.rej' | sed 's|^\./|  third_party/ebiten/|')
Make each change by hand, delete the .rej files, then run sh scripts/ebiten.sh diff
to rewrite the patch, and make vet to check."
	fi
	die "third_party/ebiten.patch does not apply to $MODULE@$version.
sh scripts/ebiten.sh write applies what applies into third_party/ebiten and says
what is left to do by hand (docs/ebiten-patch.md, moving to a newer Ebitengine)."
fi

if [ "$mode" = write ]; then
	rm -rf "$copy"
	cp -R "$want" "$copy"
	echo "third_party/ebiten: rewritten as $MODULE@$version with third_party/ebiten.patch"
	exit 0
fi

# check: every file, byte for byte, and the executable bits.
status=0
LC_ALL=C diff -rq "$want" "$copy" >"$tmp/diff" 2>&1 || status=$?
[ "$status" -le 1 ] || { cat "$tmp/diff" >&2; die "diff failed"; }
(cd "$want" && find . ! -type d -perm -u+x | LC_ALL=C sort) >"$tmp/xwant"
(cd "$copy" && find . ! -type d -perm -u+x | LC_ALL=C sort) >"$tmp/xcopy"
if [ "$status" -eq 0 ] && cmp -s "$tmp/xwant" "$tmp/xcopy"; then
	if [ -n "$stamp" ]; then
		mkdir -p "$(dirname "$EBITEN_STAMP")" && echo "$stamp" >"$EBITEN_STAMP"
	fi
	exit 0
fi
{
	echo "third_party/ebiten is not $MODULE@$version with third_party/ebiten.patch applied"
	echo "(less examples/, testdata/ and the tests: docs/ebiten-patch.md). These files differ:"
	# Paths relative to third_party/ebiten.
	while IFS= read -r line; do
		case $line in
		"Only in $want"*)
			d=${line#"Only in $want"}; d=${d%%: *}; d=${d#/}
			echo "  missing from third_party/ebiten: ${d:+$d/}${line##*: }" ;;
		"Only in $copy"*)
			d=${line#"Only in $copy"}; d=${d%%: *}; d=${d#/}
			echo "  not in the module or the patch: third_party/ebiten/${d:+$d/}${line##*: }" ;;
		"Files $want/"*)
			f=${line#"Files $want/"}; f=${f%% and *}
			echo "  changed: third_party/ebiten/$f" ;;
		*) echo "  $line" ;;
		esac
	done <"$tmp/diff"
	LC_ALL=C comm -3 "$tmp/xwant" "$tmp/xcopy" | sed 's|^[[:space:]]*\./|  executable bit differs: third_party/ebiten/|'
	# The changes themselves, briefly.
	n=0
	while IFS= read -r line; do
		case $line in "Files $want/"*) ;; *) continue ;; esac
		f=${line#"Files $want/"}; f=${f%% and *}
		n=$((n + 1))
		[ "$n" -le 3 ] || break
		echo
		LC_ALL=C diff -u --label "$MODULE@$version + patch: $f" --label "third_party/ebiten/$f" "$want/$f" "$copy/$f" | head -n 30 || true
	done <"$tmp/diff"
	echo
	echo "If third_party/ebiten is right (a change meant for the engine): sh scripts/ebiten.sh diff"
	echo "rewrites third_party/ebiten.patch from it; commit both. If not: sh scripts/ebiten.sh write"
	echo "rewrites third_party/ebiten from the module and the patch (git diff third_party/ shows what)."
} >&2
exit 1
