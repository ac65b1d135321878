import { formatInstantDateTime } from '../../../lib/format';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The history copy of a signed document: the school's HTML as it was when signed, then who signed it,
 * when (en-US, the school's time zone) and their signature as it was then (a PNG or JPEG data URL the
 * profile checked when it was saved; shown by the client's frame, which allows data: images only).
 */
export function signedText(
  html: string,
  signer: { firstName: string; lastName: string },
  signature: string,
  signedAt: Date,
  timeZone: string,
): string {
  const name = `${signer.firstName} ${signer.lastName}`.trim() || 'Student';
  return (
    `${html}\n<div class="document-signature" style="margin-top:24px;padding-top:12px;border-top:1px solid #d9d9d9">` +
    `<p>Signed by ${escapeHtml(name)} on ${escapeHtml(formatInstantDateTime(signedAt, timeZone))}</p>` +
    `<img alt="Signature" src="${escapeHtml(signature)}" style="max-width:300px;max-height:100px">` +
    `</div>`
  );
}
