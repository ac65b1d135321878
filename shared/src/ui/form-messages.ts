import { config, type core } from 'zod/mini';
import { tooLongMessage } from '../forms/field-rules';

/**
 * The words a student reads for a check that no schema gave a message: a safety net, since every
 * form rule should say the spec's words itself. zod/mini loads no locale, so without this such a
 * check would say 'Invalid input'.
 */
export const fallbackFieldMessage = (issue: core.$ZodRawIssue): string => {
  switch (issue.code) {
    case 'too_big':
      return issue.origin === 'string' ? tooLongMessage(Number(issue.maximum)) : 'This value is too large';
    case 'too_small':
      if (issue.origin !== 'string') return 'This value is too small';
      return Number(issue.minimum) <= 1 ? 'Fill in this field' : `Use at least ${issue.minimum} characters`;
    case 'invalid_type':
      return issue.input === undefined || issue.input === null || issue.input === ''
        ? 'Fill in this field'
        : 'Check this field';
    case 'invalid_value':
      return 'Choose one of the options';
    case 'invalid_format':
      return issue.format === 'email' ? 'Invalid email address' : 'Check the format of this field';
    default:
      return 'Check this field';
  }
};

// Once, when the forms kit loads (the shell's copy serves every remote). Only an issue without a
// message of its own gets it. The API never loads this barrel: its messages stay zod's English.
config({ customError: fallbackFieldMessage });
