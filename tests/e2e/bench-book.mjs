// Browser measurement of opening the rules book (Rules and help) in headless Chromium, on the
// built app (dist/ or $E2E_DIST) served under a sub-path as in the end-to-end tests. Not a
// test: it prints numbers for docs/benchmarks.md. Each round opens the book on a 360 px phone
// (touch, scale 2) from the menu, waits until all of its 17 board diagrams are drawn, and
// closes it; a Chromium trace of the rounds gives every main-thread task's CPU time (a task's
// wall time on a loaded machine includes waiting for a core, so the CPU time is what the
// budget of 50 ms judges).
//
// It reports, over the rounds (the first, which warms the page up, included): the main-thread
// tasks of 50 ms CPU or more, the largest CPU time of one task, and the wall time of the
// longest task; then a control, one task of a fixed amount of work, as the trace reads it.
// With `--fresh`, each round is a new page that opens the book once (the end-to-end tests'
// case, where nothing is warm yet), and the longest task of each opening is listed as well.
//
// Usage: node tests/e2e/bench-book.mjs [--rounds 10] [--lang en] [--fresh]
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { launchChromium, REPO_ROOT } from './browser.mjs';
import { serveDist, SUB_PATH } from './server.mjs';
import { injectPlaywrightFirst, mainThreadTasks, percentile } from './measure.mjs';
import { bookDrawn } from './play.mjs';

const FLAGS = new Set(['--fresh']);
const args = Object.fromEntries(
  process.argv.slice(2).reduce((pairs, arg, i, all) => {
    if (FLAGS.has(arg)) pairs.push([arg.slice(2), true]);
    else if (arg.startsWith('--')) pairs.push([arg.slice(2), all[i + 1]]);
    return pairs;
  }, []),
);
const FRESH = args.fresh === true;
const ROUNDS = Number(args.rounds ?? 10);
const LANG = args.lang ?? 'en';

const TRACING = { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] };

/** A new phone page with a game started from the New game form (the first visit's). */
async function gamePage(browser, origin) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await page.goto(`${origin}${SUB_PATH}?seed=4&lang=${LANG}`);
  const form = page.locator('form.new-game');
  await form.waitFor();
  await form.locator('button.primary').tap();
  await form.waitFor({ state: 'detached' });
  return { context, page };
}

/** Opens the book by a tap, waits until it is drawn whole, and closes it. */
async function openAndClose(page) {
  await page.locator('nav.menu button').nth(1).tap();
  await bookDrawn(page);
  const book = page.locator('.help-screen');
  // Let the last diagram's task end before the book closes.
  await page.waitForTimeout(200);
  await book.locator('.dialog-buttons button.primary').tap();
  await book.waitFor({ state: 'detached' });
}

/** The main-thread tasks of every round, and the most CPU of one task in each round. */
async function rounds(browser, origin) {
  if (!FRESH) {
    const { context, page } = await gamePage(browser, origin);
    await injectPlaywrightFirst(page);
    await browser.startTracing(page, TRACING);
    for (let round = 0; round < ROUNDS; round += 1) await openAndClose(page);
    const tasks = mainThreadTasks(await browser.stopTracing());
    await context.close();
    return { tasks, longest: [] };
  }
  const tasks = [];
  const longest = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const { context, page } = await gamePage(browser, origin);
    await injectPlaywrightFirst(page);
    await browser.startTracing(page, TRACING);
    await openAndClose(page);
    const traced = mainThreadTasks(await browser.stopTracing());
    tasks.push(...traced);
    longest.push(Math.max(...traced.map((t) => t.cpu)));
    await context.close();
  }
  return { tasks, longest };
}

async function run(browser, origin) {
  const { tasks, longest } = await rounds(browser, origin);
  // The control: one task of a fixed amount of work (a loop of 30 million steps), traced the
  // same way: its CPU time stays put whatever the load, while its wall time grows with it.
  const { context, page } = await gamePage(browser, origin);
  await browser.startTracing(page, TRACING);
  await page.evaluate(() => {
    let x = 0;
    for (let i = 0; i < 30_000_000; i += 1) x = (x + i * 7) % 1_000_003;
    return x;
  });
  const traced = mainThreadTasks(await browser.stopTracing());
  const control = traced.reduce((most, t) => (t.cpu > most.cpu ? t : most), { cpu: 0, wall: 0 });
  await context.close();
  return { tasks, longest, control };
}

const dist = resolve(REPO_ROOT, process.env.E2E_DIST ?? 'dist');
const { server, origin } = await serveDist(dist);
const browser = await launchChromium();
try {
  const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  const mode = FRESH ? 'each in a new page' : 'in one page';
  console.log(`# bench-book: ${dist} under ${SUB_PATH}, Chromium ${browser.version()}, lang ${LANG}, ${ROUNDS} rounds ${mode}, load average ${load}`);
  const { tasks, longest, control } = await run(browser, origin);
  const cpu = tasks.map((t) => t.cpu);
  const over = cpu.filter((ms) => ms >= 50).sort((a, b) => b - a);
  console.log(`main-thread tasks traced: ${tasks.length}; CPU p99 ${percentile(cpu, 99).toFixed(1)} ms, max ${Math.max(...cpu).toFixed(1)} ms`);
  console.log(`tasks of 50 ms CPU or more: ${over.length} [${over.map((ms) => ms.toFixed(0)).join(', ')}] ms`);
  if (FRESH) {
    const sorted = [...longest].sort((a, b) => a - b).map((ms) => ms.toFixed(0));
    console.log(`the most CPU of one task in each opening, sorted: ${sorted.join(' ')} ms`);
  }
  console.log(`longest wall time of one task: ${Math.max(...tasks.map((t) => t.wall)).toFixed(1)} ms`);
  console.log(`control, a loop of 30 million steps in one task: ${control.cpu.toFixed(1)} ms CPU, ${control.wall.toFixed(1)} ms wall`);
  const after = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  console.log(`# load average after: ${after}`);
} finally {
  await browser.close();
  server.close();
}
