import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { nextTask } from '../../next-task';
import { loadedLibraries, sharedInTasks } from './shared-in-tasks';

type Hook = (args: { origin: ModuleFederation }) => Promise<void>;
const beforeExecuteFactory = sharedInTasks().beforeExecuteFactory as unknown as Hook;
const runHook = (shareScopeMap: object) =>
  beforeExecuteFactory({ origin: { shareScopeMap } as unknown as ModuleFederation });

describe('shared libraries run one per task before a remote’s page', () => {
  it('lists the loaded libraries of every scope and version, not those still to load', () => {
    const ui = () => 'ui';
    const forms = () => 'forms';
    const scopes = {
      default: {
        '@portal/shared/ui': { '1.0.0': { lib: ui } },
        '@portal/shared/ui-table': { '1.0.0': {} },
      },
      other: { 'react-hook-form': { '7.0.0': { lib: forms } } },
    };
    expect(loadedLibraries(scopes)).toEqual([ui, forms]);
  });

  it('runs each library once, each in a task of its own, and resolves after the last', async () => {
    const ran: string[] = [];
    let tasks = 0;
    let counting = true;
    const countTasks = async () => {
      while (counting) {
        await nextTask();
        tasks += 1;
      }
    };
    const lib = (name: string) => () => ran.push(`${name} after ${tasks} tasks`);
    const scopes = {
      default: { ui: { '1': { lib: lib('ui') } }, data: { '1': { lib: lib('data') } } },
    };
    const counter = countTasks();
    await runHook(scopes);
    counting = false;
    await counter;
    expect(ran).toHaveLength(2);
    const [first, second] = ran.map((line) => Number(/after (\d+)/.exec(line)?.[1]));
    expect(first).toBeGreaterThanOrEqual(1);
    expect(second).toBeGreaterThan(first!);
    // Run once: the next page's load finds nothing left to run.
    await runHook(scopes);
    expect(ran).toHaveLength(2);
  });

  it('leaves a library that throws to throw where the page needs it', async () => {
    const broken = () => {
      throw new Error('broken');
    };
    await expect(runHook({ default: { broken: { '1': { lib: broken } } } })).resolves.toBeUndefined();
  });
});
