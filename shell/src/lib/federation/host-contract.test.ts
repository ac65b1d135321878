import { findContractMismatch, HostContractMismatch, satisfiesRange } from './host-contract';

describe('satisfiesRange', () => {
  it.each([
    ['1.4.0', '^1.4.0', true],
    ['1.9.2', '^1.4.0', true],
    ['1.3.9', '^1.4.0', false],
    ['2.0.0', '^1.4.0', false],
    ['0.3.1', '^0.3.0', true],
    ['0.4.0', '^0.3.0', false],
    ['0.2.9', '^0.3.0', false],
    ['0.0.3', '^0.0.3', true],
    ['0.0.4', '^0.0.3', false],
    ['1.2.3', '1.2.3', true],
    ['1.2.4', '1.2.3', false],
    ['5.0.0', '*', true],
    ['1.2', '^1.0.0', false],
    ['1.2.3', '>=1.0.0', false],
    ['1.2.3', '', false],
  ])('%s against %s: %s', (version, range, expected) => {
    expect(satisfiesRange(version, range)).toBe(expected);
  });
});

const manifest = (requiredVersion: string) => ({
  name: 'browse',
  shared: [
    { name: 'react', requiredVersion: '^19.3.1' },
    { name: '@portal/shared', requiredVersion },
    { name: '@portal/shared/ui', requiredVersion },
  ],
});

describe('findContractMismatch', () => {
  it('lets a remote built against the same or an older minor through', () => {
    expect(findContractMismatch('browse', manifest('^1.2.0'), '1.2.0')).toBeNull();
    expect(findContractMismatch('browse', manifest('^1.0.0'), '1.2.0')).toBeNull();
  });

  it('stops a remote built against a newer contract, naming both versions', () => {
    const mismatch = findContractMismatch('browse', manifest('^1.3.0'), '1.2.0');
    expect(mismatch).toBeInstanceOf(HostContractMismatch);
    expect(mismatch?.message).toBe(
      'browse was built for host contract ^1.3.0, and this portal provides 1.2.0: it is not loaded until the two match.',
    );
  });

  it('stops a remote built against an older major', () => {
    expect(findContractMismatch('browse', manifest('^1.0.0'), '2.0.0')?.required).toBe('^1.0.0');
  });

  it('ignores other shared libraries and manifests without a contract entry', () => {
    expect(
      findContractMismatch('browse', { shared: [{ name: 'react', requiredVersion: '^99.0.0' }] }, '1.0.0'),
    ).toBeNull();
    expect(findContractMismatch('browse', { name: 'browse' }, '1.0.0')).toBeNull();
    expect(findContractMismatch('browse', null, '1.0.0')).toBeNull();
  });
});
