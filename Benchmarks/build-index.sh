#!/usr/bin/env bash
# Benchmarks of `termbridge build`, `search` and `term` (run by hand; figures in Documentation/Index.md).
# Usage: [TB=termbridge] [BASE=older-termbridge] [GLOSSARY=file-or-folder] [X10=0] Benchmarks/build-index.sh [PERF_CORPUS_FOLDER] [RUNS]
# Needs a release build (swift build -c release --product termbridge); rg is optional. With BASE, the
# build rows are also timed with that executable in the same run (its own output folders), so that
# a change is judged by same-run ratios on a noisy machine. X10=0 times the perf corpus's build rows only
# (the x10 rows and the queries on the x10 index take most of an hour). The builds use the bundled glossary, as
# a user's builds use theirs (GLOSSARY= empty: none, so no term matching or term rules).
set -euo pipefail
cd "$(dirname "$0")/.."
REPO=$PWD
TB=${TB:-$PWD/.build/release/termbridge}
BASE=${BASE:-}
GLOSSARY=${GLOSSARY-$PWD/Glossary}
G=()
[ -n "$GLOSSARY" ] && G=(--glossary "$GLOSSARY")
SRC=${1:-../shared/perf-corpus/wwdc18}
RUNS=${2:-5}
[ -x "$TB" ] || { echo "build first: swift build -c release --product termbridge"; exit 1; }
[ -d "$SRC" ] || { echo "no corpus at $SRC"; exit 1; }
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$WORK/x1" "$WORK/x10"
cp "$SRC"/*.txt "$WORK/x1/"
# Ten copies, each with a line of its own: identical copies would let a build reuse, within itself,
# the alignments of the pairs it has already stored, which a corpus without repeated documents never does.
for i in $(seq -w 1 10); do
  for f in "$SRC"/*.txt; do
    b=$(basename "$f"); cp "$f" "$WORK/x10/r$i-$b"; printf '\nReplica r%s of the corpus.\n' "$i" >> "$WORK/x10/r$i-$b"
  done
done
echo "glossary: ${GLOSSARY:-none}"
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs)"
echo "corpus: $(du -sh "$WORK/x1" | cut -f1) ($(ls "$WORK/x1" | wc -l) files); x10: $(du -sh "$WORK/x10" | cut -f1)"

median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
# time_cmd LABEL CMD...: median wall seconds and peak RSS of RUNS runs.
time_runs() {
  local label=$1 runs=$2; shift 2
  local times=() rss=()
  for _ in $(seq "$runs"); do
    eval "${PRE:-true}"
    /usr/bin/time -f "%e %M" -o "$WORK/t" "$@" >/dev/null 2>&1 || true
    read -r t m < <(tail -1 "$WORK/t"); times+=("$t"); rss+=("$m")
  done
  printf '%-44s median %6.2f s  (runs: %s)  peak RSS %d MB\n' "$label" \
    "$(printf '%s\n' "${times[@]}" | median)" "${times[*]}" "$(( $(printf '%s\n' "${rss[@]}" | sort -n | tail -1) / 1024 ))"
}

cd "$WORK"
# The first file by name (a glob is sorted; `ls | head` could end the script with SIGPIPE under pipefail).
FILES=(x1/*)
FIRST=$(basename "${FILES[0]}")
# The Japanese files, for the rows that touch another document each run (as a team edits its pages).
JA=(x1/*.ja.txt)
N=0
# build_rows NAME EXE: the build rows for one executable, in output folders of its own.
build_rows() {
  local name=$1 exe=$2
  PRE="rm -rf $WORK/$name-o1" time_runs "[$name] build perf corpus, from scratch" "$RUNS" "$exe" build x1 "${G[@]}" --out "$name-o1" --quiet
  "$exe" build x1 "${G[@]}" --out "$name-o1" --quiet || true
  PRE="" time_runs "[$name] build perf corpus, nothing changed" "$RUNS" "$exe" build x1 "${G[@]}" --out "$name-o1" --quiet
  PRE="echo >> x1/$FIRST" time_runs "[$name] build perf corpus, one document touched" "$RUNS" "$exe" build x1 "${G[@]}" --out "$name-o1" --quiet
  PRE='N=$((N + 1)); echo >> ${JA[$N]}' time_runs "[$name] build perf corpus, another touched each run" "$RUNS" "$exe" build x1 "${G[@]}" --out "$name-o1" --quiet
  # An edit that changes the document's text (a sentence added, another each run): its pairs are
  # aligned again, where a blank line leaves their units, and so their alignment, as they were.
  PRE="printf '\\n追加の一文、その%s。\\n' \$RANDOM >> x1/$FIRST" time_runs "[$name] build perf corpus, one document edited" "$RUNS" "$exe" build x1 "${G[@]}" --out "$name-o1" --quiet
  [ "${X10:-1}" = 0 ] && return
  PRE="rm -rf $WORK/$name-o10" time_runs "[$name] build x10 corpus, from scratch" 1 "$exe" build x10 "${G[@]}" --out "$name-o10" --quiet
  "$exe" build x10 "${G[@]}" --out "$name-o10" --quiet || true
  PRE="" time_runs "[$name] build x10 corpus, nothing changed" "$RUNS" "$exe" build x10 "${G[@]}" --out "$name-o10" --quiet
  PRE="echo >> x10/r01-$FIRST" time_runs "[$name] build x10 corpus, one document touched" "$RUNS" "$exe" build x10 "${G[@]}" --out "$name-o10" --quiet
  PRE='N=$((N + 1)); echo >> x10/r02-$(basename ${JA[$N]})' time_runs "[$name] build x10 corpus, another touched each run" "$RUNS" "$exe" build x10 "${G[@]}" --out "$name-o10" --quiet
  PRE="printf '\\n追加の一文、その%s。\\n' \$RANDOM >> x10/r01-$FIRST" time_runs "[$name] build x10 corpus, one document edited" "$RUNS" "$exe" build x10 "${G[@]}" --out "$name-o10" --quiet
}
[ -n "$BASE" ] && build_rows base "$BASE"
build_rows new "$TB"
[ "${X10:-1}" = 0 ] && exit 0
mv new-o10 o10
# `term` answers from an index built with the glossary it is given: the x10 index of the bundled
# glossary (built once more, not timed, when the rows used another). A query that fails would time
# its error, so one run must succeed.
if [ "$GLOSSARY" = "$REPO/Glossary" ]; then cp -r o10 o10g; else "$TB" build x10 --glossary "$REPO/Glossary" --out o10g --quiet || true; fi
"$TB" term subscription --index o10g --glossary "$REPO/Glossary" >/dev/null 2>"$WORK/term.err" \
  || { echo "term failed: $(head -1 "$WORK/term.err")"; exit 1; }
grep -q "another glossary\|reading the corpus" "$WORK/term.err" && { echo "term did not read the index"; exit 1; }
PRE="" time_runs "term 'subscription' (x10 index)" "$RUNS" "$TB" term subscription --index o10g --glossary "$REPO/Glossary"
time_runs "search 'サブスクリプション' (x10 index)" "$RUNS" "$TB" search サブスクリプション --index o10
time_runs "search 'in-app purchase' (x10 index)" "$RUNS" "$TB" search "in-app purchase" --index o10
if command -v rg >/dev/null; then
  time_runs "rg 'サブスクリプション' over the x10 files" "$RUNS" rg -c サブスクリプション x10
fi
time_runs "grep -rc 'サブスクリプション' over the x10 files" "$RUNS" grep -rc サブスクリプション x10
echo "index size x10: $(du -sh o10/index.sqlite | cut -f1)"
