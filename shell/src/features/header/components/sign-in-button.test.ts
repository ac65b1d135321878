import { aSchool } from '@portal/shared/testing';
import { showSignInButton } from './portal-header';

describe('the sign-in button', () => {
  const visitor = { signedIn: false, loading: false };

  it('shows for a visitor when sign-in is allowed and alternate sign-in is off', () => {
    expect(showSignInButton(aSchool(), visitor)).toBe(true);
  });
  it('hides when sign-in is not allowed', () => {
    expect(showSignInButton(aSchool({ features: { loginAllowed: false } }), visitor)).toBe(false);
  });
  it('hides with alternate sign-in on', () => {
    expect(showSignInButton(aSchool({ features: { alternateSignIn: true } }), visitor)).toBe(false);
  });
  it('hides while the session is loading', () => {
    expect(showSignInButton(aSchool(), { signedIn: false, loading: true })).toBe(false);
  });
  it('hides for a signed-in student', () => {
    expect(showSignInButton(aSchool(), { signedIn: true, loading: false })).toBe(false);
  });
});
