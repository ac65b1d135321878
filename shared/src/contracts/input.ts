import * as z from '../zod';

/**
 * The input contract every request schema (params, query, body) is written with: ids that fit the
 * database's integer columns, and text without control characters (PostgreSQL refuses NUL in text,
 * and no field of the portal has a use for the others). Response schemas do not use these.
 */

/** The largest PostgreSQL `integer`: every id column is one. */
export const MAX_ID = 2_147_483_647;
export const INVALID_ID_MESSAGE = 'Invalid id';
export const INVALID_CHARACTERS_MESSAGE = 'Invalid characters';

/** An id in a JSON body: a positive integer up to 2147483647. */
export const idSchema = z
  .int(INVALID_ID_MESSAGE)
  .check(z.positive(INVALID_ID_MESSAGE), z.lte(MAX_ID, INVALID_ID_MESSAGE));

/**
 * An id in a path param (a string on the wire): 1 to 10 digits, then as `idSchema` (a number after
 * parsing). Signs, decimals, exponents, hex and spaces are refused.
 */
export const idParamSchema = (message: string = INVALID_ID_MESSAGE) =>
  z.pipe(
    z.coerce.string(message).check(z.regex(/^\d{1,10}$/, message)),
    z.coerce.number<string>(message).check(z.positive(message), z.lte(MAX_ID, message)),
  );

/** C0 controls (NUL included) and DEL; tab and newline are allowed in multi-line text. */
const hasControlChars = (value: string, multiline: boolean): boolean => {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code === 0x7f || (code < 0x20 && !(multiline && (code === 0x09 || code === 0x0a)))) return true;
  }
  return false;
};

/**
 * A check that refuses control characters: `z.string().check(z.trim(), noControlChars(), ...)`.
 * `multiline` lets tab and newline through (comments, messages).
 */
export const noControlChars = ({
  multiline = false,
  message = INVALID_CHARACTERS_MESSAGE,
}: { multiline?: boolean; message?: string } = {}) =>
  z.refine<string>((value) => !hasControlChars(value, multiline), message);
