import { callEndpoint } from '@portal/shared';
import { type ContactFormInput, profileEndpoints } from '../../../contract';
import { useMutation } from '@tanstack/react-query';

export const sendContactMessage = (message: ContactFormInput): Promise<unknown> =>
  callEndpoint(profileEndpoints.sendContactMessage, { body: message });

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
