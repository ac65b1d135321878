import { escapeHtml, framedPage } from '../../../http/framed-pages';
import { DOCUMENT_ANSWERS_PATH, type Locale } from '../../../contracts';
import { messagesIn, type MessageId, type Translate } from '../../../i18n';
import { formatInstantDateTime } from '../../../lib/format';
import { formatPhoneAnswer, type DocumentAnswers, type DocumentQuestion } from './document-questions';

/*
 * The HTML of a survey or form document's form, and the pages the answers route replies in the frame.
 * The portal shows them in a frame that allows forms and nothing else (no script, no origin of its
 * own), so they hold no script at all: a plain form posting to the answers route, the token in a
 * hidden field. Every value that comes from the school's data or the student is escaped.
 *
 * The pages speak the student's language (the API's catalog, `answers.*`): the form the language of
 * the request for the document, and the form carries it in a hidden field, so that the pages its post
 * replies with speak it too (a frame's post sends the browser's languages, not the portal's choice).
 */

/** Where the form posts: the answers route, under the portal's /api. */
export const ANSWERS_ACTION = `/api/${DOCUMENT_ANSWERS_PATH}`;

/** The hidden field that carries the form's language to the pages its post replies with. */
export const LOCALE_FIELD = 'locale';

const required = (question: DocumentQuestion, t: Translate) =>
  question.required ? ` <span class="answer-required">${escapeHtml(t('answers.required'))}</span>` : '';

function questionField(
  question: DocumentQuestion,
  answer: string,
  problem: string | undefined,
  t: Translate,
): string {
  const id = `answer-${question.name}`;
  const errorId = `${id}-error`;
  const error = problem ? `\n<p class="answer-error" id="${errorId}">${escapeHtml(problem)}</p>` : '';
  const invalid = problem ? ` aria-invalid="true" aria-describedby="${errorId}"` : '';
  const requiredAttribute = question.required ? ' required' : '';
  const common = `id="${id}" name="${question.name}"${requiredAttribute}${invalid}`;
  const label = `<label for="${id}">${escapeHtml(question.label)}${required(question, t)}</label>`;
  switch (question.kind) {
    case 'choice': {
      const options = question.options.map((option, index) => {
        const checked = option === answer ? ' checked' : '';
        return `<label class="answer-option"><input type="radio" name="${question.name}" value="${escapeHtml(option)}"${index === 0 ? requiredAttribute : ''}${checked}> ${escapeHtml(option)}</label>`;
      });
      const describedBy = problem ? ` aria-describedby="${errorId}"` : '';
      return `<fieldset class="answer"${describedBy}>\n<legend>${escapeHtml(question.label)}${required(question, t)}</legend>\n${options.join('\n')}${error}\n</fieldset>`;
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
  /** When answers were recorded before (a line above the form says so). */
  recordedBefore?: { at: Date; timeZone: string };
  locale: Locale;
}

/** The form: the questions with the answers so far, the token, and the button posting them. */
export function answerForm(view: AnswerFormView): string {
  const t = messagesIn(view.locale);
  const problems = view.problems ?? {};
  const summary =
    Object.keys(problems).length > 0
      ? `<p class="answer-error" role="alert">${escapeHtml(t('answers.problems'))}</p>\n`
      : '';
  const before = view.recordedBefore;
  const note = before
    ? `<p class="answers-note" role="status">${escapeHtml(
        t('answers.recordedOn', { when: formatInstantDateTime(before.at, before.timeZone, view.locale) }),
      )}</p>\n`
    : '';
  const fields = view.questions
    .map((q) => questionField(q, view.answers[q.name] ?? '', problems[q.name], t))
    .join('\n');
  // Its lang is the form's own: the school's HTML around it keeps the school's language.
  return `<form class="document-answers" lang="${view.locale}" method="post" action="${ANSWERS_ACTION}" aria-label="${escapeHtml(view.title)}">
${note}${summary}<input type="hidden" name="token" value="${escapeHtml(view.token)}">
<input type="hidden" name="${LOCALE_FIELD}" value="${view.locale}">
${fields}
<p><button type="submit">${escapeHtml(t('answers.send'))}</button></p>
</form>`;
}

/** The answers as the history copy and the reply page show them. */
export function answerList(
  questions: readonly DocumentQuestion[],
  answers: DocumentAnswers,
  locale: Locale = 'en',
): string {
  const t = messagesIn(locale);
  const items = questions.map((q) => {
    const answer = answers[q.name] ?? '';
    const shown = q.kind === 'phone' ? formatPhoneAnswer(answer) : answer;
    const said =
      shown === ''
        ? `<em>${escapeHtml(t('answers.noAnswer'))}</em>`
        : escapeHtml(shown).replace(/\n/g, '<br>');
    return `<dt>${escapeHtml(q.label)}</dt><dd>${said}</dd>`;
  });
  return `<dl class="document-answers-sent">${items.join('')}</dl>`;
}

/**
 * The history copy of a submitted survey or form: the school's HTML, then the answers and when they
 * were sent. A record the school keeps, so in the spec's English whatever language it was sent in.
 */
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

const page = (title: string, body: string, locale: Locale): string => framedPage(title, STYLE, body, locale);

const messagePage = (locale: Locale, title: MessageId, message: MessageId) => {
  const t = messagesIn(locale);
  return page(
    t(title),
    `<h1>${escapeHtml(t(title))}</h1>\n<p role="status">${escapeHtml(t(message))}</p>`,
    locale,
  );
};

export const expiredPage = (locale: Locale) => messagePage(locale, 'answers.expiredTitle', 'answers.expired');
export const alreadySubmittedPage = (locale: Locale) =>
  messagePage(locale, 'answers.alreadySubmittedTitle', 'answers.alreadySubmitted');
export const failedPage = (locale: Locale) => messagePage(locale, 'answers.failedTitle', 'answers.failed');

/** Answers kept: says so, and shows them. */
export const recordedPage = (
  title: string,
  questions: readonly DocumentQuestion[],
  answers: DocumentAnswers,
  locale: Locale,
): string => {
  const t = messagesIn(locale);
  const heading = t('answers.recordedTitle');
  return page(
    heading,
    `<h1>${escapeHtml(heading)}</h1>\n<p role="status">${escapeHtml(t('answers.recorded'))}</p>\n<h2 style="font-size:1rem">${escapeHtml(title)}</h2>\n${answerList(questions, answers, locale)}`,
    locale,
  );
};

/** Answers refused: the form again, with what was typed (not kept) and what is wrong. */
export const formAgainPage = (view: AnswerFormView): string =>
  page(view.title, `<h1>${escapeHtml(view.title)}</h1>\n${answerForm(view)}`, view.locale);

/** The action view of a survey or form document: the school's HTML, then its form. */
export const withAnswerForm = (html: string, form: string): string => `${html}\n${form}`;
