#!/usr/bin/env bash
# Makes the seed corpora of the console and stored targets from the stored-state fixtures
# (run from anywhere; writes fuzz/seeds/, which git ignores):
#   seeds/console/  windows of 12 lines of every fixture script (tests/fixtures/stored/scripts)
#   seeds/stored/   every row of every current-shape fixture (tests/fixtures/stored/shapes),
#                   one file per row, as the store holds it (compact JSON)
set -euo pipefail
shopt -s nullglob
here=$(cd "$(dirname "$0")" && pwd)
fixtures=$here/../tests/fixtures/stored
command -v jq >/dev/null || { echo "seeds.sh: jq is needed" >&2; exit 1; }
rm -rf "$here/seeds"
mkdir -p "$here/seeds/console" "$here/seeds/stored"

for script in "$fixtures"/scripts/*.txt; do
  name=$(basename "$script" .txt)
  grep -v '^#' "$script" | grep -v '^[[:space:]]*$' >"$here/seeds/lines" || true
  total=$(wc -l <"$here/seeds/lines")
  # Windows that overlap, the first one the script's set-up.
  for ((start = 1; start <= total; start += 6)); do
    sed -n "${start},$((start + 11))p" "$here/seeds/lines" >"$here/seeds/console/$name-$start"
  done
done
rm "$here/seeds/lines"

for shapes in "$fixtures"/shapes/*.json; do
  name=$(basename "$shapes" .json)
  jq -c '.state' "$shapes" >"$here/seeds/stored/$name-state"
  # The undo snapshots, their character images (their text, as the characters table
  # holds it), and the characters, roll-log rows and saved armies.
  {
    jq -c '.undo[] | .state_before, .characters' "$shapes"
    jq -r '.undo[].characters[] | .before, .after | select(. != null)' "$shapes"
    jq -c '.characters[], .log[], .armies[]' "$shapes"
  } | sort -u | {
    i=0
    while IFS= read -r row; do
      printf '%s' "$row" >"$here/seeds/stored/$name-$i"
      i=$((i + 1))
    done
  }
done
echo "seeds: $(ls "$here/seeds/console" | wc -l) console, $(ls "$here/seeds/stored" | wc -l) stored"
