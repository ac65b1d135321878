import type { School } from '../../../contracts';
import { queryOne, type Queryable } from '../../../db';
import { formatCents, formatDate, formatInstantDate } from '../../../lib/format';
import { fitText, renderPdf, type PdfBlock, type PdfSpan } from '../../../lib/pdf';
import { listChargeStates } from './charges';
import { findPayment, listPayments, paymentAllocations } from './payments';

/**
 * Receipts and the account statement as PDFs, reached through short-lived capability links
 * (src/files/file-links.ts: kinds `receipt` and `statement`). The PDF is made when the link is opened.
 */

async function studentName(db: Queryable, studentId: number): Promise<string> {
  const row = await queryOne<{ name: string }>(
    db,
    `SELECT btrim(first_name || ' ' || last_name) AS name FROM students WHERE id = $1`,
    [studentId],
  );
  return row?.name || 'Student';
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
): Promise<{ filename: string; pdf: Buffer } | undefined> {
  const payment = await findPayment(db, studentId, paymentId);
  if (!payment) return undefined;
  const allocations = await paymentAllocations(db, paymentId);
  const blocks: PdfBlock[] = [
    ...heading(school, 'Payment receipt'),
    field('Student', await studentName(db, studentId)),
    field('Date', formatInstantDate(payment.paid_at, school.timezone)),
    field('Description', fitText(payment.description, 370, 10)),
    field('Amount', formatCents(payment.amount_cents)),
    field('Paid with', payment.method_label),
    field('Verification code', payment.verification_code),
    { gap: 12 },
  ];
  if (allocations.length > 0) {
    blocks.push(
      { text: 'Charges paid', font: 'bold', size: 12 },
      [
        { text: 'Date', font: 'bold' },
        { text: 'Description', x: 80, font: 'bold' },
        { text: 'Amount', x: 504, align: 'right', font: 'bold' },
      ],
      { rule: true },
      ...allocations.map((a): PdfSpan[] => [
        { text: formatDate(a.charged_on) },
        { text: fitText(a.description, 330, 10), x: 80 },
        { text: formatCents(a.amount_cents), x: 504, align: 'right' },
      ]),
    );
  }
  blocks.push({ gap: 16 }, 'Thank you for your payment. Keep this receipt for your records.');
  return {
    filename: `receipt-${paymentId}.pdf`,
    pdf: renderPdf(blocks, { title: `${school.name}: receipt ${payment.verification_code}` }),
  };
}

/** The account statement: every charge with what is paid and owed, every payment, and the totals. */
export async function statementPdf(
  db: Queryable,
  school: School,
  studentId: number,
): Promise<{ filename: string; pdf: Buffer }> {
  const { today, charges } = await listChargeStates(db, studentId);
  const payments = await listPayments(db, studentId);
  const total = (pick: (c: (typeof charges)[number]) => number) =>
    charges.reduce((sum, c) => sum + pick(c), 0);
  const blocks: PdfBlock[] = [
    ...heading(school, 'Account statement'),
    field('Student', await studentName(db, studentId)),
    field('Statement date', formatDate(today)),
    { gap: 12 },
    { text: 'Charges', font: 'bold', size: 12 },
    [
      { text: 'Date', font: 'bold' },
      { text: 'Description', x: 70, font: 'bold' },
      { text: 'Charged', x: 354, align: 'right', font: 'bold' },
      { text: 'Paid', x: 429, align: 'right', font: 'bold' },
      { text: 'Balance', x: 504, align: 'right', font: 'bold' },
    ],
    { rule: true },
  ];
  if (charges.length === 0) blocks.push('No charges.');
  for (const c of charges) {
    blocks.push([
      { text: formatDate(c.date) },
      { text: fitText(c.description, 210, 10), x: 70 },
      { text: formatCents(c.chargedCents), x: 354, align: 'right' },
      { text: formatCents(c.paidCents), x: 429, align: 'right' },
      { text: formatCents(c.balanceCents), x: 504, align: 'right' },
    ]);
  }
  blocks.push({ rule: true }, [
    { text: 'Totals', font: 'bold' },
    { text: formatCents(total((c) => c.chargedCents)), x: 354, align: 'right', font: 'bold' },
    { text: formatCents(total((c) => c.paidCents)), x: 429, align: 'right', font: 'bold' },
    { text: formatCents(total((c) => c.balanceCents)), x: 504, align: 'right', font: 'bold' },
  ]);
  blocks.push(
    { gap: 8 },
    field('Past due', formatCents(total((c) => c.pastDueCents))),
    field('Due now', formatCents(total((c) => c.dueCents))),
    { gap: 16 },
    { text: 'Payments', font: 'bold', size: 12 },
    [
      { text: 'Date', font: 'bold' },
      { text: 'Description', x: 70, font: 'bold' },
      { text: 'Method', x: 290, font: 'bold' },
      { text: 'Amount', x: 504, align: 'right', font: 'bold' },
    ],
    { rule: true },
  );
  if (payments.length === 0) blocks.push('No payments.');
  for (const p of payments) {
    blocks.push([
      { text: formatInstantDate(p.paid_at, school.timezone) },
      { text: fitText(p.description, 210, 10), x: 70 },
      { text: fitText(p.method_label, 140, 10), x: 290 },
      { text: formatCents(p.amount_cents), x: 504, align: 'right' },
    ]);
  }
  blocks.push({ rule: true }, [
    { text: 'Total paid', font: 'bold' },
    {
      text: formatCents(payments.reduce((sum, p) => sum + p.amount_cents, 0)),
      x: 504,
      align: 'right',
      font: 'bold',
    },
  ]);
  return {
    filename: `statement-${today}.pdf`,
    pdf: renderPdf(blocks, { title: `${school.name}: account statement ${formatDate(today)}` }),
  };
}
