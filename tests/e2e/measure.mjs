// What the browser benchmarks (bench-web.mjs, bench-hint.mjs) share: percentiles of timings,
// their one-line summary, and the main thread's tasks read from a Chromium trace.

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
  const trace = JSON.parse(buffer.toString());
  const events = trace.traceEvents ?? trace;
  const main = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  return events
    .filter((e) => e.ph === 'X' && e.name === 'RunTask' && main.has(`${e.pid}:${e.tid}`))
    .map((e) => ({ start: e.ts / 1000, wall: e.dur / 1000, cpu: (e.tdur ?? e.dur) / 1000 }));
}
