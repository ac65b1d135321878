import { callEndpoint } from '@portal/shared';
import { enrollmentsBorrowedCalls, followUpState, followUpView, type FollowUpView } from '../../../contract';

/** What the application-form tool is opened with (spec 4.4): the student's passport and the view. */
export type OpenedFollowUpForm = { passport: string; view: FollowUpView };

/**
 * A form the view showed as open to start or continue, found submitted since (in another tab, say):
 * the component says so in its words (`followUp.alreadySubmitted`).
 */
export class FormAlreadySubmitted extends Error {
  constructor() {
    super('followUp.alreadySubmitted');
    this.name = 'FormAlreadySubmitted';
  }
}

/**
 * Spec 4.4 and 7.1: the form's status now (GET /rapidapp/form/{id}) decides the view, start_application
 * or continue_application, and POST /rapidapp/passport gives the acting student's passport. Asked
 * together: neither waits for the other, and a passport not used opens nothing.
 */
export const openFollowUpForm = async (formId: number, studentId: number): Promise<OpenedFollowUpForm> => {
  const [{ form }, { passport }] = await Promise.all([
    callEndpoint(enrollmentsBorrowedCalls.getApplicationForm, { params: { id: formId } }),
    callEndpoint(enrollmentsBorrowedCalls.getApplicationPassport, { body: { student: studentId } }),
  ]);
  const view = followUpView(followUpState(form.userFormStatus));
  if (!view) throw new FormAlreadySubmitted();
  return { passport, view };
};
