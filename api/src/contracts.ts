/**
 * The zod contracts the API serves: the cross-area ones of @portal/shared and each area's own, from
 * its remote's `src/contract` (`@portal/remote-browse/contract`, ...). Only these parts of the apps: never
 * their UI or run-time code.
 */
import * as z from 'zod/mini';
import { en } from 'zod/v4/locales';

// The contracts use zod/mini, which loads no locale: the API's validation messages are English.
z.config(en());

export * from '@portal/shared/contracts';
export * from '@portal/remote-browse/contract';
export * from '@portal/remote-profile/contract';
export * from '@portal/remote-payments/contract';
export * from '@portal/remote-documents/contract';
export * from '@portal/remote-enrollments/contract';
export * from '@portal/remote-registration/contract';
