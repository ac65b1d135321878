import fs from 'node:fs';
import path from 'node:path';
import * as z from 'zod/mini';
import { schoolSchema, type School } from '../contracts';
import { DEFAULT_SESSION_IDLE_MINUTES } from '../auth/sessions';

/**
 * Settings of the school file that only the API reads: `schoolSchema` (the shared contract) strips
 * them, so GET /school never sends them to browsers. All optional.
 */
export const schoolServerSettingsSchema = z.object({
  sessions: z.optional(
    z.object({
      /** A session unused this long is refused (the 30-day limit holds anyway): 5 minutes to 30 days. */
      idleTimeoutMinutes: z.optional(z.int().check(z.minimum(5), z.maximum(30 * 24 * 60))),
    }),
  ),
});

/** The school file: what browsers get, and the API's own settings with their defaults applied. */
export interface SchoolFile {
  school: School;
  sessions: { idleTimeoutMinutes: number };
}

function fail(file: string, detail: string): never {
  throw new Error(`Invalid school configuration in ${file}: ${detail}`);
}

function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Reads and validates a school configuration file (contract `schoolSchema`, plus
 * `schoolServerSettingsSchema`). Any problem throws an Error naming the file and each bad field path,
 * e.g. `Invalid school configuration in /x/y.json: modules.cart: Invalid input: expected boolean, received string`.
 */
export function loadSchoolFile(filePath: string): SchoolFile {
  const file = path.resolve(filePath);
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
    fail(file, `cannot read the file (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    fail(file, `not valid JSON (${(err as Error).message})`);
  }
  const result = schoolSchema.safeParse(json);
  const server = schoolServerSettingsSchema.safeParse(json);
  if (!result.success || !server.success) {
    const issues = [...(result.error?.issues ?? []), ...(server.error?.issues ?? [])];
    const lines = issues.map((i) => `${i.path.map(String).join('.') || '(root)'}: ${i.message}`);
    fail(file, [...new Set(lines)].join('; '));
  }
  if (!isKnownTimeZone(result.data.timezone))
    fail(file, `timezone: Unknown time zone '${result.data.timezone}'`);
  return {
    school: result.data,
    sessions: {
      idleTimeoutMinutes: server.data.sessions?.idleTimeoutMinutes ?? DEFAULT_SESSION_IDLE_MINUTES,
    },
  };
}

/** The part of the school file browsers get (GET /school); see loadSchoolFile. */
export function loadSchoolConfig(filePath: string): School {
  return loadSchoolFile(filePath).school;
}
