/** The shared zod contracts: the only part of @portal/shared the API may use. */
import * as z from 'zod/mini';
import { en } from 'zod/v4/locales';

// The contracts use zod/mini, which loads no locale: the API's validation messages are English.
z.config(en());

export * from '@portal/shared/contracts';
