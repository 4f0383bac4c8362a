// Browser benchmark of the built app (dist/ or $E2E_DIST) in headless Chromium, served under a
// sub-path as in the end-to-end tests. `make bench-web` runs it; docs/benchmarks.md keeps the
// results. It measures:
//
// 1. the time to the first interactive board: from navigation start to the first moment the
//    board's points are drawn and a button can be pressed, in a fresh browser context (empty
//    cache, no service worker, no save), RUNS times;
// 2. for each computer level asked for, the time the computer takes to choose a play, as the
//    page measures it (User Timing measures `computer:Play`, from the request to the worker
//    until its answer, messaging included), over at least MOVES plays of a money game in which
//    the benchmark plays the human's side by clicks; and the worker's own time per play (its
//    User Timing measures `worker:Play`, from reading the request to writing the answer);
// 3. the longest main-thread task ("longtask" entries, 50 ms or more) while those games run,
//    and the longest that overlaps the computer's thinking: the page must stay responsive.
//    Those are wall-clock times: on a loaded machine a task waits for a core, and the
//    benchmark's own page calls (Playwright's queries) are tasks of the page too. So a Chromium
//    trace of each game also gives the longest task's CPU time and the most CPU time any one
//    main-thread task took (`tdur` of the renderer main thread's RunTask events), the five
//    most, and how many tasks took 50 ms (and 25 ms) of CPU or more.
//
// With `--lang en,pl,eo,et` the first interactive board is measured in each of those languages
// (the `lang` parameter), the loads interleaved (one of each language, RUNS times) so that the
// machine's load falls on all alike, each median also as a ratio to the first language's.
// `--levels none` plays no computer game.
//
// With `--throttle N` the computer's games run with the CPU slowed N times, as on a phone N
// times slower; the first interactive board is measured unthrottled. The page's main thread is
// slowed by the DevTools Protocol's `Emulation.setCPUThrottlingRate`, which Chromium refuses
// for workers ("Operation is only supported for pages, not workers"), so the computer's Web
// Worker thread is slowed by the kernel instead: on Linux, as root, with the cgroup v1 `cpu`
// controller mounted, each DedicatedWorker thread of Chromium's renderers is moved into a
// cgroup allowed 1/N of a core in every 10 ms (`cpu.cfs_quota_us`). Without that controller the
// benchmark says the worker runs at full speed. Under that throttling a traced task's CPU time
// is not its work times N: Chromium spins on the main thread for (N - 1) times the time that
// passed, waits and time off the core included (`throttle-control.mjs` measures it), so compare
// builds by the unthrottled CPU time (`bench-clicks.mjs --throttle 1`).
//
// Usage: node tests/e2e/bench-web.mjs [--runs 15] [--moves 40] [--levels expert,world-class]
//        [--budget SECONDS per level, default 300] [--throttle 4] [--lang en,pl,eo,et]
import { resolve } from 'node:path';
import { launchChromium, REPO_ROOT } from './browser.mjs';
import { serveDist, SUB_PATH } from './server.mjs';
import { newGame, control, movable, destinations } from './play.mjs';
import { mainThreadTasks, openBenchPage, percentile, summary, throttleWorkerThreads } from './measure.mjs';

const args = Object.fromEntries(
  process.argv.slice(2).reduce((pairs, arg, i, all) => {
    if (arg.startsWith('--')) pairs.push([arg.slice(2), all[i + 1]]);
    return pairs;
  }, []),
);
const RUNS = Number(args.runs ?? 15);
const MOVES = Number(args.moves ?? 40);
const LEVELS = (args.levels ?? 'beginner,expert,world-class')
  .split(',')
  .filter((level) => level !== '' && level !== 'none');
const LANGS = (args.lang ?? '').split(',').filter(Boolean);
const THROTTLE = Number(args.throttle ?? 1);

/** Records, in the page, when the board first becomes interactive and every long task. */
function instrument() {
  window.__bench = { interactiveAt: null, longTasks: [] };
  const check = () => {
    if (window.__bench.interactiveAt !== null) return;
    const points = document.querySelectorAll('.board [data-point]').length;
    const button = document.querySelector('button:not([disabled])');
    if (points >= 24 && button) window.__bench.interactiveAt = performance.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        window.__bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
      }
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // A browser without Long Tasks reports none.
  }
}


async function newContext(browser) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 860 },
    serviceWorkers: 'block',
  });
  await context.addInitScript(instrument);
  return context;
}

/** One fresh load (`run` seeds the dice; `lang`, if any, is the page's `lang` parameter): the
 * time to its first interactive board. */
async function loadOnce(browser, origin, run, lang) {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto(`${origin}${SUB_PATH}?seed=${run + 1}${lang ? `&lang=${lang}` : ''}`);
  await page.waitForFunction(() => window.__bench.interactiveAt !== null, null, { timeout: 60000 });
  const time = await page.evaluate(() => window.__bench.interactiveAt);
  // The app's own measure of making its translator (the catalogues parsed).
  translatorTimes.push(
    await page.evaluate(() => performance.getEntriesByName('i18n:translator')[0]?.duration ?? NaN),
  );
  await context.close();
  return time;
}

/** The `i18n:translator` measure of each load, in order (see `loadOnce`). */
const translatorTimes = [];

async function firstInteractive(browser, origin) {
  const times = [];
  for (let run = 0; run < RUNS; run += 1) times.push(await loadOnce(browser, origin, run, null));
  return times;
}

/** The first interactive board in each of `langs`, the loads interleaved: run 1 in every
 * language, then run 2, ... */
async function firstInteractiveByLanguage(browser, origin, langs) {
  const times = Object.fromEntries(langs.map((lang) => [lang, []]));
  const translator = Object.fromEntries(langs.map((lang) => [lang, []]));
  for (let run = 0; run < RUNS; run += 1) {
    for (const lang of langs) {
      times[lang].push(await loadOnce(browser, origin, run, lang));
      translator[lang].push(translatorTimes.at(-1));
    }
  }
  return { times, translator };
}

/** Plays the human's side of a money game against `level` until the computer has made
 * `MOVES` plays; returns the computer's play times and the long tasks. */
async function computerMoves(browser, origin, level) {
  const context = await newContext(browser);
  const { page } = await openBenchPage(context, origin, THROTTLE);
  if (THROTTLE !== 1) {
    while (page.workers().length === 0) await page.waitForTimeout(20);
    const threads = throttleWorkerThreads(THROTTLE);
    console.log(
      threads > 0
        ? `# ${level}: ${threads} worker thread(s) slowed to 1/${THROTTLE} of a core`
        : `# ${level}: the worker could not be slowed (no writable cgroup v1 cpu controller): it runs at full speed`,
    );
  }
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
  });
  await newGame(page, { opponent: level, length: '0' });
  const plays = () =>
    page.evaluate(() => performance.getEntriesByName('computer:Play').length);
  // A time budget per level, so that a slow level reports what it has rather than nothing.
  const deadline = Date.now() + Number(args.budget ?? 300) * 1000;
  while ((await plays()) < MOVES && Date.now() < deadline) {
    const pressed = await pressFirstEnabled(page, ['Next game', 'Take', 'Accept', 'Roll']);
    if (pressed) continue;
    if ((await movable(page).count()) > 0 && (await control(page, 'Done').isDisabled())) {
      await movable(page).first().click();
      await destinations(page).first().click();
      continue;
    }
    if (await pressFirstEnabled(page, ['Done'])) continue;
    await page.waitForTimeout(50);
  }
  const tasks = mainThreadTasks(await browser.stopTracing());
  const workerPlays = (
    await Promise.all(
      page.workers().map((worker) =>
        worker.evaluate(() => performance.getEntriesByName('worker:Play').map((m) => m.duration)),
      ),
    )
  ).flat();
  const result = await page.evaluate(() => ({
    plays: performance.getEntriesByName('computer:Play').map((m) => m.duration),
    thinking: performance
      .getEntriesByType('measure')
      .filter((m) => m.name.startsWith('computer:'))
      .map((m) => ({ start: m.startTime, end: m.startTime + m.duration })),
    longTasks: window.__bench.longTasks,
  }));
  await context.close();
  const overlaps = (task) =>
    result.thinking.some((t) => task.start < t.end && task.start + task.duration > t.start);
  const longestTraced = tasks.reduce((a, b) => (b.wall > a.wall ? b : a), { wall: 0, cpu: 0 });
  return {
    plays: result.plays,
    workerPlays,
    longest: Math.max(0, ...result.longTasks.map((t) => t.duration)),
    longestWhileThinking: Math.max(0, ...result.longTasks.filter(overlaps).map((t) => t.duration)),
    longestTraced,
    mostCpu: Math.max(0, ...tasks.map((t) => t.cpu)),
    cpus: tasks.map((t) => t.cpu),
  };
}

async function pressFirstEnabled(page, names) {
  for (const name of names) {
    const button = control(page, name);
    if ((await button.count()) > 0 && (await button.first().isEnabled())) {
      await button.first().click();
      return true;
    }
  }
  return false;
}

const dist = resolve(REPO_ROOT, process.env.E2E_DIST ?? 'dist');
const { server, origin } = await serveDist(dist);
const browser = await launchChromium();
try {
  console.log(`# bench-web: ${dist} under ${SUB_PATH}, Chromium ${browser.version()}`);
  if (THROTTLE !== 1) console.log(`# the computer's games with the CPU throttled ${THROTTLE} times`);
  if (LANGS.length > 0) {
    const { times, translator } = await firstInteractiveByLanguage(browser, origin, LANGS);
    const base = percentile(times[LANGS[0]], 50);
    for (const lang of LANGS) {
      const ratio = (percentile(times[lang], 50) / base).toFixed(3);
      console.log(
        `first interactive board, lang=${lang} (${RUNS} fresh loads): ${summary(times[lang])}; ` +
          `median ${ratio} of lang=${LANGS[0]}'s`,
      );
      const made = translator[lang].filter((t) => !Number.isNaN(t));
      console.log(`  of it, making the translator (i18n:translator): ${summary(made)}`);
    }
  } else {
    console.log(`first interactive board (${RUNS} fresh loads): ${summary(await firstInteractive(browser, origin))}`);
  }
  for (const level of LEVELS) {
    const game = await computerMoves(browser, origin, level);
    console.log(`${level}: computer play ${summary(game.plays)}`);
    console.log(`${level}: worker's time per play ${summary(game.workerPlays)}`);
    console.log(
      `${level}: longest main-thread task ${game.longest.toFixed(0)} ms in the game, ` +
        `${game.longestWhileThinking.toFixed(0)} ms while the computer thought (0 = none of 50 ms or more)`,
    );
    console.log(
      `${level}: traced, the longest main-thread task ${game.longestTraced.wall.toFixed(0)} ms ` +
        `(${game.longestTraced.cpu.toFixed(0)} ms of it on the CPU); ` +
        `the most CPU time in one task ${game.mostCpu.toFixed(0)} ms`,
    );
    // The largest is often a task that runs once (the first press makes the audio context,
    // the New game form opens): the next ones and the count say what a render costs.
    const largest = [...game.cpus].sort((a, b) => b - a);
    console.log(
      `${level}: traced, the five most CPU times ${largest.slice(0, 5).map((t) => t.toFixed(0)).join(', ')} ms; ` +
        `${largest.filter((t) => t >= 50).length} tasks of 50 ms CPU or more, ` +
        `${largest.filter((t) => t >= 25).length} of 25 ms or more, of ${largest.length}`,
    );
  }
} finally {
  await browser.close();
  server.close();
}
