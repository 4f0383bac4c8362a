// Browser benchmark of the hint (issue 17) in headless Chromium, on the built app (dist/ or
// $E2E_DIST) served under a sub-path as in the end-to-end tests. Not a test: it prints numbers
// for docs/benchmarks.md. In a pass-and-play money game with the cube, the benchmark asks for
// the hint on every roll (the play hint: every play ranked at World class, with the facts and
// explanations) and before every roll (the cube hint), then plays on by clicks. The worker is
// warm: the first play hint, which builds the World class player, is not counted. It reports
//
// 1. the play hint's and the cube hint's time as the page measures it (User Timing `hint:Hint`,
//    from the question to the worker until its answer is read, messaging included) and as the
//    worker measures its own work (`worker:Hint`): median, p95, max;
// 2. the longest main-thread task ("longtask", 50 ms or more) while a hint was computed.
//
// Usage: node tests/e2e/bench-hint.mjs [--hints 40] [--seed 11] [--budget SECONDS, default 400]
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { launchChromium, REPO_ROOT } from './browser.mjs';
import { serveDist, SUB_PATH } from './server.mjs';
import { newGame, control, movable, destinations } from './play.mjs';

const args = Object.fromEntries(
  process.argv.slice(2).reduce((pairs, arg, i, all) => {
    if (arg.startsWith('--')) pairs.push([arg.slice(2), all[i + 1]]);
    return pairs;
  }, []),
);
const HINTS = Number(args.hints ?? 40);
const SEED = Number(args.seed ?? 11);
const BUDGET_MS = Number(args.budget ?? 400) * 1000;
const SETTINGS_KEY = 'bg-web.settings';

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const summary = (values) =>
  values.length === 0
    ? 'no samples'
    : `median ${percentile(values, 50).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms, ` +
      `max ${Math.max(...values).toFixed(1)} ms (n = ${values.length})`;

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
  await newGame(page, { opponent: 'human', length: '0' });
  const samples = { play: [], cube: [] };
  let warmedUp = false;
  let askedHere = false;
  const deadline = Date.now() + BUDGET_MS;
  while ((samples.play.length < HINTS || samples.cube.length < HINTS) && Date.now() < deadline) {
    if (await pressIfEnabled(page, 'Next game')) { askedHere = false; continue; }
    if (await pressIfEnabled(page, 'Take')) { askedHere = false; continue; }
    const hintShown = (await control(page, 'Hint').count()) > 0;
    const rolling = await control(page, 'Roll').isEnabled().catch(() => false);
    if (hintShown && !askedHere) {
      const kind = rolling ? 'cube' : 'play';
      const sample = await askHint(page, kind);
      askedHere = true;
      if (kind === 'play' && !warmedUp) warmedUp = true;
      else if (warmedUp) samples[kind].push(sample);
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
  const longTasks = await page.evaluate(() => window.__longTasks);
  await context.close();
  const during = (sample) => longTasks.filter(
    (t) => t.start < sample.start + sample.duration && t.start + t.duration > sample.start,
  );
  const longest = (list) => Math.max(0, ...list.flatMap(during).map((t) => t.duration));
  return { samples, longest };
}

const dist = resolve(REPO_ROOT, process.env.E2E_DIST ?? 'dist');
const { server, origin } = await serveDist(dist);
const browser = await launchChromium();
try {
  const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  console.log(`# bench-hint: ${dist} under ${SUB_PATH}, Chromium ${browser.version()}, load average ${load}`);
  const { samples, longest } = await run(browser, origin);
  for (const kind of ['play', 'cube']) {
    const list = samples[kind];
    console.log(`${kind} hint, page (messaging included): ${summary(list.map((s) => s.duration))}`);
    console.log(`${kind} hint, worker: ${summary(list.map((s) => s.worker).filter((d) => d != null))}`);
    console.log(`${kind} hint: longest main-thread task while computed ${longest(list).toFixed(0)} ms (0 = none of 50 ms or more)`);
  }
  const after = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  console.log(`# load average after: ${after}`);
} finally {
  await browser.close();
  server.close();
}
