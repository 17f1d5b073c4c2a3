#!/usr/bin/env bash
# Same-run comparison of two termbridge executables on the perf corpus (run by hand; figures in
# Documentation/Index.md). Runs alternate (base, new, base, new…) so that both see the same load on a
# shared machine; each has its own output folders. Prints wall seconds and peak RSS (KB) per run, then
# checks that the last one-document-touched build wrote the reports of a clean build, and prints the
# stage timings of an unchanged and a touched build of the new executable.
# Usage: Benchmarks/build-compare.sh BASE NEW [RUNS] [BASE_SCRATCH_RUNS] [PERF_CORPUS_FOLDER]
# BASE_SCRATCH_RUNS (default RUNS) limits the from-scratch runs of a slow base executable.
set -uo pipefail
BASE=$1; NEW=$2; RUNS=${3:-5}; SCRATCH_BASE=${4:-$RUNS}
SRC=${5:-$(cd "$(dirname "$0")/.." && pwd)/../shared/perf-corpus/wwdc18}
[ -x "$BASE" ] && [ -x "$NEW" ] || { echo "usage: $0 BASE NEW [RUNS] [BASE_SCRATCH_RUNS] [PERF_CORPUS_FOLDER]"; exit 64; }
[ -d "$SRC" ] || { echo "no corpus at $SRC"; exit 1; }
W=$(mktemp -d)
trap 'rm -rf "$W"' EXIT
mkdir -p "$W/x1"; cp "$SRC"/*.txt "$W/x1/"
cd "$W"
FIRST=$(ls x1 | head -1)
t() { /usr/bin/time -f "%e %M" -o "$W/t" "$@" >/dev/null 2>&1; tail -1 "$W/t"; }
echo "machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "scratch:"
for i in $(seq "$RUNS"); do
  if [ "$i" -le "$SCRATCH_BASE" ]; then rm -rf base-o; echo "base $(t "$BASE" build x1 --out base-o --quiet)"; fi
  rm -rf new-o; echo "new $(t "$NEW" build x1 --out new-o --quiet)"
done
"$BASE" build x1 --out base-o --quiet >/dev/null 2>&1; "$NEW" build x1 --out new-o --quiet >/dev/null 2>&1
echo "unchanged:"
for _ in $(seq "$RUNS"); do echo "base $(t "$BASE" build x1 --out base-o --quiet)"; echo "new $(t "$NEW" build x1 --out new-o --quiet)"; done
echo "touched:"
for _ in $(seq "$RUNS"); do
  echo >> "x1/$FIRST"; echo "base $(t "$BASE" build x1 --out base-o --quiet)"
  echo "new $(t "$NEW" build x1 --out new-o --quiet)"
done
echo "reports of the last touched build against a clean build:"
"$NEW" build x1 --out clean-o --quiet >/dev/null 2>&1
for f in findings.json findings.sarif claims.json; do cmp -s "new-o/$f" "clean-o/$f" && echo "  $f identical" || echo "  $f DIFFERS"; done
echo "stages, nothing changed:"; "$NEW" build x1 --out new-o --quiet --timings 2>&1 | tail -13
echo >> "x1/$FIRST"
echo "stages, one document touched:"; "$NEW" build x1 --out new-o --quiet --timings 2>&1 | tail -13
