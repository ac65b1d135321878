import { existsSync } from 'node:fs';
import { systemTool } from './debian.mjs';

/*
 * The system's tools by their paths: npm test run from a shell whose PATH lacks /usr/sbin (Debian's
 * default for every shell but root's login shell) still starts PostgreSQL as its own user.
 */
describe('systemTool', () => {
  const path = process.env.PATH;
  afterEach(() => {
    process.env.PATH = path;
  });

  it('finds a tool in /usr/sbin when PATH does not hold it', () => {
    process.env.PATH = '/usr/bin:/bin';
    const runuser = ['/usr/sbin/runuser', '/sbin/runuser'].find((file) => existsSync(file));
    if (!runuser) return; // util-linux is essential on Debian; another system has no runuser to find
    expect(systemTool('runuser')).toBe(runuser);
  });

  it('finds a tool in /usr/bin', () => {
    expect(systemTool('env')).toMatch(/^\/(usr\/)?bin\/env$/);
  });

  it('gives back the bare name of a tool that is nowhere, for PATH to find or the error to name', () => {
    expect(systemTool('no-such-tool-in-any-folder')).toBe('no-such-tool-in-any-folder');
  });
});
