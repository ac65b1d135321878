/**
 * The zod every contract is written with: zod's small build, the functions the portal uses and no
 * more. The shell provides this module once at run time, so each area's contract (compiled into its
 * remote) validates with the shell's copy instead of shipping its own. A shared module cannot be
 * tree-shaken by the apps that consume it, so the list is explicit: all of zod/mini, its locales
 * included, would cost every first load about 80 KB gzipped. Add what a contract needs here.
 */
export {
  _default,
  array,
  boolean,
  coerce,
  enum,
  extend,
  int,
  literal,
  lte,
  maximum,
  maxLength,
  minimum,
  minLength,
  nullable,
  number,
  object,
  optional,
  overwrite,
  pipe,
  positive,
  record,
  refine,
  regex,
  safeParse,
  string,
  superRefine,
  toLowerCase,
  toUpperCase,
  trim,
  union,
  unknown,
  url,
} from 'zod/mini';
export type { infer, input, output, ZodMiniType } from 'zod/mini';

import { regexes as zodRegexes } from 'zod/mini';

/**
 * The patterns the contracts check against: the e-mail address's only. zod's whole `regexes` (every
 * format it knows: addresses, UUIDs, dates, base64 and more) would ship in every first load.
 */
export const regexes = { email: zodRegexes.email };
