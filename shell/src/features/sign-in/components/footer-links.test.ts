import { footerLinks } from './sign-in-modal';

const labels = (...args: Parameters<typeof footerLinks>) => footerLinks(...args).map((link) => link.label);

describe('sign-in footer links', () => {
  it('login offers both recoveries and, when allowed, registration', () => {
    expect(labels('login', true)).toEqual([
      'Forgot your password?',
      'Forgot your email?',
      "Don't have an account yet?",
    ]);
  });
  it('hides the register link when registration is not allowed', () => {
    expect(labels('login', false)).toEqual(['Forgot your password?', 'Forgot your email?']);
    expect(labels('reset', false)).not.toContain("Don't have an account yet?");
    expect(labels('recover', false)).not.toContain("Don't have an account yet?");
  });
  it('register goes back to login', () => {
    expect(labels('register', true)).toEqual(['Already have an account?']);
  });
  it('reset and recover lead to each other and back to login', () => {
    expect(labels('reset', true)).toEqual([
      'Already have an account?',
      'Forgot your email?',
      "Don't have an account yet?",
    ]);
    expect(labels('recover', true)).toEqual([
      'Already have an account?',
      'Forgot your password?',
      "Don't have an account yet?",
    ]);
  });
  it('reset-form only goes back to login, and confirm-message has no links', () => {
    expect(labels('reset-form', true)).toEqual(['Already have an account?']);
    expect(labels('confirm-message', true)).toEqual([]);
  });
});
