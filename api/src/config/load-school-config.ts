import fs from 'node:fs';
import path from 'node:path';
import { schoolSchema, type School } from '../contracts';

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
 * Reads and validates a school configuration file (contract `schoolSchema`). Any problem throws an
 * Error naming the file and each bad field path, e.g.
 * `Invalid school configuration in /x/y.json: modules.cart: Invalid input: expected boolean, received string`.
 */
export function loadSchoolConfig(filePath: string): School {
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
  if (!result.success) {
    fail(
      file,
      result.error.issues.map((i) => `${i.path.map(String).join('.') || '(root)'}: ${i.message}`).join('; '),
    );
  }
  if (!isKnownTimeZone(result.data.timezone))
    fail(file, `timezone: Unknown time zone '${result.data.timezone}'`);
  return result.data;
}
