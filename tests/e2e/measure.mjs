// What the browser benchmarks (bench-web.mjs, bench-hint.mjs, bench-clicks.mjs) share:
// percentiles of timings, their one-line summary, the main thread's tasks read from a Chromium
// trace, and the page a game is played on.
import { SUB_PATH } from './server.mjs';
import { SETTINGS_KEY } from './keys.mjs';

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
  const devtools = await context.newCDPSession(page);
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  return { page, devtools };
}
