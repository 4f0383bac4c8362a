// What the browser benchmarks (bench-web.mjs, bench-hint.mjs, bench-clicks.mjs,
// profile-clicks.mjs) share: percentiles of timings, their one-line summary, the main thread's
// tasks read from a Chromium trace (and named by what they handled), the page a game is played
// on, the game by clicks, and the Web Worker slowed as on a phone.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SUB_PATH } from './server.mjs';
import { SETTINGS_KEY } from './keys.mjs';
import { newGame, control, movable, destinations } from './play.mjs';

/** The p-th percentile of `values` (nearest rank). */
export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** Median, p95 and max of timings in ms, with their count. */
export const summary = (values) =>
  values.length === 0
    ? 'no samples'
    : `median ${percentile(values, 50).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms, ` +
      `max ${Math.max(...values).toFixed(1)} ms (n = ${values.length})`;

/** The renderer main thread's tasks in a Chromium trace: start, wall and CPU time, in ms
 * (`tdur` of the CrRendererMain thread's RunTask events). */
export function mainThreadTasks(buffer) {
  const { events, main } = traceOnMain(buffer);
  return events
    .filter((e) => e.ph === 'X' && e.name === 'RunTask' && main.has(`${e.pid}:${e.tid}`))
    .map((e) => ({ start: e.ts / 1000, wall: e.dur / 1000, cpu: (e.tdur ?? e.dur) / 1000 }));
}

/** Makes Playwright inject its script into the page's own world now, before a trace starts.
 * Its first `waitForFunction` in a page does it, in a task of 8 to 10 ms of CPU on the 2-core
 * development machine when otherwise idle (2026-12-07), likely more on a loaded host: work of
 * the test, not of the app, which a trace begun earlier counted as the page's (the rules
 * book's openings, docs/benchmarks.md). */
export async function injectPlaywrightFirst(page) {
  await page.waitForFunction(() => true);
}

/** A Chromium trace's events, and the renderer main threads among them (`pid:tid`, the
 * CrRendererMain threads). */
export function traceOnMain(buffer) {
  const trace = JSON.parse(buffer.toString());
  const events = trace.traceEvents ?? trace;
  const main = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  return { events, main };
}

/** Opens the app in a new page of `context` with its animations off (the same seeded dice as
 * every benchmark's game), and slows the page's CPU `throttle` times when it is not 1 (the
 * DevTools Protocol's CPU throttling). Returns the page and, when throttled, its session. */
export async function openBenchPage(context, origin, throttle) {
  const page = await context.newPage();
  await page.goto(`${origin}${SUB_PATH}?seed=5`);
  await page.evaluate(
    ([key, text]) => localStorage.setItem(key, text),
    [SETTINGS_KEY, JSON.stringify({ version: 1, settings: { animation: 'off' } })],
  );
  await page.reload();
  await page.locator('.board').waitFor();
  if (throttle === 1) return { page, devtools: null };
  return { page, devtools: await throttlePage(context, page, throttle) };
}

/** Slows `page`'s main thread `throttle` times by the DevTools Protocol's CPU throttling;
 * returns its session. */
export async function throttlePage(context, page, throttle) {
  const devtools = await context.newCDPSession(page);
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  return devtools;
}

const WORKER_CGROUP = '/sys/fs/cgroup/cpu/bench-web-worker';
const PERIOD_US = 10000;

/** Moves every DedicatedWorker thread of Chromium's renderer processes into a cgroup that
 * allows it 1/`throttle` of a core; returns how many threads it moved (0 where the cgroup v1
 * `cpu` controller is not writable). The DevTools Protocol's CPU throttling is refused for
 * workers ("Operation is only supported for pages, not workers"), so the kernel slows them. */
export function throttleWorkerThreads(throttle) {
  try {
    if (!existsSync(WORKER_CGROUP)) mkdirSync(WORKER_CGROUP);
    writeFileSync(join(WORKER_CGROUP, 'cpu.cfs_period_us'), String(PERIOD_US));
    writeFileSync(join(WORKER_CGROUP, 'cpu.cfs_quota_us'), String(Math.round(PERIOD_US / throttle)));
  } catch {
    return 0;
  }
  let moved = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=renderer')) continue;
      for (const tid of readdirSync(`/proc/${pid}/task`)) {
        if (readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').startsWith('DedicatedWorker')) {
          writeFileSync(join(WORKER_CGROUP, 'tasks'), tid);
          moved += 1;
        }
      }
    } catch {
      // A process that ended while it was read.
    }
  }
  return moved;
}

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

/** The game of bench-clicks.mjs and profile-clicks.mjs: a money game against Expert started
 * from the New game form, then `count` clicks (Roll, Take, Next game, a checker and its first
 * destination, Done), each marked before it is made with a User Timing mark (`bench:Roll`) that
 * {@link classifiedTasks} reads. */
export async function playByClicks(page, count) {
  let clicks = 0;
  const click = async (locator, name) => {
    await page.evaluate((name) => performance.mark(`bench:${name}`), name);
    await locator.click();
    clicks += 1;
  };
  await page.evaluate(() => performance.mark('bench:the New game form'));
  await newGame(page, { opponent: 'expert', length: '0' });
  while (clicks < count) {
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
}

async function firstEnabled(page, names) {
  for (const name of names) {
    const button = control(page, name).first();
    if ((await button.count()) > 0 && (await button.isEnabled())) return button;
  }
  return null;
}
