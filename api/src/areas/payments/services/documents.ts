import type { Locale, School } from '../../../contracts';
import { queryOne, type Queryable } from '../../../db';
import { messagesIn, pdfPageLabel, type Translate } from '../../../i18n';
import { formatCents, formatDate, formatInstantDate } from '../../../lib/format';
import { fitText, renderPdf, type PdfBlock, type PdfSpan } from '../../../lib/pdf';
import { listChargeStates } from './charges';
import { findPayment, listPayments, paymentAllocations } from './payments';

/**
 * Receipts and the account statement as PDFs, reached through short-lived capability links
 * (src/files/file-links.ts: kinds `receipt` and `statement`). The PDF is made when the link is opened,
 * in the link's locale: its fixed texts from the API's catalog (src/i18n), dates and money in that
 * locale's formats (English: the spec's '11/24/2026' and '$ 1,234.56'; Spanish: '24/11/2026', '$1,234.56').
 */

async function studentName(db: Queryable, studentId: number, t: Translate): Promise<string> {
  const row = await queryOne<{ name: string }>(
    db,
    `SELECT btrim(first_name || ' ' || last_name) AS name FROM students WHERE id = $1`,
    [studentId],
  );
  return row?.name || t('pdf.student');
}

const heading = (school: School, title: string): PdfBlock[] => [
  { text: school.name, font: 'bold', size: 18 },
  { text: title, font: 'bold', size: 13 },
  { gap: 8 },
];

const field = (label: string, value: string): PdfSpan[] => [
  { text: label, font: 'bold' },
  { text: value, x: 130 },
];

/** A receipt: the school, the student, the payment and the charges it paid. */
export async function receiptPdf(
  db: Queryable,
  school: School,
  studentId: number,
  paymentId: number,
  locale: Locale = 'en',
): Promise<{ filename: string; pdf: Buffer } | undefined> {
  const payment = await findPayment(db, studentId, paymentId);
  if (!payment) return undefined;
  const t = messagesIn(locale);
  const money = (cents: number) => formatCents(cents, locale);
  const allocations = await paymentAllocations(db, paymentId);
  const blocks: PdfBlock[] = [
    ...heading(school, t('receipt.title')),
    field(t('pdf.student'), await studentName(db, studentId, t)),
    field(t('pdf.date'), formatInstantDate(payment.paid_at, school.timezone, locale)),
    field(t('pdf.description'), fitText(payment.description, 370, 10)),
    field(t('pdf.amount'), money(payment.amount_cents)),
    field(t('receipt.paidWith'), payment.method_label),
    field(t('receipt.verificationCode'), payment.verification_code),
    { gap: 12 },
  ];
  if (allocations.length > 0) {
    blocks.push(
      { text: t('receipt.chargesPaid'), font: 'bold', size: 12 },
      [
        { text: t('pdf.date'), font: 'bold' },
        { text: t('pdf.description'), x: 80, font: 'bold' },
        { text: t('pdf.amount'), x: 504, align: 'right', font: 'bold' },
      ],
      { rule: true },
      ...allocations.map((a): PdfSpan[] => [
        { text: formatDate(a.charged_on, locale) },
        { text: fitText(a.description, 330, 10), x: 80 },
        { text: money(a.amount_cents), x: 504, align: 'right' },
      ]),
    );
  }
  blocks.push({ gap: 16 }, t('receipt.thanks'));
  return {
    filename: `receipt-${paymentId}.pdf`,
    pdf: renderPdf(blocks, {
      title: t('receipt.documentTitle', { school: school.name, code: payment.verification_code }),
      pageLabel: pdfPageLabel(locale),
    }),
  };
}

/** The account statement: every charge with what is paid and owed, every payment, and the totals. */
export async function statementPdf(
  db: Queryable,
  school: School,
  studentId: number,
  locale: Locale = 'en',
): Promise<{ filename: string; pdf: Buffer }> {
  const t = messagesIn(locale);
  const money = (cents: number) => formatCents(cents, locale);
  const { today, charges } = await listChargeStates(db, studentId);
  const payments = await listPayments(db, studentId);
  const total = (pick: (c: (typeof charges)[number]) => number) =>
    charges.reduce((sum, c) => sum + pick(c), 0);
  const blocks: PdfBlock[] = [
    ...heading(school, t('statement.title')),
    field(t('pdf.student'), await studentName(db, studentId, t)),
    field(t('statement.date'), formatDate(today, locale)),
    { gap: 12 },
    { text: t('statement.charges'), font: 'bold', size: 12 },
    [
      { text: t('pdf.date'), font: 'bold' },
      { text: t('pdf.description'), x: 70, font: 'bold' },
      { text: t('statement.charged'), x: 354, align: 'right', font: 'bold' },
      { text: t('statement.paid'), x: 429, align: 'right', font: 'bold' },
      { text: t('statement.balance'), x: 504, align: 'right', font: 'bold' },
    ],
    { rule: true },
  ];
  if (charges.length === 0) blocks.push(t('statement.noCharges'));
  for (const c of charges) {
    blocks.push([
      { text: formatDate(c.date, locale) },
      { text: fitText(c.description, 210, 10), x: 70 },
      { text: money(c.chargedCents), x: 354, align: 'right' },
      { text: money(c.paidCents), x: 429, align: 'right' },
      { text: money(c.balanceCents), x: 504, align: 'right' },
    ]);
  }
  blocks.push({ rule: true }, [
    { text: t('pdf.totals'), font: 'bold' },
    { text: money(total((c) => c.chargedCents)), x: 354, align: 'right', font: 'bold' },
    { text: money(total((c) => c.paidCents)), x: 429, align: 'right', font: 'bold' },
    { text: money(total((c) => c.balanceCents)), x: 504, align: 'right', font: 'bold' },
  ]);
  blocks.push(
    { gap: 8 },
    field(t('statement.pastDue'), money(total((c) => c.pastDueCents))),
    field(t('statement.dueNow'), money(total((c) => c.dueCents))),
    { gap: 16 },
    { text: t('statement.payments'), font: 'bold', size: 12 },
    [
      { text: t('pdf.date'), font: 'bold' },
      { text: t('pdf.description'), x: 70, font: 'bold' },
      { text: t('statement.method'), x: 290, font: 'bold' },
      { text: t('pdf.amount'), x: 504, align: 'right', font: 'bold' },
    ],
    { rule: true },
  );
  if (payments.length === 0) blocks.push(t('statement.noPayments'));
  for (const p of payments) {
    blocks.push([
      { text: formatInstantDate(p.paid_at, school.timezone, locale) },
      { text: fitText(p.description, 210, 10), x: 70 },
      { text: fitText(p.method_label, 140, 10), x: 290 },
      { text: money(p.amount_cents), x: 504, align: 'right' },
    ]);
  }
  blocks.push({ rule: true }, [
    { text: t('statement.totalPaid'), font: 'bold' },
    {
      text: money(payments.reduce((sum, p) => sum + p.amount_cents, 0)),
      x: 504,
      align: 'right',
      font: 'bold',
    },
  ]);
  return {
    filename: `statement-${today}.pdf`,
    pdf: renderPdf(blocks, {
      title: t('statement.documentTitle', { school: school.name, date: formatDate(today, locale) }),
      pageLabel: pdfPageLabel(locale),
    }),
  };
}
