import { parseDeployment } from './deployment';

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
});
