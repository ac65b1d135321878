import { FIELD_LIMITS, optionalText, phoneNumberField, requiredText, stateCodeField } from '@portal/shared';
import * as z from '@portal/shared/zod';

/**
 * The rules of the field groups in account-fields.tsx, for the account forms that share them (spec
 * section 5): register, the completion modal and the completion card. Each form's schema spreads them in
 * its fields' order (the legal name's are `legalNameRules` of `@portal/shared`).
 */

/** Street, city, county and state; the zip's rule is the form's own. */
export const addressShape = {
  addressStreet: requiredText('Type in your street address', FIELD_LIMITS.street),
  addressCity: requiredText('Type in your city', FIELD_LIMITS.city),
  addressCounty: optionalText(FIELD_LIMITS.county),
  addressState: stateCodeField(),
};

export const phoneShape = {
  phoneNumber: phoneNumberField(),
  phoneNumberTexting: z.boolean(),
};
