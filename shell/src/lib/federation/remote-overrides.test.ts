import {
  applyOverrideParams,
  clearOverrides,
  overriddenDeployment,
  resolveOverrides,
  takeOverridesFromAddress,
} from './remote-overrides';

const LIVE = {
  browse: 'https://cdn.school.example/browse/mf-manifest.json',
  payments: 'https://cdn.school.example/payments/mf-manifest.json',
};
const STAGED = 'https://cdn.school.example/payments/releases/0.2.0-abc-12345678/mf-manifest.json';
const ALLOWED = ['https://cdn.school.example'];

describe('resolveOverrides: a tab runs another build of a remote only where the deployment allows it', () => {
  it('applies an allowed override to that remote only', () => {
    const { remotes, status } = resolveOverrides(LIVE, ALLOWED, { payments: STAGED });
    expect(remotes).toEqual({ ...LIVE, payments: STAGED });
    expect(status).toEqual({ active: [{ name: 'payments', url: STAGED }], refused: [] });
  });

  it('leaves the live deployment as it is when nothing is asked', () => {
    expect(resolveOverrides(LIVE, ALLOWED, {})).toEqual({
      remotes: LIVE,
      status: { active: [], refused: [] },
    });
  });

  it.each([
    ['the deployment allows none', [], { payments: STAGED }, 'this portal allows no overrides'],
    [
      'another origin',
      ALLOWED,
      { payments: 'https://attacker.example/payments/mf-manifest.json' },
      'this portal does not allow overrides from https://attacker.example',
    ],
    [
      'the same host on another port',
      ALLOWED,
      { payments: 'https://cdn.school.example:8443/payments/mf-manifest.json' },
      'this portal does not allow overrides from https://cdn.school.example:8443',
    ],
    ['not a web address', ALLOWED, { payments: 'releases/x' }, 'releases/x is not a web address'],
    [
      'a remote the portal does not have',
      ALLOWED,
      { reports: STAGED },
      'this portal has no part named reports',
    ],
    ['a remote not deployed here', ALLOWED, { documents: STAGED }, 'documents is not deployed here'],
  ])('refuses %s, and says why', (_name, allowed, requested, reason) => {
    const { remotes, status } = resolveOverrides(LIVE, allowed, requested);
    expect(remotes).toEqual(LIVE);
    expect(status.active).toEqual([]);
    expect(status.refused.map((refused) => refused.reason)).toEqual([reason]);
  });

  it('applies the allowed ones and refuses the others in one go', () => {
    const { status } = resolveOverrides(LIVE, ALLOWED, {
      payments: STAGED,
      browse: 'https://attacker.example/mf-manifest.json',
    });
    expect(status.active.map((override) => override.name)).toEqual(['payments']);
    expect(status.refused.map((refused) => refused.name)).toEqual(['browse']);
  });
});

describe('applyOverrideParams: ?remoteOverride= values', () => {
  it.each<[string, string[], Record<string, string>, Record<string, string>]>([
    ['asks for one', [`payments@${STAGED}`], {}, { payments: STAGED }],
    [
      'replaces what was asked for that remote',
      [`payments@${STAGED}`],
      { payments: 'https://old/x.json' },
      { payments: STAGED },
    ],
    [
      'keeps what was asked for the others',
      [`payments@${STAGED}`],
      { browse: 'https://b/x.json' },
      { browse: 'https://b/x.json', payments: STAGED },
    ],
    [
      'ends one with an empty address',
      ['payments@'],
      { payments: STAGED, browse: 'https://b/x.json' },
      { browse: 'https://b/x.json' },
    ],
    ['ends all with off', ['off'], { payments: STAGED, browse: 'https://b/x.json' }, {}],
    [
      'off then a new one',
      ['off', `payments@${STAGED}`],
      { browse: 'https://b/x.json' },
      { payments: STAGED },
    ],
    ['ignores a value with no remote name', [`@${STAGED}`, 'payments'], {}, {}],
    [
      'splits at the first @ only',
      ['payments@https://user@host.example/m.json'],
      {},
      { payments: 'https://user@host.example/m.json' },
    ],
  ])('%s', (_name, values, before, after) => {
    expect(applyOverrideParams(values, before)).toEqual(after);
  });
});

describe("the tab's overrides in session storage", () => {
  beforeEach(() => {
    sessionStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('moves ?remoteOverride= into the tab, off the address, keeping the rest of it', () => {
    window.history.replaceState(
      null,
      '',
      `/account?tab=1&remoteOverride=${encodeURIComponent(`payments@${STAGED}`)}#top`,
    );
    takeOverridesFromAddress();
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/account?tab=1#top',
    );
    expect(overriddenDeployment(LIVE, ALLOWED).remotes.payments).toBe(STAGED);
  });

  it('keeps the override across loads of the tab, and forgets a refused one after saying so once', () => {
    window.history.replaceState(
      null,
      '',
      `/?remoteOverride=${encodeURIComponent(`payments@${STAGED}`)}&remoteOverride=${encodeURIComponent('browse@https://attacker.example/m.json')}`,
    );
    takeOverridesFromAddress();
    const first = overriddenDeployment(LIVE, ALLOWED);
    expect(first.status.refused.map((refused) => refused.name)).toEqual(['browse']);
    const second = overriddenDeployment(LIVE, ALLOWED);
    expect(second.status).toEqual({ active: [{ name: 'payments', url: STAGED }], refused: [] });
  });

  it('ends every override with clearOverrides', () => {
    window.history.replaceState(null, '', `/?remoteOverride=${encodeURIComponent(`payments@${STAGED}`)}`);
    takeOverridesFromAddress();
    clearOverrides();
    expect(overriddenDeployment(LIVE, ALLOWED).remotes).toEqual(LIVE);
  });

  it('reads storage it cannot parse as no overrides', () => {
    sessionStorage.setItem('portal-remote-overrides', '{not json');
    expect(overriddenDeployment(LIVE, ALLOWED).remotes).toEqual(LIVE);
    sessionStorage.setItem('portal-remote-overrides', JSON.stringify({ payments: 42 }));
    expect(overriddenDeployment(LIVE, ALLOWED).remotes).toEqual(LIVE);
  });
});
