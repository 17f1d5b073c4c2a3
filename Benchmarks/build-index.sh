#!/usr/bin/env bash
# Benchmarks of `termbridge build`, `search` and `term` (run by hand; figures in Documentation/Index.md).
# Usage: Benchmarks/build-index.sh [PERF_CORPUS_FOLDER] [RUNS]
# Needs a release build (swift build -c release --product termbridge); rg is optional.
set -euo pipefail
cd "$(dirname "$0")/.."
TB=$PWD/.build/release/termbridge
SRC=${1:-../shared/perf-corpus/wwdc18}
RUNS=${2:-5}
[ -x "$TB" ] || { echo "build first: swift build -c release --product termbridge"; exit 1; }
[ -d "$SRC" ] || { echo "no corpus at $SRC"; exit 1; }
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$WORK/x1" "$WORK/x10"
cp "$SRC"/*.txt "$WORK/x1/"
for i in $(seq -w 1 10); do
  for f in "$SRC"/*.txt; do b=$(basename "$f"); cp "$f" "$WORK/x10/r$i-$b"; done
done
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
PRE="rm -rf $WORK/o1" time_runs "build perf corpus, from scratch" "$RUNS" "$TB" build x1 --out o1 --quiet
"$TB" build x1 --out o1 --quiet || true
time_runs "build perf corpus, nothing changed" "$RUNS" "$TB" build x1 --out o1 --quiet
FIRST=$(ls x1 | head -1)
PRE="echo >> x1/$FIRST" time_runs "build perf corpus, one document touched" "$RUNS" "$TB" build x1 --out o1 --quiet
PRE="rm -rf $WORK/o10" time_runs "build x10 corpus, from scratch" 1 "$TB" build x10 --out o10 --quiet
"$TB" build x10 --out o10 --quiet || true
time_runs "build x10 corpus, nothing changed" "$RUNS" "$TB" build x10 --out o10 --quiet
PRE="" time_runs "term 'subscription' (x10 index)" "$RUNS" "$TB" term subscription --index o10
time_runs "search 'サブスクリプション' (x10 index)" "$RUNS" "$TB" search サブスクリプション --index o10
time_runs "search 'in-app purchase' (x10 index)" "$RUNS" "$TB" search "in-app purchase" --index o10
if command -v rg >/dev/null; then
  time_runs "rg 'サブスクリプション' over the x10 files" "$RUNS" rg -c サブスクリプション x10
fi
time_runs "grep -rc 'サブスクリプション' over the x10 files" "$RUNS" grep -rc サブスクリプション x10
echo "index size x10: $(du -sh o10/index.sqlite | cut -f1)"
