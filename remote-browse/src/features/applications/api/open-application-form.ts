import { useHostServices, useSessionStore } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  RESTRICTED_MESSAGE,
  type RapidappPassportResponse,
  type StudentApplicationForm,
} from '../../../contract';
import { applicationsMessagesNow } from '../messages/catalog';
import { invalidateAfterVenueAction, startApplicationForm } from '../../venue/api/venue-actions';

/**
 * Starts or continues one of the student's application forms on the class or pathway it was started
 * from, as that venue's Apply / Continue Application button does (POST /rapidapp/passport); the
 * external form tool opens in a new tab where the school has one.
 */
export const openApplicationForm = async (
  form: StudentApplicationForm,
): Promise<RapidappPassportResponse> => {
  const student = useSessionStore.getState().student;
  if (!student) throw new Error(RESTRICTED_MESSAGE);
  const reply = await startApplicationForm({
    student: student.id,
    venueType: form.venueType,
    venueId: form.venueId,
  });
  if (reply.url) window.open(reply.url, '_blank', 'noopener,noreferrer');
  return reply;
};

export const useOpenApplicationForm = () => {
  const host = useHostServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openApplicationForm,
    onSuccess: (_reply, form) =>
      host.notify.success(applicationsMessagesNow()('applications.opened', { name: form.name })),
    // The forms' statuses come with the categories (catalog), and the venues' buttons change too.
    onSettled: () => invalidateAfterVenueAction(queryClient),
  });
};
