import { idParamSchema, idSchema, MAX_ID, noControlChars } from './input';
import * as z from '../zod';

test('idSchema takes positive integers that fit PostgreSQL integer', () => {
  for (const ok of [1, 42, MAX_ID]) expect(idSchema.safeParse(ok).success).toBe(true);
  for (const bad of [0, -1, 1.5, MAX_ID + 1, 2 ** 53, '1', null, NaN])
    expect(idSchema.safeParse(bad)).toMatchObject({ success: false });
  expect(idSchema.safeParse(0).error?.issues[0]?.message).toBe('Invalid id');
});

test('idParamSchema takes digits only and gives a number', () => {
  expect(idParamSchema().parse('42')).toBe(42);
  expect(idParamSchema().parse(String(MAX_ID))).toBe(MAX_ID);
  for (const bad of ['0', '-1', '1.5', '1e3', '0x10', ' 1', '', 'abc', String(MAX_ID + 1), '99999999999'])
    expect(idParamSchema().safeParse(bad).success).toBe(false);
  expect(idParamSchema('Invalid student id').safeParse('x').error?.issues[0]?.message).toBe(
    'Invalid student id',
  );
});

test('noControlChars refuses C0 controls and DEL; multiline lets tab and newline through', () => {
  const line = z.string().check(noControlChars());
  const text = z.string().check(noControlChars({ multiline: true }));
  expect(line.safeParse('Ana María O’Neil').success).toBe(true);
  for (const bad of ['a\u0000b', 'a\u0001', 'a\u001b', 'a\u007f', 'a\nb', 'a\tb'])
    expect(line.safeParse(bad).error?.issues[0]?.message).toBe('Invalid characters');
  expect(text.safeParse('line 1\n\tline 2').success).toBe(true);
  for (const bad of ['a\u0000b', 'a\rb', 'a\u007f']) expect(text.safeParse(bad).success).toBe(false);
});
