import * as z from '../zod';
import './form-messages';

const firstMessage = (schema: z.ZodMiniType, value: unknown) =>
  schema.safeParse(value).error?.issues[0]?.message;

describe('the forms kit’s fallback message', () => {
  it.each<[string, z.ZodMiniType, unknown, string]>([
    ['text past its limit', z.string().check(z.maxLength(50)), 'x'.repeat(51), 'Use at most 50 characters'],
    ['empty text', z.string().check(z.minLength(1)), '', 'Fill in this field'],
    ['text too short', z.string().check(z.minLength(8)), 'short', 'Use at least 8 characters'],
    ['a missing value', z.string(), undefined, 'Fill in this field'],
    ['a value of the wrong type', z.number(), 'seven', 'Check this field'],
    ['a choice not offered', z.enum(['a', 'b']), 'c', 'Choose one of the options'],
    ['an unticked box', z.literal(true), false, 'Choose one of the options'],
    ['a pattern not met', z.string().check(z.regex(/^\d+$/)), 'abc', 'Check the format of this field'],
    ['a number too large', z.number().check(z.maximum(3)), 4, 'This value is too large'],
    ['a failed refinement', z.string().check(z.refine((v) => v === 'yes')), 'no', 'Check this field'],
  ])('names %s instead of "Invalid input"', (_, schema, value, message) => {
    expect(firstMessage(schema, value)).toBe(message);
  });

  it('leaves a rule’s own message alone', () => {
    expect(firstMessage(z.string().check(z.minLength(1, 'Type in your city')), '')).toBe('Type in your city');
    expect(firstMessage(z.string('Type in your city'), undefined)).toBe('Type in your city');
  });
});
