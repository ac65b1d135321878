import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fingerprintContract, judgeContract } from './host-contract-lock.mjs';

const lock = { version: '1.2.0', fingerprint: 'abc' };

describe('judgeContract', () => {
  it('passes an unchanged contract at its locked version', () => {
    expect(judgeContract({ lock, version: '1.2.0', fingerprint: 'abc' })).toEqual({ ok: true });
  });

  it('fails a change without a new version, and will not record it', () => {
    const verdict = judgeContract({ lock, version: '1.2.0', fingerprint: 'def' });
    expect(verdict).toMatchObject({ ok: false, canRecord: false });
    expect(verdict.ok || verdict.message).toMatch(
      /changed, but its version is still 1\.2\.0: bump the version/,
    );
  });

  it.each(['1.1.9', '1.2.0-next', '1.2', '0.9.0'])(
    'refuses %s, which does not go up from 1.2.0',
    (version) => {
      expect(judgeContract({ lock, version, fingerprint: 'def' })).toMatchObject({
        ok: false,
        canRecord: false,
      });
    },
  );

  it('asks for a first lock when there is none', () => {
    expect(judgeContract({ lock: null, version: '1.0.0', fingerprint: 'abc' })).toMatchObject({
      ok: false,
      canRecord: true,
    });
  });

  it.each(['1.2.1', '1.3.0', '2.0.0', '1.10.0'])('asks to record %s, a new version', (version) => {
    expect(judgeContract({ lock, version, fingerprint: 'def' })).toMatchObject({
      ok: false,
      canRecord: true,
    });
  });
});

describe('fingerprintContract', () => {
  const contract = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'contract-'));
    mkdirSync(path.join(dir, 'src'));
    writeFileSync(
      path.join(dir, 'package.json'),
      JSON.stringify({ name: '@portal/shared', version: '1.0.0' }),
    );
    writeFileSync(path.join(dir, 'src/index.ts'), 'export const a = 1;');
    return dir;
  };

  it('changes with a source file', () => {
    const dir = contract();
    const before = fingerprintContract(dir);
    writeFileSync(path.join(dir, 'src/index.ts'), 'export const a = 2;');
    expect(fingerprintContract(dir)).not.toBe(before);
  });

  it('ignores the version, tests, documentation and the lock', () => {
    const dir = contract();
    const before = fingerprintContract(dir);
    writeFileSync(
      path.join(dir, 'package.json'),
      JSON.stringify({ name: '@portal/shared', version: '9.0.0' }),
    );
    writeFileSync(path.join(dir, 'src/index.test.ts'), 'it("x", () => {});');
    writeFileSync(path.join(dir, 'README.md'), '# notes');
    writeFileSync(path.join(dir, 'host-contract.lock.json'), '{}');
    expect(fingerprintContract(dir)).toBe(before);
  });
});
