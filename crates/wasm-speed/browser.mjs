// The work of `profile.mjs` (the candidates' positions evaluated each anew, ROUNDS times) in
// headless Chromium, where players run the engine: Debian's Chromium driven by playwright-core
// (`tests/e2e/browser.mjs`, never a downloaded browser), the module instantiated in a blank
// page and the rounds timed there with performance.now() around the work alone (the
// instantiation and `prepare` left out), as `profile.mjs` does in Node.
//
//   node crates/wasm-speed/browser.mjs WASM_FILE ROUNDS [CHROMIUM_FLAG...]
//
// Prints one line: `chromium: N evaluations in S s (M ms the first round; CPU time ...)`, the
// CPU time of the page's main thread and of its renderer process around the rounds. The
// page's main thread runs the rounds in one task, as a worker of the app runs a search. More
// flags go to Chromium: `--js-flags="--perf-prof --no-liftoff"` makes its V8 write the machine
// code of the module into `jit-PID.dump` files in the current directory, which `jit-code.mjs`
// disassembles.

import { readFileSync } from "node:fs";
import { launchChromium } from "../../tests/e2e/browser.mjs";

const [file, roundsArg, ...chromiumFlags] = process.argv.slice(2);
const rounds = Number(roundsArg);
if (!file || !(rounds >= 0)) {
  console.error("usage: node crates/wasm-speed/browser.mjs WASM_FILE ROUNDS [CHROMIUM_FLAG...]");
  process.exit(2);
}
const bytes = readFileSync(file).toString("base64");

const browser = await launchChromium(chromiumFlags);
try {
  const page = await browser.newPage();
  // The CPU time of the page's main thread (`ThreadTime`) and of its renderer process, the
  // compiler's threads included (`ProcessTime`), from the DevTools protocol's metrics.
  const devtools = await page.context().newCDPSession(page);
  await devtools.send("Performance.enable", { timeDomain: "threadTicks" });
  const cpu = async () => {
    const { metrics } = await devtools.send("Performance.getMetrics");
    const value = (name) => metrics.find((m) => m.name === name)?.value ?? NaN;
    return { thread: value("ThreadTime"), process: value("ProcessTime") };
  };
  await page.evaluate(async (bytes) => {
    const binary = Uint8Array.from(atob(bytes), (c) => c.charCodeAt(0));
    const { instance } = await WebAssembly.instantiate(binary, {});
    globalThis.engine = instance.exports;
    globalThis.engine.prepare();
  }, bytes);
  const before = await cpu();
  const result = await page.evaluate((rounds) => {
    const engine = globalThis.engine;
    let first = 0;
    const started = performance.now();
    for (let i = 0; i < rounds; i++) {
      engine.candidates_rounds(1, 0);
      if (i === 0) first = performance.now() - started;
    }
    const ms = performance.now() - started;
    return { ms, first, evaluations: rounds * engine.candidate_count() };
  }, rounds);
  const after = await cpu();
  console.log(
    `chromium: ${result.evaluations} evaluations in ${(result.ms / 1000).toFixed(3)} s ` +
      `(${result.first.toFixed(1)} ms the first round; CPU time ` +
      `${(after.thread - before.thread).toFixed(3)} s the main thread, ` +
      `${(after.process - before.process).toFixed(3)} s the renderer)`,
  );
} finally {
  await browser.close();
}
