// Browser benchmark of the hint (issue 17) in headless Chromium, on the built app (dist/ or
// $E2E_DIST) served under a sub-path as in the end-to-end tests. Not a test: it prints numbers
// for docs/benchmarks.md. The play hint (every play ranked at World class, with the facts and
// explanations) on the first HINTS contact positions of the project's benchmark decisions
// (crates/train/data/benchmark.txt: self-play positions with their roll), each opened by
// `#gnubg=` link in the same page; then, in a pass-and-play money game with the cube played on
// by clicks, the cube hint before every roll. The worker is warm: the first play hint, which
// builds the World class player, is not counted. It reports
//
// 1. the play hint's and the cube hint's time as the page measures it (User Timing `hint:Hint`,
//    from the question to the worker until its answer is read, messaging included) and as the
//    worker measures its own work (`worker:Hint`): median, p95, max;
// 2. the longest main-thread task ("longtask", 50 ms or more, wall clock) while a hint was
//    computed, and from a Chromium trace of the run the most CPU time any one main-thread task
//    took (on a loaded machine a task's wall time includes waiting for a core).
//
// With `--throttle N` the page and its Web Worker run with the CPU slowed N times, as on a phone
// N times slower, as `bench-web.mjs --throttle N` slows them (the page by the DevTools Protocol,
// the worker by a cgroup, `throttleWorkerThreads`); the traced CPU times then count the
// throttler's spins too.
//
// Usage: node tests/e2e/bench-hint.mjs [--hints 40] [--seed 11] [--budget SECONDS, default 400]
//                                      [--throttle 4]
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { launchChromium, REPO_ROOT } from './browser.mjs';
import { serveDist, SUB_PATH } from './server.mjs';
import { newGame, control, movable, destinations } from './play.mjs';
import { SETTINGS_KEY } from './keys.mjs';
import { classifiedTasks, summary, throttlePage, throttleWorkerThreads } from './measure.mjs';

const args = Object.fromEntries(
  process.argv.slice(2).reduce((pairs, arg, i, all) => {
    if (arg.startsWith('--')) pairs.push([arg.slice(2), all[i + 1]]);
    return pairs;
  }, []),
);
const HINTS = Number(args.hints ?? 40);
const SEED = Number(args.seed ?? 11);
const BUDGET_MS = Number(args.budget ?? 400) * 1000;
const THROTTLE = Number(args.throttle ?? 1);
/** The play decisions of the project's own benchmark (self-play positions with their roll). */
const POSITIONS = readFileSync(resolve(REPO_ROOT, 'crates/train/data/benchmark.txt'), 'utf8')
  .split('\n')
  .filter((line) => /^(contact|crashed|race) /.test(line))
  .map((line) => line.split(' ').slice(0, 2));


/** Records every long task of the page. */
function instrument() {
  window.__longTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
      }
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // A browser without Long Tasks reports none.
  }
}

/** Asks for the hint and waits for its panel; returns the page's and the worker's time. */
async function askHint(page, kind) {
  const before = await page.evaluate(() => performance.getEntriesByName('hint:Hint').length);
  await control(page, 'Hint').click();
  await page.getByTestId(kind === 'cube' ? 'cube-hint' : 'hint-plays').waitFor({ timeout: 60000 });
  await page.waitForFunction(
    (count) => performance.getEntriesByName('hint:Hint').length > count, before,
  );
  const measure = await page.evaluate(() => {
    const entries = performance.getEntriesByName('hint:Hint');
    const last = entries[entries.length - 1];
    return { start: last.startTime, duration: last.duration };
  });
  const worker = (
    await Promise.all(
      page.workers().map((w) =>
        w.evaluate(() => {
          const entries = performance.getEntriesByName('worker:Hint');
          return entries.length ? entries[entries.length - 1].duration : null;
        }),
      ),
    )
  ).find((duration) => duration !== null);
  await page.getByTestId('hint-close').click();
  return { ...measure, worker };
}

async function pressIfEnabled(page, name) {
  const button = control(page, name);
  if ((await button.count()) > 0 && (await button.first().isEnabled())) {
    await button.first().click();
    return true;
  }
  return false;
}

/** The play hint on each of the first HINTS contact positions of the benchmark, opened one
 * after the other by `#gnubg=` link in the same page (so the worker stays warm). */
async function playHints(page) {
  const ids = POSITIONS.filter(([kind]) => kind === 'contact').slice(0, HINTS + 1);
  const samples = [];
  for (const [index, [, id]] of ids.entries()) {
    await page.evaluate((hash) => { window.location.hash = hash; }, `gnubg=${id}`);
    await page.getByTestId('link-pass-and-play').click();
    await page.getByTestId('link-dialog').waitFor({ state: 'detached' });
    const sample = await askHint(page, 'play');
    // The first builds the World class player: the warm-up.
    if (index > 0) samples.push(sample);
  }
  return samples;
}

/** Slows the page's main thread and its worker THROTTLE times (the worker started with the
 * page) and says whether the worker could be slowed. */
async function throttle(context, page) {
  await throttlePage(context, page, THROTTLE);
  while (page.workers().length === 0) await page.waitForTimeout(20);
  const threads = throttleWorkerThreads(THROTTLE);
  console.log(
    threads > 0
      ? `# page and ${threads} worker thread(s) slowed to 1/${THROTTLE} of a core`
      : '# the worker could not be slowed (no writable cgroup v1 cpu controller): it runs at full speed',
  );
}

async function run(browser, origin) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 }, serviceWorkers: 'block' });
  await context.addInitScript(instrument);
  const page = await context.newPage();
  await page.goto(`${origin}${SUB_PATH}?seed=${SEED}`);
  await page.evaluate(
    ([key, text]) => localStorage.setItem(key, text),
    [SETTINGS_KEY, JSON.stringify({ version: 1, settings: { animation: 'off' } })],
  );
  await page.reload();
  await page.locator('.board').waitFor();
  if (THROTTLE !== 1) await throttle(context, page);
  await newGame(page, { opponent: 'human', length: '0' });
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
  });
  const samples = { play: await playHints(page), cube: [] };
  await newGame(page, { opponent: 'human', length: '0' });
  let askedHere = false;
  const deadline = Date.now() + BUDGET_MS;
  while (samples.cube.length < HINTS && Date.now() < deadline) {
    if (await pressIfEnabled(page, 'Next game')) { askedHere = false; continue; }
    if (await pressIfEnabled(page, 'Take')) { askedHere = false; continue; }
    const hintShown = (await control(page, 'Hint').count()) > 0;
    // `isEnabled` waits for its element: ask only when the button is there.
    const rolling = (await control(page, 'Roll').count()) > 0 && (await control(page, 'Roll').isEnabled());
    if (hintShown && !askedHere) {
      askedHere = true;
      if (rolling) samples.cube.push(await askHint(page, 'cube'));
      continue;
    }
    if (rolling) { await control(page, 'Roll').click(); askedHere = false; continue; }
    if ((await movable(page).count()) > 0 && (await control(page, 'Done').isDisabled())) {
      await movable(page).first().click();
      await destinations(page).first().click();
      continue;
    }
    if (await pressIfEnabled(page, 'Done')) { askedHere = false; continue; }
    await page.waitForTimeout(30);
  }
  const tasks = classifiedTasks(await browser.stopTracing());
  const longTasks = await page.evaluate(() => window.__longTasks);
  await context.close();
  const during = (sample) => longTasks.filter(
    (t) => t.start < sample.start + sample.duration && t.start + t.duration > sample.start,
  );
  const longest = (list) => Math.max(0, ...list.flatMap(during).map((t) => t.duration));
  const largest = [...tasks].sort((a, b) => b.cpu - a.cpu).slice(0, 5);
  return { samples, longest, largest };
}


const dist = resolve(REPO_ROOT, process.env.E2E_DIST ?? 'dist');
const { server, origin } = await serveDist(dist);
const browser = await launchChromium();
try {
  const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  console.log(`# bench-hint: ${dist} under ${SUB_PATH}, Chromium ${browser.version()}, load average ${load}`);
  const { samples, longest, largest } = await run(browser, origin);
  for (const kind of ['play', 'cube']) {
    const list = samples[kind];
    console.log(`${kind} hint, page (messaging included): ${summary(list.map((s) => s.duration))}`);
    console.log(`${kind} hint, worker: ${summary(list.map((s) => s.worker).filter((d) => d != null))}`);
    console.log(`${kind} hint: longest main-thread task while computed ${longest(list).toFixed(0)} ms (0 = none of 50 ms or more)`);
  }
  console.log(
    `traced, the most CPU time in one main-thread task of the whole run ${(largest[0]?.cpu ?? 0).toFixed(0)} ms ` +
      '(wall-clock long tasks on a loaded machine include waiting for a core)',
  );
  // What the largest tasks were: the answer's message (the hint drawn), a click, a timer.
  for (const task of largest) {
    const parts = Object.entries(task.parts)
      .filter(([, cpu]) => cpu >= 1)
      .map(([part, cpu]) => `${part} ${cpu.toFixed(0)}`)
      .join(', ');
    console.log(`  a task of ${task.cpu.toFixed(0)} ms CPU: ${task.kind}${parts ? ` (${parts} ms)` : ''}`);
  }
  const after = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  console.log(`# load average after: ${after}`);
} finally {
  await browser.close();
  server.close();
}
