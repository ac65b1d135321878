import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { operatorKey } from './operator-key.mjs';

let dir: string;
let file: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'operator-key-'));
  file = path.join(dir, '.data', 'operator-key');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the operator key', () => {
  it("is the environment's when set, and then no file is made", () => {
    expect(operatorKey({ env: { PORTAL_OPERATOR_KEY: ' from-env ' }, file, create: true })).toBe('from-env');
    expect(() => statSync(file)).toThrow();
  });

  it('is made once in the file (32 random bytes in hex, 0600), then read from it', () => {
    const made = operatorKey({ env: {}, file, create: true })!;
    expect(made).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(file, 'utf8')).toBe(`${made}\n`);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(operatorKey({ env: {}, file, create: true })).toBe(made);
    expect(operatorKey({ env: { PORTAL_OPERATOR_KEY: '' }, file })).toBe(made);
  });

  it('is null without the environment or a file, unless asked to make one', () => {
    expect(operatorKey({ env: {}, file })).toBeNull();
    expect(() => statSync(file)).toThrow();
  });

  it('replaces an empty file', () => {
    operatorKey({ env: {}, file, create: true });
    writeFileSync(file, '\n');
    expect(operatorKey({ env: {}, file })).toBeNull();
    const made = operatorKey({ env: {}, file, create: true })!;
    expect(made).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});
