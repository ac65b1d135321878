import { escapeHtml, framedPage } from '../../../http/framed-pages';
import { DOCUMENT_ANSWERS_PATH } from '../../../contracts';
import { formatInstantDateTime } from '../../../lib/format';
import { formatPhoneAnswer, type DocumentAnswers, type DocumentQuestion } from './document-questions';

/*
 * The HTML of a survey or form document's form, and the pages the answers route replies in the frame.
 * The portal shows them in a frame that allows forms and nothing else (no script, no origin of its
 * own), so they hold no script at all: a plain form posting to the answers route, the token in a
 * hidden field. Every value that comes from the school's data or the student is escaped.
 */

/** Where the form posts: the answers route, under the portal's /api. */
export const ANSWERS_ACTION = `/api/${DOCUMENT_ANSWERS_PATH}`;

export const ANSWER_MESSAGES = {
  send: 'Send answers',
  recorded: 'Your answers were recorded. Press Submit below the document to submit it.',
  recordedOn: (when: string) =>
    `Your answers were recorded on ${when}. Change them and send them again if you need to, then press Submit below the document.`,
  problems: 'Check the answers marked below, then send them again.',
  expired: 'This form has expired. Close the document and open it again to send your answers.',
  alreadySubmitted: 'This document was already submitted. Close it to return to the portal.',
  failed: 'Your answers could not be recorded. Close the document and open it again.',
} as const;

const required = (question: DocumentQuestion) =>
  question.required ? ' <span class="answer-required">(required)</span>' : '';

function questionField(question: DocumentQuestion, answer: string, problem: string | undefined): string {
  const id = `answer-${question.name}`;
  const errorId = `${id}-error`;
  const error = problem ? `\n<p class="answer-error" id="${errorId}">${escapeHtml(problem)}</p>` : '';
  const invalid = problem ? ` aria-invalid="true" aria-describedby="${errorId}"` : '';
  const requiredAttribute = question.required ? ' required' : '';
  const common = `id="${id}" name="${question.name}"${requiredAttribute}${invalid}`;
  const label = `<label for="${id}">${escapeHtml(question.label)}${required(question)}</label>`;
  switch (question.kind) {
    case 'choice': {
      const options = question.options.map((option, index) => {
        const checked = option === answer ? ' checked' : '';
        return `<label class="answer-option"><input type="radio" name="${question.name}" value="${escapeHtml(option)}"${index === 0 ? requiredAttribute : ''}${checked}> ${escapeHtml(option)}</label>`;
      });
      const describedBy = problem ? ` aria-describedby="${errorId}"` : '';
      return `<fieldset class="answer"${describedBy}>\n<legend>${escapeHtml(question.label)}${required(question)}</legend>\n${options.join('\n')}${error}\n</fieldset>`;
    }
    case 'textarea':
      return `<div class="answer">\n${label}\n<textarea ${common} maxlength="${question.maxLength}">${escapeHtml(answer)}</textarea>${error}\n</div>`;
    case 'text':
      return `<div class="answer">\n${label}\n<input type="text" ${common} maxlength="${question.maxLength}" value="${escapeHtml(answer)}">${error}\n</div>`;
    case 'phone':
      return `<div class="answer">\n${label}\n<input type="tel" ${common} autocomplete="tel-national" maxlength="20" value="${escapeHtml(formatPhoneAnswer(answer))}">${error}\n</div>`;
  }
}

export interface AnswerFormView {
  title: string;
  questions: readonly DocumentQuestion[];
  answers: DocumentAnswers;
  token: string;
  /** What is wrong with an answer sent, by question name (shown beside it). */
  problems?: Readonly<Record<string, string>>;
  /** A line above the form (answers recorded before). */
  note?: string;
}

/** The form: the questions with the answers so far, the token, and the button posting them. */
export function answerForm(view: AnswerFormView): string {
  const problems = view.problems ?? {};
  const summary =
    Object.keys(problems).length > 0
      ? `<p class="answer-error" role="alert">${escapeHtml(ANSWER_MESSAGES.problems)}</p>\n`
      : '';
  const note = view.note ? `<p class="answers-note" role="status">${escapeHtml(view.note)}</p>\n` : '';
  const fields = view.questions
    .map((q) => questionField(q, view.answers[q.name] ?? '', problems[q.name]))
    .join('\n');
  return `<form class="document-answers" method="post" action="${ANSWERS_ACTION}" aria-label="${escapeHtml(view.title)}">
${note}${summary}<input type="hidden" name="token" value="${escapeHtml(view.token)}">
${fields}
<p><button type="submit">${ANSWER_MESSAGES.send}</button></p>
</form>`;
}

/** The answers as the history copy and the reply page show them. */
export function answerList(questions: readonly DocumentQuestion[], answers: DocumentAnswers): string {
  const items = questions.map((q) => {
    const answer = answers[q.name] ?? '';
    const shown = q.kind === 'phone' ? formatPhoneAnswer(answer) : answer;
    return `<dt>${escapeHtml(q.label)}</dt><dd>${shown === '' ? '<em>No answer</em>' : escapeHtml(shown).replace(/\n/g, '<br>')}</dd>`;
  });
  return `<dl class="document-answers-sent">${items.join('')}</dl>`;
}

/** The history copy of a submitted survey or form: the school's HTML, then the answers and when they were sent. */
export function answeredText(
  html: string,
  questions: readonly DocumentQuestion[],
  answers: DocumentAnswers,
  recordedAt: Date,
  timeZone: string,
): string {
  return (
    `${html}\n<div class="document-answers-block" style="margin-top:24px;padding-top:12px;border-top:1px solid #d9d9d9">` +
    `<p>Answers sent on ${escapeHtml(formatInstantDateTime(recordedAt, timeZone))}</p>` +
    `${answerList(questions, answers)}</div>`
  );
}

const STYLE = `
  body { margin: 16px; font: 14px/1.55 -apple-system, "Segoe UI", Roboto, Arial, sans-serif; color: #1f1f1f; background: #fff; overflow-wrap: anywhere; }
  h1 { font-size: 1.25rem; margin: 0 0 .75rem; }
  dt { font-weight: 600; margin-top: .75rem; }
  dd { margin: .15rem 0 0; }
  .answer { margin: 1rem 0; }
  fieldset.answer { border: 1px solid #d9d9d9; border-radius: 6px; padding: .5rem .75rem .75rem; }
  legend, .answer > label { font-weight: 600; display: block; margin-bottom: .35rem; }
  .answer-option { display: block; font-weight: 400; padding: .2rem 0; }
  .answer-required { font-weight: 400; color: #a8071a; }
  .answer-error { color: #a8071a; margin: .35rem 0 0; }
  input[type="text"], input[type="tel"], textarea { box-sizing: border-box; width: 100%; font: inherit; padding: .45rem; border: 1px solid #8c8c8c; border-radius: 4px; }
  textarea { min-height: 6rem; }
  input:focus, textarea:focus, button:focus { outline: 3px solid #1d4ed8; outline-offset: 1px; }
  button { font: inherit; padding: .5rem 1rem; border-radius: 4px; border: 1px solid #1d4ed8; background: #1d4ed8; color: #fff; cursor: pointer; }
`;

const page = (title: string, body: string): string => framedPage(title, STYLE, body);

const messagePage = (title: string, message: string) =>
  page(title, `<h1>${escapeHtml(title)}</h1>\n<p role="status">${escapeHtml(message)}</p>`);

export const expiredPage = () => messagePage('Form expired', ANSWER_MESSAGES.expired);
export const alreadySubmittedPage = () => messagePage('Already submitted', ANSWER_MESSAGES.alreadySubmitted);
export const failedPage = () => messagePage('Answers not recorded', ANSWER_MESSAGES.failed);

/** Answers kept: says so, and shows them. */
export const recordedPage = (
  title: string,
  questions: readonly DocumentQuestion[],
  answers: DocumentAnswers,
): string =>
  page(
    'Answers recorded',
    `<h1>Answers recorded</h1>\n<p role="status">${escapeHtml(ANSWER_MESSAGES.recorded)}</p>\n<h2 style="font-size:1rem">${escapeHtml(title)}</h2>\n${answerList(questions, answers)}`,
  );

/** Answers refused: the form again, with what was typed (not kept) and what is wrong. */
export const formAgainPage = (view: AnswerFormView): string =>
  page(view.title, `<h1>${escapeHtml(view.title)}</h1>\n${answerForm(view)}`);

/** The action view of a survey or form document: the school's HTML, then its form. */
export const withAnswerForm = (html: string, form: string): string => `${html}\n${form}`;

/** When answers were recorded, for the note above the form. */
export const recordedNote = (recordedAt: Date, timeZone: string): string =>
  ANSWER_MESSAGES.recordedOn(formatInstantDateTime(recordedAt, timeZone));
