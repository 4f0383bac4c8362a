// Where the wasm build's evaluation time goes, for comparing with a native profile of the same
// work (`docs/benchmarks.md`, "The engine in WebAssembly"). Two uses:
//
//   node [--cpu-prof --cpu-prof-dir=DIR] crates/wasm-speed/profile.mjs WASM_FILE ROUNDS
//     evaluates the candidates' positions of `benches/eval.rs`'s group `candidates` (4,765
//     positions) each anew ROUNDS times, as `examples/siblings_throughput alone ROUNDS` does
//     natively; with ROUNDS 0 it only prepares, so that the CPU time of a run less that of a run
//     with 0 rounds is the evaluations' (measure it with `/usr/bin/time -f %U`), and under
//     `--cpu-prof` V8 writes a profile of it; it also prints the time of the rounds alone
//     (performance.now() around them), as `browser.mjs` does in Chromium;
//   node crates/wasm-speed/profile.mjs --summary FILE.cpuprofile
//     prints the share of the profile's samples in each function (its self time), largest first.

import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";

const [first, second] = process.argv.slice(2);
if (first === "--summary" && second) {
  summarise(JSON.parse(readFileSync(second, "utf8")));
} else if (first && second !== undefined && Number(second) >= 0) {
  const { instance } = await WebAssembly.instantiate(readFileSync(first), {});
  const engine = instance.exports;
  engine.prepare();
  const rounds = Number(second);
  let firstRound = 0;
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < rounds; i++) {
    engine.candidates_rounds(1, 0);
    if (i === 0) firstRound = performance.now() - started;
  }
  const ms = performance.now() - started;
  const { user, system } = process.cpuUsage(cpu);
  console.log(
    `node: ${rounds * engine.candidate_count()} evaluations in ${(ms / 1000).toFixed(3)} s ` +
      `(${firstRound.toFixed(1)} ms the first round; CPU time ${((user + system) / 1e6).toFixed(3)} s)`,
  );
} else {
  console.error(
    "usage: node crates/wasm-speed/profile.mjs WASM_FILE ROUNDS\n" +
      "       node crates/wasm-speed/profile.mjs --summary FILE.cpuprofile",
  );
  process.exit(2);
}

/// The samples of a V8 CPU profile counted by the function they were taken in.
function summarise(profile) {
  const names = new Map(profile.nodes.map((n) => [n.id, n.callFrame.functionName || "(anonymous)"]));
  const counts = new Map();
  for (const id of profile.samples) {
    const name = demangle(names.get(id));
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  const total = profile.samples.length;
  const rows = [...counts].sort((a, b) => b[1] - a[1]).slice(0, 25);
  for (const [name, count] of rows) {
    console.log(`${((100 * count) / total).toFixed(2).padStart(6)}%  ${name}`);
  }
  console.log(`${total} samples`);
}

/// A Rust symbol's path without its hash (`_ZN9bg_engine4eval3net3Net11add_to_sums17h...E` to
/// `bg_engine::eval::net::Net::add_to_sums`); other names as they are.
function demangle(symbol) {
  if (!symbol.startsWith("_ZN")) return symbol;
  const parts = [];
  let rest = symbol.slice(3);
  for (;;) {
    const match = /^(\d+)/.exec(rest);
    if (!match) break;
    const length = Number(match[1]);
    const part = rest.slice(match[1].length, match[1].length + length);
    rest = rest.slice(match[1].length + length);
    if (/^h[0-9a-f]{16}$/.test(part)) break;
    parts.push(part.replaceAll("$LT$", "<").replaceAll("$GT$", ">").replaceAll("$u20$", " ").replaceAll("..", "::"));
  }
  return parts.join("::");
}
