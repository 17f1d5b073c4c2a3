#!/usr/bin/env bash
# Builds the C shim with its sanitizer harness (clang, -fsanitize=address,undefined) and runs it.
# Usage: Tests/CICUShimsSanitizer/run.sh [ROUNDS]   (from anywhere; 200 rounds by default)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
cc="$(command -v clang || true)"
if [ -z "$cc" ]; then echo "sanitizer: clang not found; skipped"; exit 0; fi
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
"$cc" -std=c11 -g -O1 -fno-omit-frame-pointer -fsanitize=address,undefined -fno-sanitize-recover=all \
  -I "$root/Sources/CICUShims/include" "$root/Sources/CICUShims/shims.c" "$here/shims-asan.c" \
  $(pkg-config --cflags --libs icu-uc icu-i18n) -o "$out/shims-asan" 2> >(grep -v "Cannot export local symbol" >&2)
ASAN_OPTIONS=detect_leaks=1:abort_on_error=0 UBSAN_OPTIONS=print_stacktrace=1 "$out/shims-asan" "${1:-200}"
