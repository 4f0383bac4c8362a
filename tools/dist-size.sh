#!/usr/bin/env bash
# Prints the size of a built app (default dist/): every file raw and gzipped (gzip -9, as a
# static host would serve it), then the totals for the wasm files and for everything.
set -euo pipefail
dir=${1:-dist}
[ -d "$dir" ] || { echo "dist-size: no directory $dir (run make dist)" >&2; exit 1; }
total_raw=0 total_gz=0 wasm_raw=0 wasm_gz=0
printf '%-44s %10s %10s\n' file bytes gzipped
while IFS= read -r -d '' file; do
  raw=$(stat -c %s "$file")
  gz=$(gzip -9 -c "$file" | wc -c)
  printf '%-44s %10d %10d\n' "${file#"$dir"/}" "$raw" "$gz"
  total_raw=$((total_raw + raw)); total_gz=$((total_gz + gz))
  if [[ $file == *.wasm ]]; then wasm_raw=$((wasm_raw + raw)); wasm_gz=$((wasm_gz + gz)); fi
done < <(find "$dir" -type f -print0 | sort -z)
printf '%-44s %10d %10d\n' 'wasm total' "$wasm_raw" "$wasm_gz" 'total' "$total_raw" "$total_gz"
