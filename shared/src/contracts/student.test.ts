import { studentDisplayName } from './student';

describe('studentDisplayName', () => {
  it.each([
    [
      'the preferred name, then the last name',
      { preferredName: 'Em', firstName: 'Emma', lastName: 'Parker' },
      'Em Parker',
    ],
    [
      'the first name without a preferred name',
      { preferredName: null, firstName: 'Emma', lastName: 'Parker' },
      'Emma Parker',
    ],
    [
      'the first name for an empty preferred name',
      { preferredName: '', firstName: 'Emma', lastName: 'Parker' },
      'Emma Parker',
    ],
    [
      'the first name for a blank preferred name',
      { preferredName: '  ', firstName: 'Emma', lastName: 'Parker' },
      'Emma Parker',
    ],
    ['trimmed parts', { preferredName: ' Em ', firstName: 'Emma', lastName: ' Parker ' }, 'Em Parker'],
    [
      'the given name alone without a last name',
      { preferredName: null, firstName: 'Emma', lastName: '' },
      'Emma',
    ],
    [
      'the last name alone without a given name',
      { preferredName: null, firstName: '', lastName: 'Parker' },
      'Parker',
    ],
  ])('is %s', (_case, student, name) => {
    expect(studentDisplayName(student)).toBe(name);
  });

  it('falls back to the e-mail address for a student with no name yet', () => {
    expect(
      studentDisplayName({ preferredName: null, firstName: '', lastName: '', email: 'new@demo.school' }),
    ).toBe('new@demo.school');
    expect(studentDisplayName({ preferredName: null, firstName: '', lastName: '' })).toBe('');
  });

  it('prefers a name to the e-mail address', () => {
    expect(
      studentDisplayName({
        preferredName: 'JJ',
        firstName: 'Jordan',
        lastName: 'Rivera',
        email: 'jr@demo.school',
      }),
    ).toBe('JJ Rivera');
  });
});
