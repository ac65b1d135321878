import { applicationsMessagesNow, type ApplicationsMessages } from '../messages/catalog';

/** What an application form's status says to the student: '' (none), 'started', or past it. */
export const applicationStatusText = (
  status: string,
  m: ApplicationsMessages = applicationsMessagesNow(),
): string => {
  if (status === '') return m('applications.status.notStarted');
  if (status === 'started') return m('applications.status.inProgress');
  return m('applications.status.submitted');
};
