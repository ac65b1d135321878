import { longTasks, mainThreadTasks } from './long-tasks.mjs';

const threadName = (pid: number, tid: number, name: string) => ({
  ph: 'M',
  name: 'thread_name',
  pid,
  tid,
  args: { name },
});
/** A complete event ('X') at `ms` lasting `durationMs`, in microseconds as Chromium writes them. */
const span = (tid: number, name: string, ms: number, durationMs: number, url?: string) => ({
  ph: 'X',
  name,
  pid: 1,
  tid,
  ts: ms * 1000,
  dur: durationMs * 1000,
  ...(url ? { args: { data: { url } } } : {}),
});
const task = (tid: number, ms: number, durationMs: number) =>
  span(tid, 'ThreadControllerImpl::RunTask', ms, durationMs);

describe('the main thread’s tasks in a Chromium trace', () => {
  it('takes the top-level tasks of the busiest renderer main thread, each with what ran first in it', () => {
    const traceEvents = [
      threadName(1, 10, 'CrRendererMain'),
      threadName(1, 20, 'CrRendererMain'),
      threadName(1, 30, 'Compositor'),
      task(10, 0, 120),
      span(10, 'EvaluateScript', 2, 110, 'http://localhost:4110/main.js'),
      // Nested in the task above: not a task of its own.
      task(10, 5, 60),
      task(10, 200, 30),
      task(10, 300, 80),
      span(10, 'TimerFire', 301, 70),
      // Another renderer with fewer events (a spare one), and a thread that is not a main thread.
      task(20, 0, 500),
      task(30, 0, 900),
      task(30, 10, 900),
      task(30, 20, 900),
      task(30, 30, 900),
    ];
    expect(mainThreadTasks({ traceEvents })).toEqual([
      expect.objectContaining({ ms: 120, what: 'EvaluateScript main.js' }),
      expect.objectContaining({ ms: 30, what: 'browser work' }),
      expect.objectContaining({ ms: 80, what: 'TimerFire' }),
    ]);
  });

  it('finds no tasks in a trace without a renderer main thread', () => {
    expect(mainThreadTasks({ traceEvents: [task(30, 0, 100)] })).toEqual([]);
  });
});

describe('a load’s long tasks', () => {
  const of = (...durations: number[]) => durations.map((ms, index) => ({ ms, what: `task ${index}` }));

  it('count each task’s time past 50 ms, and only tasks longer than 50 ms', () => {
    expect(longTasks(of(120, 50, 30, 80, 51))).toEqual({
      blocking: 70 + 30 + 1,
      count: 3,
      longest: [
        { ms: 120, what: 'task 0' },
        { ms: 80, what: 'task 3' },
        { ms: 51, what: 'task 4' },
      ],
    });
  });

  it('keep the three longest', () => {
    expect(longTasks(of(60, 300, 90, 200)).longest.map((entry) => entry.ms)).toEqual([300, 200, 90]);
  });

  it('block nothing when no task is long', () => {
    expect(longTasks(of(50, 10))).toEqual({ blocking: 0, count: 0, longest: [] });
  });
});
