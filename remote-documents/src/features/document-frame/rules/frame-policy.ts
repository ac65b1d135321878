import { isAnsweredAction, type DocumentAction } from '../../../contract';

/**
 * The sandbox of a document's frame (docs/adr/012-document-forms-in-the-sandbox.md): forms for a
 * document the student answers inside it (survey and form), so that its form can post; nothing for
 * any other, and never scripts or same-origin for any (the school's HTML is not cleaned: a script in
 * it must stay inert, and the frame must have no origin that could reach the portal's).
 */
export const frameSandbox = (action: DocumentAction | null): '' | 'allow-forms' =>
  action !== null && isAnsweredAction(action) ? 'allow-forms' : '';

/**
 * The frame's own policy, on top of the shell's that a srcdoc frame inherits: no fetch but data:
 * images (signatures) and inline styles, and a form may post to `formAction` alone (the answers route's
 * exact URL), or nowhere.
 */
export const framePolicy = (formAction: string | null): string =>
  `default-src 'none'; img-src data:; style-src 'unsafe-inline'; form-action ${formAction ?? "'none'"}`;
