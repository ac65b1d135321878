import { apiRequest, type ContactFormInput } from '@portal/shared';
import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';

const sentSchema = z.object({});

export const sendContactMessage = (message: ContactFormInput): Promise<unknown> =>
  apiRequest('contact', { method: 'POST', body: message, schema: sentSchema });

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
