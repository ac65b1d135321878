import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  folderDigest,
  liveDeploymentFile,
  readHistory,
  recordEvent,
  releaseName,
  releaseOfUrl,
  releaseStack,
  rollbackTarget,
  writeDeployment,
} from './releases.mjs';

const BASE = 'http://localhost:4104/mf-manifest.json';
const A = 'http://localhost:4104/releases/0.1.0-aaa-11111111/mf-manifest.json';
const B = 'http://localhost:4104/releases/0.1.0-bbb-22222222/mf-manifest.json';
const C = 'http://localhost:4104/releases/0.1.0-ccc-33333333/mf-manifest.json';

type Event = {
  at: string;
  action: 'release' | 'refused' | 'rollback';
  remote: string;
  url: string;
  previous?: string;
};
const at = '2026-11-26T12:00:00.000Z';
const release = (url: string, previous: string, remote = 'payments'): Event => ({
  at,
  action: 'release',
  remote,
  url,
  previous,
});
const rollback = (url: string, previous: string, remote = 'payments'): Event => ({
  at,
  action: 'rollback',
  remote,
  url,
  previous,
});
const refused = (url: string, remote = 'payments'): Event => ({ at, action: 'refused', remote, url });

describe('releaseStack: what a remote was made live at, as its history leaves it', () => {
  it.each<[string, Event[], string[]]>([
    ['never released', [], []],
    ['one release: the base under it', [release(A, BASE)], [BASE, A]],
    ['two releases', [release(A, BASE), release(B, A)], [BASE, A, B]],
    ['a refusal changes nothing', [release(A, BASE), refused(B)], [BASE, A]],
    ['a rollback takes the top off', [release(A, BASE), release(B, A), rollback(A, B)], [BASE, A]],
    [
      'rolled back to the base, then released again',
      [release(A, BASE), rollback(BASE, A), release(C, BASE)],
      [BASE, C],
    ],
    [
      'two rollbacks in a row go two back',
      [release(A, BASE), release(B, A), rollback(A, B), rollback(BASE, A)],
      [BASE],
    ],
    ['other remotes do not count', [release(A, BASE, 'browse'), release(B, BASE)], [BASE, B]],
  ])('%s', (_name, history, expected) => {
    expect(releaseStack(history, 'payments')).toEqual(expected);
  });
});

describe('rollbackTarget: one step back, or why not', () => {
  it('goes to the release below the live one', () => {
    expect(rollbackTarget([release(A, BASE), release(B, A)], 'payments', B)).toEqual({ url: A });
  });

  it('goes back to the deployment that was live before the first release', () => {
    expect(rollbackTarget([release(A, BASE)], 'payments', A)).toEqual({ url: BASE });
  });

  it('after a rollback, goes further back rather than forward again', () => {
    expect(rollbackTarget([release(A, BASE), release(B, A), rollback(A, B)], 'payments', A)).toEqual({
      url: BASE,
    });
  });

  it.each<[string, Event[], string, RegExp]>([
    ['never released', [], BASE, /never been released/],
    [
      'back at the first deployment',
      [release(A, BASE), rollback(BASE, A)],
      BASE,
      /first deployment: nothing to roll back to/,
    ],
    ['the live file was edited by hand', [release(A, BASE)], C, /changed by hand/],
  ])('refuses when %s', (_name, history, live, reason) => {
    const target = rollbackTarget(history, 'payments', live);
    expect('refused' in target && target.refused).toMatch(reason);
  });
});

describe('release names', () => {
  it('are the version, the commit and the digest, safe in a path', () => {
    expect(releaseName({ version: '1.2.0', commit: 'abc1234def', digest: '0f0f0f0f' })).toBe(
      '1.2.0-abc1234def-0f0f0f0f',
    );
    expect(releaseName({ version: '1.2.0-beta/1', commit: 'x y', digest: 'ff' })).toBe('1.2.0-beta-1-x-y-ff');
  });

  it('are read back from a release URL, and from nothing else', () => {
    expect(releaseOfUrl(A)).toBe('0.1.0-aaa-11111111');
    expect(releaseOfUrl(BASE)).toBeNull();
  });
});

describe('the store on disk', () => {
  let store: string;
  beforeEach(() => {
    store = mkdtempSync(path.join(tmpdir(), 'releases-test-'));
  });
  afterEach(() => rmSync(store, { recursive: true, force: true }));

  it('serves the base deployment until a release writes its own', () => {
    const base = path.join(store, 'base.json');
    expect(liveDeploymentFile(store, base)).toBe(base);
    writeDeployment(store, { payments: A });
    expect(liveDeploymentFile(store, base)).toBe(path.join(store, 'remotes.json'));
  });

  it('keeps every event, oldest first, with when it happened', () => {
    expect(readHistory(store)).toEqual([]);
    recordEvent(store, { action: 'release', remote: 'payments', url: A, previous: BASE }, new Date(at));
    recordEvent(store, { action: 'refused', remote: 'payments', url: B, reason: 'no' }, new Date(at));
    expect(readHistory(store).map((event: Event) => [event.at, event.action])).toEqual([
      [at, 'release'],
      [at, 'refused'],
    ]);
  });

  it('digests a build by its files: the same files, the same digest; one byte more, another', () => {
    const build = path.join(store, 'build');
    mkdirSync(path.join(build, 'assets'), { recursive: true });
    writeFileSync(path.join(build, 'remoteEntry.js'), 'entry');
    writeFileSync(path.join(build, 'assets/a.js'), 'a');
    const first = folderDigest(build);
    expect(first).toMatch(/^[0-9a-f]{8}$/);
    expect(folderDigest(build)).toBe(first);
    writeFileSync(path.join(build, 'assets/a.js'), 'ab');
    expect(folderDigest(build)).not.toBe(first);
  });
});
