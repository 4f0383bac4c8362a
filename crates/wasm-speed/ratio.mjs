// The same evaluations natively, in Node and in headless Chromium, run in turn TRIALS times so
// that a change of the machine's load falls on all of them alike; prints each run, the medians,
// and the ratios of each median to the first native build's (`docs/benchmarks.md`, "The engine
// in WebAssembly"):
//
//   taskset -c 0 node crates/wasm-speed/ratio.mjs ROUNDS TRIALS BUILD...
//
// A BUILD ending in `.wasm` is this crate's module, run in Node (`profile.mjs`) and in Chromium
// (`browser.mjs`); any other is `target/release/examples/siblings_throughput`, run natively (its
// `alone` mode). Each evaluates the 4,765 candidates' positions of `benches/eval.rs` ROUNDS
// times, each anew. Two figures for each run: the time of the rounds alone (wall clock around
// them), and CPU time, which the other processes' share of the core does not enter: natively
// `/usr/bin/time`'s user plus system time less that of a run with 0 rounds, in Node
// `process.cpuUsage()` around the rounds (V8's compiler threads included), in Chromium the
// main thread's CPU time around them. Pin it to one core: the children inherit the pinning.

import { spawnSync } from "node:child_process";
import { basename, dirname } from "node:path";
import { fileURLToPath } from "node:url";

const [roundsArg, trialsArg, ...builds] = process.argv.slice(2);
const rounds = Number(roundsArg);
const trials = Number(trialsArg);
if (!(rounds >= 1) || !(trials >= 1) || builds.length === 0 || builds[0].endsWith(".wasm")) {
  console.error(
    "usage: node crates/wasm-speed/ratio.mjs ROUNDS TRIALS NATIVE [NATIVE | WASM_FILE]...\n" +
      "  (the first build native: the ratios are to it)",
  );
  process.exit(2);
}
const here = (name) => fileURLToPath(new URL(name, import.meta.url));

/// Runs `command` with `args`; its standard output and error, or an exit on failure.
function run(command, args) {
  const child = spawnSync(command, args, { encoding: "utf8" });
  if (child.status !== 0) {
    console.error(`${command} ${args.join(" ")} failed:\n${child.stdout}${child.stderr}`);
    process.exit(1);
  }
  return child.stdout + child.stderr;
}

/// The first number after `label` in `text`.
function number(text, label) {
  const match = new RegExp(`${label}\\s*([0-9.]+)`).exec(text);
  if (!match) {
    console.error(`no "${label}" in:\n${text}`);
    process.exit(1);
  }
  return Number(match[1]);
}

/// A native run's time of the rounds and its process's CPU time.
function nativeRun(file, n) {
  const text = run("/usr/bin/time", ["-f", "cpu %U %S", file, "alone", String(n)]);
  const [user, system] = /cpu ([0-9.]+) ([0-9.]+)/.exec(text).slice(1).map(Number);
  return { wall: number(text, "positions in"), cpu: user + system };
}

// The runs of each build: a name (the file's directory and name, and the runner) and how to
// run it once.
const runners = builds.flatMap((file) => {
  const name = `${basename(dirname(file))}/${basename(file)}`;
  if (!file.endsWith(".wasm")) {
    const preparation = nativeRun(file, 0).cpu;
    return [
      {
        name: `${name} native`,
        once: () => {
          const { wall, cpu } = nativeRun(file, rounds);
          return { wall, cpu: cpu - preparation };
        },
      },
    ];
  }
  const inV8 = (script, cpuLabel) => () => {
    const text = run(process.execPath, [here(script), file, String(rounds)]);
    return { wall: number(text, "evaluations in"), cpu: number(text, cpuLabel) };
  };
  return [
    { name: `${name} node`, once: inV8("profile.mjs", "CPU time") },
    { name: `${name} chromium`, once: inV8("browser.mjs", "CPU time") },
  ];
});

const results = runners.map(() => []);
for (let trial = 1; trial <= trials; trial++) {
  const row = runners.map((runner, i) => {
    const result = runner.once();
    results[i].push(result);
    return `${runner.name} ${result.wall.toFixed(3)} s (CPU ${result.cpu.toFixed(3)} s)`;
  });
  console.log(`trial ${trial}: ${row.join(", ")}`);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
for (const [measure, title] of [
  ["wall", "time"],
  ["cpu", "CPU time"],
]) {
  console.log(`median ${title} of ${trials} trials, and its ratio to ${runners[0].name}'s:`);
  const base = median(results[0].map((r) => r[measure]));
  runners.forEach((runner, i) => {
    const m = median(results[i].map((r) => r[measure]));
    // Each trial's own ratios too: the runs of one trial are the closest in time.
    const byTrial = results[i].map((r, t) => (r[measure] / results[0][t][measure]).toFixed(2));
    console.log(
      `  ${runner.name.padEnd(40)} ${m.toFixed(3)} s  ${(m / base).toFixed(2)}x  (by trial ${byTrial.join(", ")})`,
    );
  });
}
