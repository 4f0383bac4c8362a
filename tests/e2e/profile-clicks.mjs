// Where the main thread's time goes in chosen presses of bench-clicks.mjs's game: the same
// seeded game by clicks, traced, with the DevTools Protocol's CPU profiler sampling the page's
// main thread every `--interval` µs (default 50). Each sample is put into the traced task whose
// time span holds it (the trace and the profile share the browser's monotonic clock), and for
// each group of tasks the functions are listed by their samples: `self` (the function on top
// of the stack) and `total` (anywhere on the stack, once a sample). Groups: `first press` (the
// page's first press, New game), `start` (the form's Start), `first roll` (the first Roll of the
// page), `later rolls` (every later Roll), each with its task count; a group's figures are the
// mean per task, in ms (samples times the interval). Use a build that keeps the wasm's names
// (`index.html` with `-g` added to both `data-wasm-opt-params`; docs/benchmarks.md): otherwise
// the wasm's functions are `$func123`.
//
// Usage: node tests/e2e/profile-clicks.mjs --dist DIR [--games 2] [--clicks 40] [--interval 50]
//        [--top 25] [--match removeChild] (the stacks that hold a function, by their callers)
import { resolve } from 'node:path';
import { launchChromium, REPO_ROOT } from './browser.mjs';
import { serveDist } from './server.mjs';
import { classifiedTasks, openBenchPage, playByClicks } from './measure.mjs';

const args = Object.fromEntries(
  process.argv.slice(2).reduce((pairs, arg, i, all) => {
    if (arg.startsWith('--')) pairs.push([arg.slice(2), all[i + 1]]);
    return pairs;
  }, []),
);
const DIST = args.dist ?? process.env.E2E_DIST ?? 'dist';
const GAMES = Number(args.games ?? 2);
const CLICKS = Number(args.clicks ?? 40);
const INTERVAL = Number(args.interval ?? 50);
const TOP = Number(args.top ?? 25);

/** The group a task is counted in, if any. */
function groupOf(task, state) {
  if (task.kind === 'first press') return task.inputs.has('click') ? 'first press' : null;
  if (task.kind !== 'click') return null;
  if (task.pressed === 'the New game form') return 'start';
  if (task.pressed !== 'Roll') return null;
  if (state.rolled) return 'later rolls';
  state.rolled = true;
  return 'first roll';
}

/** The name of a profile node's function: its name, and where it is for JS. */
function frameName({ callFrame }) {
  const name = callFrame.functionName || '(anonymous)';
  if (!callFrame.url || callFrame.url.startsWith('wasm://')) return name;
  return `${name} ${callFrame.url.split('/').pop()}:${callFrame.lineNumber + 1}`;
}

/** One game: its tasks (classified) and its profile's samples as [time in µs, node id]. */
async function game(browser, origin) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 }, serviceWorkers: 'block' });
  const { page } = await openBenchPage(context, origin, 1);
  const devtools = await context.newCDPSession(page);
  await devtools.send('Profiler.enable');
  await devtools.send('Profiler.setSamplingInterval', { interval: INTERVAL });
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'],
  });
  await devtools.send('Profiler.start');
  await playByClicks(page, CLICKS);
  const { profile } = await devtools.send('Profiler.stop');
  const tasks = classifiedTasks(await browser.stopTracing());
  await context.close();
  const samples = [];
  let time = profile.startTime;
  for (const [i, id] of profile.samples.entries()) {
    time += profile.timeDeltas[i];
    samples.push([time, id]);
  }
  return { tasks, profile, samples };
}

const groups = new Map();
function count({ tasks, profile, samples }) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const state = {};
  for (const task of tasks) {
    const name = groupOf(task, state);
    if (!name) continue;
    if (!groups.has(name)) groups.set(name, { tasks: 0, cpu: 0, samples: 0, self: new Map(), total: new Map(), stacks: new Map() });
    const group = groups.get(name);
    group.tasks += 1;
    group.cpu += task.cpu;
    for (const [time, id] of samples) {
      if (time < task.start || time >= task.end) continue;
      group.samples += 1;
      const top = frameName(nodes.get(id));
      group.self.set(top, (group.self.get(top) ?? 0) + 1);
      const seen = new Set();
      const stack = [];
      for (let at = id; at !== undefined; at = parent.get(at)) {
        const frame = frameName(nodes.get(at));
        stack.push(frame);
        if (seen.has(frame)) continue;
        seen.add(frame);
        group.total.set(frame, (group.total.get(frame) ?? 0) + 1);
      }
      if (args.match && stack.some((frame) => frame.includes(args.match))) {
        const from = stack.findIndex((frame) => frame.includes(args.match));
        const key = stack.slice(from, from + 8).join(' < ');
        group.stacks.set(key, (group.stacks.get(key) ?? 0) + 1);
      }
    }
  }
}

const ms = (samples, tasks) => ((samples * INTERVAL) / 1000 / tasks).toFixed(2);
const browser = await launchChromium(process.env.BENCH_CHROMIUM_FLAGS?.split(' ').filter(Boolean) ?? []);
const { server, origin } = await serveDist(resolve(REPO_ROOT, DIST));
try {
  console.log(`# profile-clicks: Chromium ${browser.version()}, ${DIST}, ${GAMES} games of ${CLICKS} clicks, sampled every ${INTERVAL} µs`);
  for (let i = 0; i < GAMES; i += 1) count(await game(browser, origin));
  for (const [name, group] of groups) {
    console.log(`\n## ${name}: ${group.tasks} tasks, CPU ${(group.cpu / group.tasks).toFixed(2)} ms a task, ` +
      `sampled ${ms(group.samples, group.tasks)} ms a task`);
    for (const kind of ['self', 'total']) {
      const top = [...group[kind]].sort((a, b) => b[1] - a[1]).slice(0, TOP);
      console.log(`${kind}: ${top.map(([frame, n]) => `${frame} ${ms(n, group.tasks)}`).join('; ')}`);
    }
    if (args.match) {
      const top = [...group.stacks].sort((a, b) => b[1] - a[1]).slice(0, 10);
      for (const [stack, n] of top) console.log(`  ${ms(n, group.tasks)} ms: ${stack}`);
    }
  }
} finally {
  await browser.close();
  server.close();
}
