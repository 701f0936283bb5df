/**
 * Reads a Chromium trace (the one Lighthouse records, with its own categories) and lists the main
 * thread's long tasks from first contentful paint on, each with what it spent its time on. Used by
 * `npm run bench:lighthouse` when LIGHTHOUSE_TASKS is set.
 *
 * Why Lighthouse's trace: tracing with a CPU profiler or V8's compile events makes V8 collect source
 * positions, which re-parses scripts inside the tasks being measured (README, Performance).
 */

export type TraceEvent = {name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; args?: Record<string, any>};

export type LongTask = {
  /** Start, in ms from first contentful paint (negative: the task began before it and ended after). */
  startMs: number;
  durationMs: number;
  /** Script the task ran, when it ran one (evaluation or a call into it). */
  url: string;
  /** Time of the task's notable sub-events (layout, style, script), in ms, largest first. */
  parts: Array<[string, number]>;
};

/** Sub-events worth naming; nested ones (v8.run inside EvaluateScript) are listed too. */
const PARTS = new Set([
  'ParseHTML',
  'EvaluateScript',
  'v8.compile',
  'v8.run',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'RunMicrotasks',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'MinorGC',
  'MajorGC',
]);

/**
 * Tasks of at least `minMs` on the main thread of the page that painted first, which end after its
 * first contentful paint, in order. Throws if the trace has no first contentful paint or names no
 * main thread for the page that painted it.
 */
export function longTasksAfterFcp(events: TraceEvent[], minMs = 10): LongTask[] {
  const fcp = events.find((event) => event.name === 'firstContentfulPaint');
  if (!fcp) throw new Error('the trace has no first contentful paint');
  const main = events.find((event) => event.pid === fcp.pid && event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  if (!main) throw new Error('the trace names no renderer main thread for the page');
  const onMain = events.filter((event) => event.pid === fcp.pid && event.tid === main.tid && event.ph === 'X' && event.dur !== undefined);
  return onMain
    .filter((task) => task.name === 'RunTask' && task.dur! >= minMs * 1000 && task.ts + task.dur! > fcp.ts)
    .sort((a, b) => a.ts - b.ts)
    .map((task) => {
      const end = task.ts + task.dur!;
      const inside = onMain.filter((event) => event !== task && event.ts >= task.ts && event.ts + event.dur! <= end);
      const parts = new Map<string, number>();
      for (const event of inside) if (PARTS.has(event.name)) parts.set(event.name, (parts.get(event.name) ?? 0) + event.dur! / 1000);
      const script = inside.find((event) => (event.name === 'EvaluateScript' || event.name === 'FunctionCall') && event.args?.data?.url);
      return {
        startMs: (task.ts - fcp.ts) / 1000,
        durationMs: task.dur! / 1000,
        url: String(script?.args?.data?.url ?? ''),
        parts: [...parts].filter(([, ms]) => ms >= 0.5).sort((a, b) => b[1] - a[1]),
      };
    });
}

/** One line per task: start from FCP, duration, parts, script path (origin dropped). */
export function formatLongTasks(tasks: LongTask[], origin: string): string[] {
  return tasks.map((task) => {
    const parts = task.parts.map(([name, ms]) => `${name} ${ms.toFixed(0)}`).join(', ');
    const script = task.url.startsWith(origin) ? task.url.slice(origin.length) : task.url;
    return `    ${task.startMs >= 0 ? '+' : ''}${task.startMs.toFixed(0)} ms from FCP: ${task.durationMs.toFixed(1)} ms${parts ? ` (${parts})` : ''}${script ? ` ${script}` : ''}`;
  });
}
