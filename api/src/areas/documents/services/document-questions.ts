import * as z from 'zod/mini';

/*
 * The questions of a required document's form (required_documents.questions, migration 011): what the
 * action view renders into the school's HTML for a survey or form document, and what the answers route
 * keeps. Answers are text, keyed by question name; nothing the student sends outside the questions is
 * kept.
 */

const name = z.string().check(z.regex(/^[a-z][a-z0-9_]{0,39}$/));
const label = z.string().check(z.minLength(1), z.maxLength(200));
const base = { name, label, required: z.boolean() };

export const documentQuestionSchema = z.discriminatedUnion('kind', [
  z.object({ ...base, kind: z.literal('choice'), options: z.array(label).check(z.minLength(2)) }),
  z.object({
    ...base,
    kind: z.enum(['text', 'textarea']),
    maxLength: z.int().check(z.minimum(1), z.maximum(4000)),
  }),
  // A US phone number: 10 digits, written any way (spaces, dashes, brackets).
  z.object({ ...base, kind: z.literal('phone') }),
]);
export type DocumentQuestion = z.infer<typeof documentQuestionSchema>;

/** `token` is the form's own field: no question may take the name. */
export const documentQuestionsSchema = z.array(documentQuestionSchema).check(
  z.minLength(1),
  z.refine((questions) => {
    const names = questions.map((q) => q.name);
    return new Set(names).size === names.length && !names.includes('token');
  }, 'Question names must be unique and not "token"'),
);

/** The questions of a required document row, or null for a document without a form. */
export const questionsOf = (stored: unknown): DocumentQuestion[] | null =>
  stored === null || stored === undefined ? null : documentQuestionsSchema.parse(stored);

/** Answers by question name ('' when unanswered). */
export type DocumentAnswers = Record<string, string>;

// Line breaks stay (a textarea's answer); other control characters are dropped.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** The digits of a phone answer when there are exactly 10 of them, else the text as written. */
const phoneDigits = (text: string) => {
  const digits = text.replace(/[\s().+-]/g, '');
  return /^1?\d{10}$/.test(digits) ? digits.slice(-10) : text;
};

/** One answer as it may be kept: a known option only, text cleaned, trimmed and cut to its length. */
function cleanAnswer(question: DocumentQuestion, value: unknown): string {
  if (typeof value !== 'string') return '';
  if (question.kind === 'choice') return question.options.includes(value) ? value : '';
  const text = value.replace(/\r\n?/g, '\n').replace(CONTROL, '').trim();
  switch (question.kind) {
    case 'textarea':
      return text.slice(0, question.maxLength);
    case 'text':
      return text.replace(/\n/g, ' ').slice(0, question.maxLength);
    case 'phone':
      return phoneDigits(text.replace(/\n/g, ' ')).slice(0, 40);
  }
}

/** Every question's answer, cleaned, from a lookup by name (a form post's fields, stored JSON). */
export const readAnswers = (
  questions: readonly DocumentQuestion[],
  valueOf: (name: string) => unknown,
): DocumentAnswers => Object.fromEntries(questions.map((q) => [q.name, cleanAnswer(q, valueOf(q.name))]));

/** The answers kept in document_answers.answers (anything else there is ignored). */
export const storedAnswers = (questions: readonly DocumentQuestion[], json: unknown): DocumentAnswers =>
  readAnswers(questions, (key) =>
    typeof json === 'object' && json !== null && Object.hasOwn(json, key)
      ? (json as Record<string, unknown>)[key]
      : undefined,
  );

export const QUESTION_MESSAGES = {
  required: 'Answer this question',
  phone: 'Enter a 10-digit phone number',
} as const;

/** What is wrong with each answer, by question name: a required one left empty, a phone that is not one. */
export function answerProblems(
  questions: readonly DocumentQuestion[],
  answers: DocumentAnswers,
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const question of questions) {
    const answer = answers[question.name] ?? '';
    if (answer === '') {
      if (question.required) problems[question.name] = QUESTION_MESSAGES.required;
    } else if (question.kind === 'phone' && !/^\d{10}$/.test(answer)) {
      problems[question.name] = QUESTION_MESSAGES.phone;
    }
  }
  return problems;
}

/** A kept phone answer as people write it: (614) 555-0150. */
export const formatPhoneAnswer = (digits: string): string =>
  /^\d{10}$/.test(digits) ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : digits;
