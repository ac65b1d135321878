import { parseDeployment, parseOverrideOrigins } from './deployment';

describe('parseDeployment', () => {
  it('keeps the remotes the shell knows, by name', () => {
    expect(parseDeployment({ browse: 'http://localhost:4101/mf-manifest.json' })).toEqual({
      browse: 'http://localhost:4101/mf-manifest.json',
    });
  });

  it('ignores names the shell does not know, so a newer deployment file still works', () => {
    expect(
      parseDeployment({
        browse: 'https://cdn.example/browse/mf-manifest.json',
        reports: 'https://cdn.example/r.json',
      }),
    ).toEqual({
      browse: 'https://cdn.example/browse/mf-manifest.json',
    });
  });

  it('accepts an empty deployment', () => {
    expect(parseDeployment({})).toEqual({});
  });

  it('rejects a value that is not a URL', () => {
    expect(() => parseDeployment({ browse: 'not a url' })).toThrow();
  });

  it('rejects a file that is not an object', () => {
    expect(() => parseDeployment(['browse'])).toThrow();
  });

  it('ignores the settings beside the remotes', () => {
    expect(
      parseDeployment({
        browse: 'https://cdn.example/browse/mf-manifest.json',
        $overrides: { origins: ['https://cdn.example'] },
      }),
    ).toEqual({ browse: 'https://cdn.example/browse/mf-manifest.json' });
  });
});

describe('parseOverrideOrigins', () => {
  it.each([
    ['no settings: none', { browse: 'https://cdn.example/b.json' }, []],
    [
      'the origins named',
      { $overrides: { origins: ['https://cdn.example', 'http://localhost:4104'] } },
      ['https://cdn.example', 'http://localhost:4104'],
    ],
    [
      'an origin written as a URL: its origin',
      { $overrides: { origins: ['https://cdn.example/releases/'] } },
      ['https://cdn.example'],
    ],
    ['settings that make no sense: none', { $overrides: { origins: 'https://cdn.example' } }, []],
    ['a list with a non-address: none', { $overrides: { origins: ['https://cdn.example', 'nope'] } }, []],
    ['not an object: none', null, []],
  ])('%s', (_name, json, origins) => {
    expect(parseOverrideOrigins(json)).toEqual(origins);
  });
});
