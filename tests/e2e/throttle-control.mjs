// What a Chromium trace counts as a main-thread task's CPU time under the DevTools Protocol's
// CPU throttling (`Emulation.setCPUThrottlingRate`, which bench-web.mjs and bench-clicks.mjs use
// as a phone N times slower): two fixed tasks, traced at each rate of `--rates` (default 1,4),
// `--trials` times (default 3):
//
// - a wait: a synchronous request that the server answers after 100 ms (the main thread
//   computes nothing meanwhile);
// - fixed work: a JSON text of 20,000 records read 20 times (native code, no JIT tiers).
//
// Chromium throttles by interrupting the main thread every 200 µs and spinning in the signal
// handler for (rate - 1) times the time that passed since the last spin (at most 1 ms), so a
// throttled task's CPU time holds spins for the time it waited, or was kept off the core by
// other processes, as well as for its work. This control shows how much.
//
// Usage: node tests/e2e/throttle-control.mjs [--rates 1,4] [--trials 3]
import { createServer } from 'node:http';
import { launchChromium } from './browser.mjs';
import { mainThreadTasks, percentile } from './measure.mjs';

const args = Object.fromEntries(
  process.argv.slice(2).reduce((pairs, arg, i, all) => {
    if (arg.startsWith('--')) pairs.push([arg.slice(2), all[i + 1]]);
    return pairs;
  }, []),
);
const RATES = (args.rates ?? '1,4').split(',').map(Number);
const TRIALS = Number(args.trials ?? 3);
const WAIT_MS = 100;

const server = createServer((request, response) => {
  const wait = request.url.startsWith('/wait') ? WAIT_MS : 0;
  setTimeout(() => {
    response.writeHead(200, { 'content-type': 'text/html', 'cache-control': 'no-store' });
    response.end('<!DOCTYPE html><title>control</title>');
  }, wait);
}).listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await launchChromium();

/** One trial at `rate`: the wall and CPU time of the wait's task and of the loop's. */
async function trial(rate) {
  const page = await browser.newPage();
  await page.goto(`${origin}/`);
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Emulation.setCPUThrottlingRate', { rate });
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  // Each in a task of its own, named by a timer so that it can be told apart in the trace.
  await page.evaluate(() => {
    setTimeout(() => {
      performance.mark('control:wait');
      const request = new XMLHttpRequest();
      request.open('GET', '/wait', false);
      request.send();
    }, 50);
    // Native work, the same at every run (no JIT tiers to race): a JSON text read 20 times.
    const text = JSON.stringify(Array.from({ length: 20000 }, (_, i) => ({ i, name: `n${i}`, list: [i, i + 1] })));
    setTimeout(() => {
      performance.mark('control:work');
      let count = 0;
      for (let i = 0; i < 20; i += 1) count += JSON.parse(text).length;
      window.count = count;
    }, 600);
  });
  await page.waitForTimeout(3000);
  const tasks = mainThreadTasks(await browser.stopTracing());
  await page.close();
  // The two longest tasks are the two timers' (the wait first).
  const [wait, work] = [...tasks].sort((a, b) => b.wall - a.wall).slice(0, 2).sort((a, b) => a.start - b.start);
  return { wait, work };
}

try {
  console.log(`# throttle-control: Chromium ${browser.version()}, ${TRIALS} trials a rate`);
  for (const rate of RATES) {
    const trials = [];
    for (let i = 0; i < TRIALS; i += 1) trials.push(await trial(rate));
    const median = (values) => percentile(values, 50).toFixed(1);
    for (const name of ['wait', 'work']) {
      const of = trials.map((t) => t[name]);
      console.log(
        `rate ${rate}, ${name === 'wait' ? `a wait of ${WAIT_MS} ms` : 'fixed work (JSON.parse)'}: ` +
          `wall median ${median(of.map((t) => t.wall))} ms, CPU median ${median(of.map((t) => t.cpu))} ms ` +
          `(CPU ${of.map((t) => t.cpu.toFixed(0)).join(', ')} ms)`,
      );
    }
  }
} finally {
  await browser.close();
  server.close();
}
