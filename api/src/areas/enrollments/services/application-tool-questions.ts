/*
 * The questions of the stand-in application-form tool (spec 4.4: in production an external tool the
 * school configures; this one stands in for it, so that the portal's follow-up forms can be started,
 * continued and submitted end to end). Every form asks the same questions; answers are text.
 */

interface QuestionBase {
  name: string;
  label: string;
  /** Submitting needs an answer; saving for later does not. */
  required: boolean;
}
export type ApplicationQuestion =
  | (QuestionBase & { kind: 'textarea' | 'text'; maxLength: number })
  | (QuestionBase & { kind: 'select'; options: readonly string[] });

export const APPLICATION_QUESTIONS: readonly ApplicationQuestion[] = [
  { name: 'goal', label: 'What do you hope to achieve?', kind: 'textarea', required: true, maxLength: 2000 },
  {
    name: 'schedule',
    label: 'Which schedule suits you best?',
    kind: 'select',
    required: true,
    options: ['Mornings', 'Afternoons', 'Evenings', 'Weekends'],
  },
  {
    name: 'support',
    label: 'Is there anything we should know to support you?',
    kind: 'text',
    required: false,
    maxLength: 500,
  },
];

/** Answers by question name ('' when unanswered). */
export type ApplicationAnswers = Record<string, string>;

// Line breaks stay (a textarea's answer); other control characters are dropped.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** One answer as it may be kept: known options only, text cleaned, trimmed and cut to its length. */
function cleanAnswer(question: ApplicationQuestion, value: unknown): string {
  if (typeof value !== 'string') return '';
  if (question.kind === 'select') return question.options.includes(value) ? value : '';
  const text = value.replace(/\r\n?/g, '\n').replace(CONTROL, '').trim();
  return question.kind === 'text'
    ? text.replace(/\n/g, ' ').slice(0, question.maxLength)
    : text.slice(0, question.maxLength);
}

/** Every question's answer, cleaned, from a lookup by name (a post's fields, stored JSON). */
export const readAnswers = (valueOf: (name: string) => unknown): ApplicationAnswers =>
  Object.fromEntries(APPLICATION_QUESTIONS.map((q) => [q.name, cleanAnswer(q, valueOf(q.name))]));

/** The answers kept in application_user_forms.answers (anything else there is ignored). */
export const storedAnswers = (json: unknown): ApplicationAnswers =>
  readAnswers((name) =>
    typeof json === 'object' && json !== null && Object.hasOwn(json, name)
      ? (json as Record<string, unknown>)[name]
      : undefined,
  );

/** The labels of the required questions left unanswered (submitting needs none). */
export const missingAnswers = (answers: ApplicationAnswers): string[] =>
  APPLICATION_QUESTIONS.filter((q) => q.required && !answers[q.name]).map((q) => q.label);
