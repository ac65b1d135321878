import { aStudent as student } from '../testing/fixtures';
import { hasFullAccess } from './access';

describe('hasFullAccess', () => {
  it('gives a visitor full access (they browse, and sign in to act)', () => {
    expect(hasFullAccess(null)).toBe(true);
  });
  it('gives a verified student with a record full access', () => {
    expect(hasFullAccess(student({}))).toBe(true);
  });
  it('restricts an unverified student', () => {
    expect(hasFullAccess(student({ isVerified: false }))).toBe(false);
  });
  it('restricts a student without a record', () => {
    expect(hasFullAccess(student({ hasAxRecord: false }))).toBe(false);
  });
  it('restricts a student who is neither', () => {
    expect(hasFullAccess(student({ isVerified: false, hasAxRecord: false }))).toBe(false);
  });
});
