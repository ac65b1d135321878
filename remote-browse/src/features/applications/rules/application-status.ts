/** What an application form's status says to the student: '' (none), 'started', or past it. */
export const applicationStatusText = (status: string): string => {
  if (status === '') return 'Not started';
  if (status === 'started') return 'In progress';
  return 'Submitted';
};
