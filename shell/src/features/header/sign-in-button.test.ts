import { schoolFixture } from '@portal/shared/testing';
import { showSignInButton } from './portal-header';

describe('the sign-in button', () => {
  const visitor = { signedIn: false, loading: false };

  it('shows for a visitor when sign-in is allowed and alternate sign-in is off', () => {
    expect(showSignInButton(schoolFixture(), visitor)).toBe(true);
  });
  it('hides when sign-in is not allowed', () => {
    expect(showSignInButton(schoolFixture({ features: { loginAllowed: false } }), visitor)).toBe(false);
  });
  it('hides with alternate sign-in on', () => {
    expect(showSignInButton(schoolFixture({ features: { alternateSignIn: true } }), visitor)).toBe(false);
  });
  it('hides while the session is loading', () => {
    expect(showSignInButton(schoolFixture(), { signedIn: false, loading: true })).toBe(false);
  });
  it('hides for a signed-in student', () => {
    expect(showSignInButton(schoolFixture(), { signedIn: true, loading: false })).toBe(false);
  });
});
