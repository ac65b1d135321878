import { escapeHtml, framedPage } from '../../../http/framed-pages';
import {
  APPLICATION_QUESTIONS,
  type ApplicationAnswers,
  type ApplicationQuestion,
} from './application-tool-questions';

/*
 * The HTML of the stand-in application-form tool. The pages are framed over the portal in a sandbox
 * that allows forms only, so they hold no script at all (their policy allows none either): plain forms
 * posting to the tool itself, the passport and the form's id in hidden fields. Every value that comes from the school's
 * data or the student is escaped.
 */

/** The tool's routes, under /api. */
export const TOOL_PATH = '/api/rapidapp/tool';
export const TOOL_SAVE_ACTION = `${TOOL_PATH}/save`;

const STYLE = `
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1f1f1f; background: #fff; }
  main { max-width: 40rem; margin: 0 auto; padding: 1.5rem 1rem; }
  h1 { font-size: 1.5rem; margin: 0 0 .25rem; }
  .who { margin: 0 0 1.5rem; color: #555; }
  label { display: block; font-weight: 600; margin: 1.25rem 0 .35rem; }
  textarea, input, select { box-sizing: border-box; width: 100%; font: inherit; padding: .5rem; border: 1px solid #8c8c8c; border-radius: 4px; }
  textarea { min-height: 8rem; }
  textarea:focus, input:focus, select:focus, button:focus { outline: 3px solid #1d4ed8; outline-offset: 1px; }
  .required { color: #a8071a; }
  .error { border: 1px solid #a8071a; background: #fff1f0; padding: .75rem; border-radius: 4px; }
  .actions { display: flex; flex-wrap: wrap; gap: .75rem; margin-top: 1.5rem; }
  button { font: inherit; padding: .6rem 1.1rem; border-radius: 4px; border: 1px solid #1d4ed8; cursor: pointer; }
  button[value="save"] { background: #fff; color: #1d4ed8; }
  button[value="submit"] { background: #1d4ed8; color: #fff; }
`;

const page = (title: string, body: string): string => framedPage(title, STYLE, body);

/** A page that only says something: the form is saved, submitted, or cannot be opened. */
export const messagePage = (title: string, message: string): string =>
  page(title, `<h1>${escapeHtml(title)}</h1>\n<p role="status">${escapeHtml(message)}</p>`);

export const TOOL_MESSAGES = {
  expired: 'This link has expired. Close this window and open the form again.',
  formNotFound: 'This form is not one of your applications. Close this window to return to the portal.',
  saved: 'Your answers are saved. Close this window to return to the portal.',
  submitted: 'Application submitted. Close this window to return to the portal.',
  alreadySubmitted: 'This application was already submitted. Close this window to return to the portal.',
  unknownIntent: 'Choose Save and continue later or Submit application.',
  missingAnswers: 'Answer every required question before submitting:',
  failed: 'Something went wrong. Close this window and open the form again.',
} as const;

export const expiredPage = () => messagePage('Link expired', TOOL_MESSAGES.expired);
export const savedPage = () => messagePage('Answers saved', TOOL_MESSAGES.saved);
export const submittedPage = () => messagePage('Application submitted', TOOL_MESSAGES.submitted);
export const alreadySubmittedPage = () => messagePage('Already submitted', TOOL_MESSAGES.alreadySubmitted);
export const failedPage = () => messagePage('Application form', TOOL_MESSAGES.failed);
export const formNotFoundPage = () => messagePage('Form not found', TOOL_MESSAGES.formNotFound);

function questionField(question: ApplicationQuestion, answer: string): string {
  const id = `q-${question.name}`;
  const mark = question.required ? ' <span class="required">(required)</span>' : '';
  const label = `<label for="${id}">${escapeHtml(question.label)}${mark}</label>`;
  const common = `id="${id}" name="${escapeHtml(question.name)}"`;
  switch (question.kind) {
    case 'textarea':
      return `${label}\n<textarea ${common} maxlength="${question.maxLength}">${escapeHtml(answer)}</textarea>`;
    case 'text':
      return `${label}\n<input type="text" ${common} maxlength="${question.maxLength}" value="${escapeHtml(answer)}">`;
    case 'select': {
      const options = ['', ...question.options].map((option) => {
        const selected = option === answer ? ' selected' : '';
        return `<option value="${escapeHtml(option)}"${selected}>${escapeHtml(option || 'Choose one')}</option>`;
      });
      return `${label}\n<select ${common}>\n${options.join('\n')}\n</select>`;
    }
  }
}

export interface ApplicationFormView {
  formId: number;
  formName: string;
  studentName: string;
  answers: ApplicationAnswers;
  passport: string;
  /** Required questions a submit left unanswered (shown above the form). */
  missing?: readonly string[];
}

/**
 * The form: its name, whose it is, the questions with the answers saved so far, and the two buttons,
 * which post the answers, the passport, the form's id and which button (`intent`) to the tool's save.
 */
export function applicationFormPage(view: ApplicationFormView): string {
  const missing = view.missing?.length
    ? `<div class="error" role="alert"><p>${escapeHtml(TOOL_MESSAGES.missingAnswers)}</p><ul>${view.missing
        .map((label) => `<li>${escapeHtml(label)}</li>`)
        .join('')}</ul></div>\n`
    : '';
  const fields = APPLICATION_QUESTIONS.map((q) => questionField(q, view.answers[q.name] ?? '')).join('\n');
  return page(
    view.formName,
    `<h1>${escapeHtml(view.formName)}</h1>
<p class="who">Application of ${escapeHtml(view.studentName)}</p>
${missing}<form method="post" action="${TOOL_SAVE_ACTION}">
<input type="hidden" name="passport" value="${escapeHtml(view.passport)}">
<input type="hidden" name="formId" value="${view.formId}">
${fields}
<div class="actions">
<button type="submit" name="intent" value="save">Save and continue later</button>
<button type="submit" name="intent" value="submit">Submit application</button>
</div>
</form>`,
  );
}
