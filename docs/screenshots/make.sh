#!/usr/bin/env bash
# Makes the README's pictures of a FLAIL fight: plays it against the in-repo fake Discord,
# renders the channel as a page in Discord's dark theme, and photographs it with headless
# Chromium. A tool for reviewing what players see; not part of CI.
# Needs Debian's `chromium` and `fonts-noto-color-emoji` packages.
set -euo pipefail
cd "$(dirname "$0")/../.."

cargo test --test screenshots -- --ignored --quiet
page="$PWD/target/screenshots/fight.html"
out="$PWD/docs/screenshots/flail-fight.png"
chromium --headless --no-sandbox --disable-gpu --hide-scrollbars \
  --window-size=752,1900 --screenshot="$out" "file://$page"
echo "wrote $out"
