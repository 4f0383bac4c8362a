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
// was pressed: the median and max of each, and with `--list Roll` that press's tasks in order.
// Playwright sends a click's press and release so close together that Chromium mostly handles
// both in one task, where a person's press and release are two.
//
// Usage: node tests/e2e/bench-clicks.mjs [--dists dist-base,dist] [--rounds 2] [--clicks 120]
//        [--throttle 1] [--list Roll]
import { resolve } from 'node:path';
import { launchChromium, REPO_ROOT } from './browser.mjs';
import { serveDist } from './server.mjs';
import { newGame, control, movable, destinations } from './play.mjs';
import { openBenchPage, percentile, traceOnMain } from './measure.mjs';

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
const INPUT = new Set(['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'click']);
/** What runs inside a task, by the trace event's name, and the share it is summed under. */
const PARTS = {
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  EventDispatch: 'listeners',
  TimerFire: 'timers',
  FunctionCall: 'js',
  MinorGC: 'gc',
  MajorGC: 'gc',
};

/** The renderer main thread's tasks of a trace, each with its CPU time, its kind, what was
 * pressed last before it, and the CPU time of its parts (each without the parts nested in it:
 * a layout forced by a script counts as layout, not as the script's). */
export function classifiedTasks(buffer) {
  const { events, main } = traceOnMain(buffer);
  const onMain = events
    .filter((e) => main.has(`${e.pid}:${e.tid}`) || e.name.startsWith('bench:'))
    .filter((e) => e.ph === 'X' || e.ph === 'I' || e.ph === 'i' || e.ph === 'R' || e.ph === 'n')
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const tasks = [];
  let open = null;
  // The benchmark marks each press with the name of what it presses (`bench:Roll`).
  let pressed = null;
  for (const e of onMain) {
    if (e.name.startsWith('bench:')) {
      pressed = e.name.slice('bench:'.length);
      continue;
    }
    if (e.name === 'RunTask' && e.ph === 'X') {
      open = { start: e.ts, end: e.ts + e.dur, cpu: (e.tdur ?? e.dur) / 1000, inputs: new Set(),
        names: new Set(), pressed };
      tasks.push(open);
      continue;
    }
    if (!open || e.ts >= open.end) continue;
    open.names.add(e.name);
    if (e.name === 'EventDispatch' && INPUT.has(e.args?.data?.type)) open.inputs.add(e.args.data.type);
    const part = PARTS[e.name];
    if (part && e.ph === 'X' && e.tdur !== undefined) {
      (open.nested ??= []).push({ part, start: e.ts, end: e.ts + e.dur, cpu: e.tdur / 1000 });
    }
  }
  for (const task of tasks) {
    task.kind = kindOf(task);
    task.parts = exclusiveParts(task.nested ?? []);
    delete task.nested;
  }
  // The first press's tasks: its pointer down, and so on to its click.
  for (const task of tasks.filter((t) => t.inputs.size > 0)) {
    const click = task.kind === 'click';
    task.kind = 'first press';
    if (click) break;
  }
  return tasks;
}

function kindOf(task) {
  if (task.inputs.has('click')) return 'click';
  if (task.inputs.has('pointerdown') || task.inputs.has('mousedown')) return 'pointerdown';
  if (task.inputs.size > 0) return 'pointerup';
  if (task.names.has('HandlePostMessage') || task.names.has('WorkerMessage')) return 'message';
  if (task.names.has('TimerFire')) return 'timer';
  return 'other';
}

/** Each part's CPU time without the parts nested in it (a style recalc inside a listener is
 * style, not the listener's). */
function exclusiveParts(nested) {
  const parts = {};
  nested.sort((a, b) => a.start - b.start || b.end - a.end);
  const stack = [];
  for (const event of nested) {
    while (stack.length > 0 && stack.at(-1).end <= event.start) stack.pop();
    const parent = stack.at(-1);
    if (parent) parts[parent.part] = (parts[parent.part] ?? 0) - event.cpu;
    parts[event.part] = (parts[event.part] ?? 0) + event.cpu;
    stack.push(event);
  }
  return parts;
}

/** One game against Expert by clicks in a fresh context: the classified tasks of its trace. */
async function game(browser, origin) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 }, serviceWorkers: 'block' });
  const { page } = await openBenchPage(context, origin, THROTTLE);
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'],
  });
  let clicks = 0;
  const click = async (locator, name) => {
    await page.evaluate((name) => performance.mark(`bench:${name}`), name);
    await locator.click();
    clicks += 1;
  };
  await page.evaluate(() => performance.mark('bench:the New game form'));
  await newGame(page, { opponent: 'expert', length: '0' });
  while (clicks < CLICKS) {
    const button = await firstEnabled(page, ['Next game', 'Take', 'Accept', 'Roll']);
    if (button) {
      await click(button, await button.getAttribute('data-control'));
    } else if ((await movable(page).count()) > 0 && (await control(page, 'Done').isDisabled())) {
      await click(movable(page).first(), 'checker');
      await click(destinations(page).first(), 'destination');
    } else {
      const done = await firstEnabled(page, ['Done']);
      if (done) await click(done, 'Done');
      else await page.waitForTimeout(50);
    }
  }
  const tasks = classifiedTasks(await browser.stopTracing());
  await context.close();
  return tasks;
}

async function firstEnabled(page, names) {
  for (const name of names) {
    const button = control(page, name).first();
    if ((await button.count()) > 0 && (await button.isEnabled())) return button;
  }
  return null;
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
