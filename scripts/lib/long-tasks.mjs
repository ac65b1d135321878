/** A task longer than this blocks input (Lighthouse's TBT counts each one's time past it). */
export const LONG_TASK_MS = 50;

/** The first event inside a task that says what ran in it. */
const WHAT_RAN = /^(EvaluateScript|FunctionCall|TimerFire|ParseAuthorStyleSheet|Layout|UpdateLayoutTree)$/;

/**
 * The top-level tasks of the page's main thread in a Chromium trace, each with its duration (ms) and
 * what ran first in it.
 * @param {{ traceEvents: Array<Record<string, any>> }} trace
 */
export const mainThreadTasks = ({ traceEvents }) => {
  const mainThreads = new Set(
    traceEvents
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  // A renderer that never ran the page (a spare one) has no tasks worth counting; the busiest is the page.
  const byThread = new Map();
  for (const event of traceEvents) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.ph !== 'X' || !event.dur || !mainThreads.has(thread)) continue;
    const events = byThread.get(thread);
    if (events) events.push(event);
    else byThread.set(thread, [event]);
  }
  const events = [...byThread.values()].sort((a, b) => b.length - a.length)[0] ?? [];
  events.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const tasks = [];
  let openUntil = -1;
  for (const event of events) {
    if (event.name !== 'ThreadControllerImpl::RunTask' || event.ts < openUntil) continue;
    openUntil = event.ts + event.dur;
    tasks.push({ start: event.ts, end: openUntil, ms: event.dur / 1000, what: '' });
  }
  // Tasks do not overlap and both lists are in time order: one pass over the events serves them all.
  let next = 0;
  for (const task of tasks) {
    while (next < events.length && events[next].ts < task.start) next += 1;
    let first;
    for (let index = next; index < events.length && events[index].ts <= task.end; index += 1) {
      const event = events[index];
      if (event.ts + event.dur <= task.end && WHAT_RAN.test(event.name)) {
        first = event;
        break;
      }
    }
    const url = first?.args?.data?.url?.replace(/^.*\//, '');
    task.what = first ? `${first.name}${url ? ` ${url}` : ''}` : 'browser work';
  }
  return tasks;
};

/**
 * The long tasks of a load: their blocking time (each one's time past 50 ms, summed), how many, and the
 * three longest.
 * @param {{ ms: number, what: string }[]} tasks
 */
export const longTasks = (tasks) => {
  const long = tasks.filter((task) => task.ms > LONG_TASK_MS);
  return {
    blocking: long.reduce((sum, task) => sum + task.ms - LONG_TASK_MS, 0),
    count: long.length,
    longest: [...long].sort((a, b) => b.ms - a.ms).slice(0, 3),
  };
};
