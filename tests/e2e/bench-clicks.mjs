// The main thread's tasks of a player's presses, by a Chromium trace (`make bench-clicks`;
// docs/benchmarks.md keeps the results). Each build of `--dists` (default: dist/ or $E2E_DIST)
// plays the same seeded money game against Expert by clicks, as bench-web.mjs does, the builds
// interleaved round by round so that the machine's load falls on all alike. The page's main
// thread runs at full speed by default: a task's CPU time is then its own work, which a phone
// four times slower does in four times that. `--throttle 4` slows it by the DevTools Protocol
// (`Emulation.setCPUThrottlingRate`), whose CPU times also count the throttler's spins over the
// time a task waited or was off the core (`throttle-control.mjs`), so that they follow the
// machine's load. (The worker is not slowed; its plays are not measured here.)
//
// Every renderer main-thread task of the game is read from the trace (`RunTask`, its CPU time
// `tdur`) and named by what it ran: `first press` (the tasks of the page's first press, on the
// New game button: its pointer down to its click), `click` (a task that dispatched a click event),
// `pointerdown` / `pointerup` (a press's other halves, without a click), `message` (the worker's
// answer), `timer`, or `other`. For each kind: the count, the median, p90 and max CPU, how many
// of 50 ms or more; and, summed over the kind's tasks, the CPU of what ran inside them: style
// (UpdateLayoutTree), layout, pre-paint and paint, the JS and wasm the browser called
// (FunctionCall: listeners, Yew's scheduler, timers), the event dispatch's and timers' own
// share, garbage collection, and the rest. Playwright's own calls into the page (its queries) are tasks too; they are named
// `other`, with the worker's messages apart. Each press is marked before it is made (a User
// Timing mark, `bench:Roll`, `bench:checker`, ...), so that the click tasks are also told by what
// was pressed: the median and max of each, and with `--list Roll` that press's tasks in order;
// the first Roll of each game (the page's first roll) apart from the later ones.
// Playwright sends a click's press and release so close together that Chromium mostly handles
// both in one task, where a person's press and release are two.
//
// Usage: node tests/e2e/bench-clicks.mjs [--dists dist-base,dist] [--rounds 2] [--clicks 120]
//        [--throttle 1] [--list Roll]
import { resolve } from 'node:path';
import { launchChromium, REPO_ROOT } from './browser.mjs';
import { serveDist } from './server.mjs';
import { classifiedTasks, openBenchPage, percentile, playByClicks } from './measure.mjs';

const args = Object.fromEntries(
  process.argv.slice(2).reduce((pairs, arg, i, all) => {
    if (arg.startsWith('--')) pairs.push([arg.slice(2), all[i + 1]]);
    return pairs;
  }, []),
);
const DISTS = (args.dists ?? process.env.E2E_DIST ?? 'dist').split(',');
const ROUNDS = Number(args.rounds ?? 2);
const CLICKS = Number(args.clicks ?? 120);
const THROTTLE = Number(args.throttle ?? 1);
/** One game against Expert by clicks in a fresh context: the classified tasks of its trace. */
async function game(browser, origin) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 }, serviceWorkers: 'block' });
  const { page } = await openBenchPage(context, origin, THROTTLE);
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'],
  });
  await playByClicks(page, CLICKS);
  const tasks = classifiedTasks(await browser.stopTracing());
  await context.close();
  // The page's first roll (the opening roll) does work that later rolls do not.
  const firstRoll = tasks.find((t) => t.kind === 'click' && t.pressed === 'Roll');
  if (firstRoll) firstRoll.firstRoll = true;
  return tasks;
}

/** The summary of `tasks` of one kind: count, median, p90, max, how many of 50 ms or more, and
 * each part's share of their CPU. */
function describe(tasks) {
  const cpu = tasks.map((t) => t.cpu);
  const wall = tasks.map((t) => (t.end - t.start) / 1000);
  const total = cpu.reduce((a, b) => a + b, 0);
  const parts = {};
  for (const task of tasks) {
    for (const [part, time] of Object.entries(task.parts)) parts[part] = (parts[part] ?? 0) + time;
  }
  const named = Object.values(parts).reduce((a, b) => a + b, 0);
  const shares = [...Object.entries(parts).sort((a, b) => b[1] - a[1]), ['rest', total - named]]
    .map(([part, time]) => `${part} ${((100 * time) / total).toFixed(0)}%`)
    .join(', ');
  return (
    `n = ${tasks.length}, median ${percentile(cpu, 50).toFixed(1)} ms, p90 ${percentile(cpu, 90).toFixed(1)} ms, ` +
    `max ${Math.max(...cpu).toFixed(1)} ms, ${cpu.filter((t) => t >= 50).length} of 50 ms or more ` +
    `(wall median ${percentile(wall, 50).toFixed(1)} ms, max ${Math.max(...wall).toFixed(1)} ms); ${shares}`
  );
}

const KINDS = ['first press', 'click', 'pointerdown', 'pointerup', 'message', 'timer', 'other'];
const servers = [];
// BENCH_CHROMIUM_FLAGS: more flags for Chromium, as "--js-flags=--no-wasm-lazy-compilation".
const browser = await launchChromium(process.env.BENCH_CHROMIUM_FLAGS?.split(' ').filter(Boolean) ?? []);
try {
  console.log(`# bench-clicks: Chromium ${browser.version()}, main thread throttled ${THROTTLE} times, ${CLICKS} clicks a game`);
  const origins = [];
  for (const dist of DISTS) {
    const served = await serveDist(resolve(REPO_ROOT, dist));
    servers.push(served.server);
    origins.push(served.origin);
  }
  const all = DISTS.map(() => []);
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const [i, dist] of DISTS.entries()) {
      const tasks = await game(browser, origins[i]);
      all[i].push(...tasks);
      for (const kind of KINDS.slice(0, 2)) {
        const of = tasks.filter((t) => t.kind === kind && t.cpu >= 1);
        if (of.length > 0) console.log(`round ${round}, ${dist}, ${kind}: ${describe(of)}`);
      }
      const first = tasks.find((t) => t.firstRoll);
      if (first) console.log(`round ${round}, ${dist}, the first Roll: ${describe([first])}`);
    }
  }
  for (const [i, dist] of DISTS.entries()) {
    for (const kind of KINDS) {
      // Tasks under a millisecond are the browser's own small work, not the app's.
      const of = all[i].filter((t) => t.kind === kind && t.cpu >= 1);
      if (of.length > 0) console.log(`all rounds, ${dist}, ${kind}: ${describe(of)}`);
    }
    const clicks = all[i].filter((t) => t.kind === 'click');
    const byPress = [...new Set(clicks.map((t) => t.pressed))].map((pressed) => {
      const cpu = clicks.filter((t) => t.pressed === pressed).map((t) => t.cpu);
      return `${pressed} ${percentile(cpu, 50).toFixed(1)} / ${Math.max(...cpu).toFixed(1)} ms (n = ${cpu.length})`;
    });
    console.log(`all rounds, ${dist}, click by what was pressed, median / max CPU: ${byPress.join('; ')}`);
    const rolls = clicks.filter((t) => t.pressed === 'Roll');
    console.log(`all rounds, ${dist}, the first Roll of each game: ` +
      `${rolls.filter((t) => t.firstRoll).map((t) => t.cpu.toFixed(1)).join(', ')} ms; ` +
      `the later Rolls: ${describe(rolls.filter((t) => !t.firstRoll))}`);
    // `--list Roll`: the CPU of each of that press's click tasks, in the game's order.
    if (args.list) {
      const listed = clicks.filter((t) => t.pressed === args.list).map((t) => t.cpu.toFixed(1));
      console.log(`all rounds, ${dist}, ${args.list} in order: ${listed.join(', ')} ms`);
    }
  }
} finally {
  await browser.close();
  for (const server of servers) server.close();
}
