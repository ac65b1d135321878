import { studentDisplayName, type Student } from '@portal/shared';

/** One entry of MY ACCOUNTS: `'original'` is the signed-in account while it acts as another one. */
export type AccountItem = { id: number | 'original'; label: string; current: boolean };

/**
 * MY ACCOUNTS (spec section 2): the signed-in account, then every related student of it, the one in
 * use marked '(current)', before switching and while switched alike. While switched the API sends the
 * signed-in account's related students (the acted one among them); the acted student is added if an
 * older reply left it out, so that it is never missing. Every name follows `studentDisplayName`, the
 * rule the API names related students with, so one child never shows under two names. Empty for a
 * student with no one to switch to.
 */
export const accountItemsFor = (student: Student | null): AccountItem[] => {
  if (!student) return [];
  const self = studentDisplayName(student);
  const current = (label: string) => `${label} (current)`;
  const switched = student.originalStudent;
  const original: AccountItem = switched
    ? { id: 'original', label: `${switched.name} (my account)`, current: false }
    : { id: student.id, label: current(self), current: true };
  const signedInId = switched ? switched.id : student.id;
  const related = student.relatedStudents.filter((item) => item.id !== signedInId);
  const others: AccountItem[] = related.map((item) =>
    item.id === student.id
      ? { id: item.id, label: current(self), current: true }
      : { id: item.id, label: item.name, current: false },
  );
  if (switched && !related.some((item) => item.id === student.id)) {
    others.push({ id: student.id, label: current(self), current: true });
  }
  const accounts = [original, ...others];
  return accounts.length < 2 ? [] : accounts;
};
