#!/usr/bin/env bash
# Makes the docs' pictures of each game: plays one short session per game against the
# in-repo fake Discord (tests/screenshots.rs; Mage Wars on a Czech server, «Познание нуля»
# on a Russian one), renders the channel as a page in Discord's dark theme, and photographs
# it with headless Chromium at desktop width (752 px) and phone width (400 px), as
# docs/screenshots/<game>-desktop.png and <game>-phone.png. Next to each page,
# target/screenshots/<game>.txt lists every message as text, headed by what looks wrong
# (a mention where Discord renders none, a reply without a headline, a control left live on
# several messages). A tool for reviewing what players see; not part of CI.
# Needs Debian's `chromium`, `fonts-noto-color-emoji` and `fonts-dejavu` packages.
# Usage: docs/screenshots/make.sh [game…]   (default: all five)
set -euo pipefail
cd "$(dirname "$0")/../.."

games=("$@")
if [ ${#games[@]} -eq 0 ]; then
  games=(flail mage-wars lotr-lcg tornscape knowing-zero)
fi
filters=()
for game in "${games[@]}"; do
  filters+=("${game//-/_}")
done

cargo test --test screenshots -- --ignored --quiet "${filters[@]}"

browser=$(command -v chromium || command -v chromium-browser || command -v google-chrome)
shoot() { # page width out
  local page=$1 width=$2 out=$3 height
  # The page writes its own height into its title once laid out at this width.
  height=$("$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars \
    --window-size="$width,800" --dump-dom "file://$page" 2>/dev/null |
    sed -n 's:.*<title>\([0-9]*\)</title>.*:\1:p' | head -n1)
  "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars \
    --window-size="$width,${height:-1900}" --screenshot="$out" "file://$page" 2>/dev/null
  echo "wrote $out (${width}×${height:-1900})"
}

for game in "${games[@]}"; do
  page="$PWD/target/screenshots/$game.html"
  shoot "$page" 752 "$PWD/docs/screenshots/$game-desktop.png"
  shoot "$page" 400 "$PWD/docs/screenshots/$game-phone.png"
  notes=$(grep -c '^NOTE' "target/screenshots/$game.txt" || true)
  echo "$game: $notes note(s) in target/screenshots/$game.txt"
done
