import { aStudent } from '@portal/shared/testing';
import { accountItemsFor } from './account-items';

const em = { id: 12, name: 'Em Parker' };
const liam = { id: 13, name: 'Liam Parker' };
const guardian = aStudent({
  id: 7,
  firstName: 'Morgan',
  lastName: 'Parker',
  isParent: true,
  relatedStudents: [em, liam],
});
/** Emma as the API sends her while the guardian acts as her. */
const emmaSwitched = aStudent({
  id: 12,
  firstName: 'Emma',
  preferredName: 'Em',
  lastName: 'Parker',
  relatedStudents: [em, liam],
  originalStudent: { id: 7, name: 'Morgan Parker' },
});

describe('MY ACCOUNTS', () => {
  it('lists the guardian, marked current, and every related student', () => {
    expect(accountItemsFor(guardian)).toEqual([
      { id: 7, label: 'Morgan Parker (current)', current: true },
      { id: 12, label: 'Em Parker', current: false },
      { id: 13, label: 'Liam Parker', current: false },
    ]);
  });

  it('lists the guardian and every related student while switched, the acted one marked current once', () => {
    expect(accountItemsFor(emmaSwitched)).toEqual([
      { id: 'original', label: 'Morgan Parker (my account)', current: false },
      { id: 12, label: 'Em Parker (current)', current: true },
      { id: 13, label: 'Liam Parker', current: false },
    ]);
  });

  it('names the acted student by the shared rule: the preferred name, then the last name', () => {
    const labels = accountItemsFor(emmaSwitched).map((item) => item.label);
    expect(labels).not.toContain('Emma Parker (current)');
    expect(labels.filter((label) => label.startsWith('Em'))).toEqual(['Em Parker (current)']);
  });

  it('still shows the acted student when a reply lists only the others', () => {
    expect(accountItemsFor({ ...emmaSwitched, relatedStudents: [liam] })).toEqual([
      { id: 'original', label: 'Morgan Parker (my account)', current: false },
      { id: 13, label: 'Liam Parker', current: false },
      { id: 12, label: 'Em Parker (current)', current: true },
    ]);
    expect(accountItemsFor({ ...emmaSwitched, relatedStudents: [] })).toEqual([
      { id: 'original', label: 'Morgan Parker (my account)', current: false },
      { id: 12, label: 'Em Parker (current)', current: true },
    ]);
  });

  it('never lists the signed-in account twice', () => {
    const self = { id: 7, name: 'Morgan Parker' };
    expect(
      accountItemsFor({ ...emmaSwitched, relatedStudents: [self, em, liam] }).map((item) => item.id),
    ).toEqual(['original', 12, 13]);
    expect(
      accountItemsFor({ ...guardian, relatedStudents: [self, em, liam] }).map((item) => item.id),
    ).toEqual([7, 12, 13]);
  });

  it('names a student with no name yet by the e-mail address', () => {
    const unnamed = aStudent({
      firstName: '',
      lastName: '',
      email: 'new@demo.school',
      relatedStudents: [liam],
    });
    expect(accountItemsFor(unnamed)[0]?.label).toBe('new@demo.school (current)');
  });

  it('is empty for a visitor and for a student with no one to switch to', () => {
    expect(accountItemsFor(null)).toEqual([]);
    expect(accountItemsFor(aStudent())).toEqual([]);
  });
});
