// Browser benchmark of the review's analysis (dist/ or $E2E_DIST) in headless Chromium, served
// under a sub-path as in the end-to-end tests: not a test. A 1-point match against Random is
// played by clicks with the page's seeded dice (?seed=SEED), then the match is analysed at
// World class (or --depth expert) RUNS times, each from a fresh page (the kept analysis
// removed, the worker new, so each run builds its player as a player's first analysis does).
// For each run: the wall time from pressing Analyse to the last piece shown, the page's
// time per piece summed (User Timing `review:Analyse`, messaging included), the number of
// actions and of unforced decisions analysed, and the longest main-thread task (50 ms or
// more) during the analysis. docs/benchmarks.md keeps the
// results.
//
// With --save FILE, the match analysed is instead the app's save text in FILE (a finished
// match, e.g. written from a `.mat` file by `cargo run --release --example mat_to_save`), put
// in localStorage before the page loads: tools/gnubg/analysis_speed.py times GNU Backgammon's
// analysis of the same `.mat` file against it.
//
// Usage: node tests/e2e/bench-review.mjs [--runs 3] [--seed 11] [--depth world-class|expert]
//                                        [--save FILE]
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { launchChromium, REPO_ROOT } from './browser.mjs';
import { serveDist, SUB_PATH } from './server.mjs';
import { newGame, playUntil } from './play.mjs';
import { SAVE_KEY } from './keys.mjs';

const args = Object.fromEntries(
  process.argv.slice(2).reduce((pairs, arg, i, all) => {
    if (arg.startsWith('--')) pairs.push([arg.slice(2), all[i + 1]]);
    return pairs;
  }, []),
);
const RUNS = Number(args.runs ?? 3);
const SEED = Number(args.seed ?? 11);
const DEPTH = args.depth ?? 'world-class';
const SAVE = args.save === undefined ? null : readFileSync(args.save, 'utf8').trim();
const SETTINGS = JSON.stringify({ version: 1, settings: { animation: 'off' } });

const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : NaN;
};
const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

/** Counts long tasks from now on. */
const watchLongTasks = () => {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
  }).observe({ type: 'longtask' });
};

async function analyseOnce(page) {
  await page.getByTestId('game-over-review').click();
  await page.getByTestId('review').waitFor();
  await page.getByTestId('review-depth').selectOption(DEPTH);
  await page.evaluate(watchLongTasks);
  const started = Date.now();
  await page.getByTestId('review-analyse').click();
  await page.waitForFunction(() => {
    const text = document.querySelector('[data-testid="review-progress-text"]')?.textContent ?? '';
    const [done, total] = (text.match(/\d+/g) ?? []).map(Number);
    return total > 0 && done === total && document.querySelector('[data-testid="review-analyse"]');
  }, null, { timeout: 600_000, polling: 100 });
  const wall = Date.now() - started;
  return page.evaluate((wall) => {
    const sum = (name) => performance.getEntriesByName(name).reduce((t, m) => t + m.duration, 0);
    // The store keeps one review per match (version 2), the newest last: this one.
    const review = JSON.parse(localStorage.getItem('bg-web.review')).reviews.at(-1);
    return {
      wall,
      pieces: performance.getEntriesByName('review:Analyse').length,
      page: sum('review:Analyse'),
      actions: review.done,
      unforced: review.totals.reduce((t, p) => t + p.unforced_decisions, 0),
      longest: Math.max(0, ...window.__longTasks),
    };
  }, wall);
}

const dist = resolve(REPO_ROOT, process.env.E2E_DIST ?? 'dist');
const { server, origin } = await serveDist(dist);
const browser = await launchChromium();
try {
  const source = SAVE === null ? `seed ${SEED}` : `save ${args.save}`;
  console.log(`# bench-review: ${dist} under ${SUB_PATH}, Chromium ${browser.version()}, ${source}, depth ${DEPTH}, load average ${loadAverage()}`);
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`${origin}${SUB_PATH}?seed=${SEED}`);
  await page.evaluate((text) => localStorage.setItem('bg-web.settings', text), SETTINGS);
  if (SAVE !== null) await page.evaluate(([key, text]) => localStorage.setItem(key, text), [SAVE_KEY, SAVE]);
  await page.reload();
  await page.locator('.board').waitFor();
  if (SAVE === null) {
    await newGame(page, { opponent: 'random', length: '1' });
    await playUntil(page, (text) => /wins? the match/.test(text), { deadline: 120_000 });
  }
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    await page.evaluate(() => localStorage.removeItem('bg-web.review'));
    await page.reload();
    await page.locator('.board').waitFor();
    const result = await analyseOnce(page);
    runs.push(result);
    console.log(`run ${run + 1}: ${(result.wall / 1000).toFixed(2)} s wall, ${result.pieces} pieces (page ${(result.page / 1000).toFixed(2)} s), ${result.actions} actions, ${result.unforced} unforced decisions, longest main-thread task ${result.longest.toFixed(0)} ms (0 = none of 50 ms or more)`);
  }
  console.log(`median wall time: ${(median(runs.map((r) => r.wall)) / 1000).toFixed(2)} s over ${RUNS} runs`);
  console.log(`# load average after: ${loadAverage()}`);
  await context.close();
} finally {
  await browser.close();
  server.close();
}
