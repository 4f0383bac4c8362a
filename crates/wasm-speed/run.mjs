// Times the engine compiled to WebAssembly (src/lib.rs) in Node, by the same protocol as the
// native binary of this crate (src/main.rs), so that `make bench-wasm` prints the two side by
// side from one run: the median time of one evaluation by the net over 1,000 positions, and
// each level's time per move over 24 turns of a game, and the candidates' positions evaluated
// each anew and as siblings (the hidden sums of the inputs they share kept from one to the next).
//
// Usage: node crates/wasm-speed/run.mjs WASM_FILE [SAMPLES]

import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";

const [file, samplesArg] = process.argv.slice(2);
if (!file) {
  console.error("usage: node crates/wasm-speed/run.mjs WASM_FILE [SAMPLES]");
  process.exit(2);
}
const samples = Number(samplesArg ?? 9);
if (!(samples >= 1)) {
  console.error(`run.mjs: SAMPLES must be a positive number, not ${samplesArg}`);
  process.exit(2);
}
const { instance } = await WebAssembly.instantiate(readFileSync(file), {});
const engine = instance.exports;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const started = performance.now();
const positions = engine.prepare();
console.log(`wasm: prepared ${positions} positions in ${(performance.now() - started).toFixed(0)} ms`);

// Enough rounds for a sample of about 200 ms.
let rounds = 1;
for (;;) {
  const t = performance.now();
  engine.evaluate_rounds(rounds);
  if (performance.now() - t > 200) break;
  rounds *= 2;
}
const nsPerEvaluation = [];
for (let i = 0; i < samples; i++) {
  const t = performance.now();
  engine.evaluate_rounds(rounds);
  nsPerEvaluation.push(((performance.now() - t) * 1e6) / (rounds * positions));
}
const ns = median(nsPerEvaluation);
console.log(
  `wasm: evaluation median ${ns.toFixed(0)} ns (${(1e9 / ns).toFixed(0)} evaluations/s), ` +
    `${samples} samples of ${rounds * positions}`,
);

// The candidates' positions, each anew and as siblings, the samples of the two interleaved so
// that a change of the machine's load falls on both alike.
const candidates = engine.candidate_count();
let candidateRounds = 1;
for (;;) {
  const t = performance.now();
  engine.candidates_rounds(candidateRounds, 0);
  if (performance.now() - t > 200) break;
  candidateRounds *= 2;
}
const nsAlone = [];
const nsSiblings = [];
for (let i = 0; i < samples; i++) {
  for (const [mode, list] of [[0, nsAlone], [1, nsSiblings]]) {
    const t = performance.now();
    engine.candidates_rounds(candidateRounds, mode);
    list.push(((performance.now() - t) * 1e6) / (candidateRounds * candidates));
  }
}
console.log(
  `wasm: candidates median ${median(nsAlone).toFixed(0)} ns each alone, ` +
    `${median(nsSiblings).toFixed(0)} ns as siblings ` +
    `(${(median(nsAlone) / median(nsSiblings)).toFixed(2)}x), ${samples} samples of ` +
    `${candidateRounds * candidates}`,
);

const levels = ["beginner", "casual", "intermediate", "advanced", "expert", "world-class"];
const turns = engine.turn_count();
levels.forEach((name, index) => {
  const msPerMove = [];
  let evaluations = 0;
  for (let i = 0; i < Math.min(samples, 3); i++) {
    const t = performance.now();
    evaluations = engine.play_turns(index);
    msPerMove.push((performance.now() - t) / turns);
  }
  const ms = median(msPerMove);
  console.log(
    `wasm: ${name} median ${ms.toFixed(3)} ms per move over ${turns} turns ` +
      `(${(evaluations / turns).toFixed(0)} evaluations per move, ${msPerMove.length} samples)`,
  );
});
