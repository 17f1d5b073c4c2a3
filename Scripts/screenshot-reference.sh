#!/usr/bin/env bash
# Renders chosen pages of the reference site to PNG with headless Chromium, at a laptop and a
# phone width, to look at them as a reader would (Documentation/Reference.md).
# Usage: Scripts/screenshot-reference.sh [SITE_FOLDER] [OUT_FOLDER]
# Installs Debian's chromium and CJK fonts when missing (needs root).
set -euo pipefail
cd "$(dirname "$0")/.."
SITE=${1:-.termbridge/site}
OUT=${2:-.termbridge/screenshots}
if ! command -v chromium >/dev/null; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq chromium fonts-noto-cjk >/dev/null
fi
fc-list | grep -qi "Noto Sans CJK" || { export DEBIAN_FRONTEND=noninteractive; apt-get install -y -qq fonts-noto-cjk >/dev/null; }
[ -f "$SITE/index.html" ] || swift run termbridge reference --out "$SITE"
mkdir -p "$OUT"
OUT=$(realpath "$OUT")
pages=(index.html symbols.html concepts-ja.html concepts-zh-Hans.html
  symbols/RenewalInfo.eligibleWinBackOfferIDs.html concepts/win-back-offer.html
  "$(cd "$SITE" && ls documents/*.html | head -1)")
for page in "${pages[@]}"; do
  name=$(echo "$page" | tr '/' '_' | sed 's/\.html$//')
  for size in 1280,2000 390,1600; do
    w=${size%,*}
    chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size="$size" \
      --screenshot="$OUT/$name-$w.png" "file://$(realpath "$SITE/$page")" >/dev/null 2>&1
    echo "$OUT/$name-$w.png"
  done
done
