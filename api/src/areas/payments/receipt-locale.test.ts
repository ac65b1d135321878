import { chargeListSchema, documentLinkSchema, paymentListSchema } from '../../contracts';
import { useAreaTest } from '../../../test/support/area-test';
import { callerFor, card, newKey, studentIdOf, type Caller } from '../../../test/support/payments';
import { pdfLines } from '../../../test/support/pdf-text';

/*
 * Receipts and statements in the language of whoever asks for the link: their saved choice, else the
 * Accept-Language of that call, else the school's default. A guardian acting for a related student gets
 * them in the guardian's own language. Money in Spanish is '$12.34' ('$ 12.34' in English, as ever).
 */

const area = useAreaTest(3);
const ES = { 'accept-language': 'es' };

const saveChoice = (studentId: number, locale: string | null) =>
  area.ctx.db.query('UPDATE students SET preferred_locale = $2 WHERE id = $1', [studentId, locale]);

/** The PDF behind a link call's `{ url }`, as lines. */
async function pdfOf(link: { statusCode: number; json(): { data: unknown } }): Promise<string[]> {
  expect(link.statusCode).toBe(200);
  const { url } = documentLinkSchema.parse(link.json().data);
  const res = await fetch(area.ctx.baseUrl + url);
  expect(res.status).toBe(200);
  return pdfLines(Buffer.from(await res.arrayBuffer()));
}
const withHeaders = (s: Caller, url: string, headers: Record<string, string>) =>
  area.ctx.inject({
    method: 'GET',
    url: `/api/${url}`,
    headers: { authorization: `Bearer ${s.token}`, ...headers },
  });

afterEach(() => area.ctx.db.query('UPDATE students SET preferred_locale = NULL'));

describe('a receipt PDF', () => {
  it("is in the student's saved language: Spanish texts, DD/MM/YYYY dates and $1,234.56 money", async () => {
    const s = area.fresh();
    const { charges } = chargeListSchema.parse((await s.get('student/account/charges')).json().data);
    const lab = charges.find((c) => c.description.startsWith('Lab fee'))!;
    const paid = await s.post('student/account/charges/pay', {
      charges: [{ chargeId: lab.chargeId, amount: 12.34 }],
      payment: card(),
      amount: 12.34,
      idempotencyKey: newKey(),
    });
    expect(paid.statusCode).toBe(200);
    const [payment] = paymentListSchema.parse((await s.get('student/account/payments')).json().data).payments;
    const receiptUrl = `student/account/payment/${payment!.paymentId}/receipt/link`;

    await saveChoice(s.studentId, 'es');
    const lines = await pdfOf(await s.get(receiptUrl));
    expect(lines.slice(0, 2)).toEqual(['Riverbend Technical College', 'Recibo de pago']);
    expect(lines).toEqual(
      expect.arrayContaining([
        `Estudiante | ${area.nameOf(s)}`,
        'Descripción | Account payment: Lab fee – Welding I',
        'Monto | $12.34',
        'Pagado con | Visa ending 1111',
        `Código de verificación | ${paid.json().data.verificationCode}`,
        'Cargos pagados',
        'Fecha | Descripción | Monto',
        'Gracias por tu pago. Guarda este recibo para tus registros.',
        'Página 1 de 1',
      ]),
    );
    const [day, month, year] = lines
      .find((l) => l.startsWith('Fecha | '))!
      .slice('Fecha | '.length)
      .split('/');
    expect(`${year}-${month}-${day}`).toMatch(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/);

    // Saved English wins over the call's Spanish: the receipt as it always was.
    await saveChoice(s.studentId, 'en');
    const english = await pdfOf(await withHeaders(s, receiptUrl, ES));
    expect(english).toEqual(expect.arrayContaining(['Payment receipt', 'Amount | $ 12.34', 'Page 1 of 1']));
    expect(english.find((l) => l.startsWith('Date | '))).toMatch(/^Date \| \d{2}\/\d{2}\/\d{4}$/);
  });
});

describe('the statement PDF', () => {
  it("follows the call's Accept-Language when nothing is saved, else the school's default", async () => {
    const s = area.fresh();
    const spanish = await pdfOf(await withHeaders(s, 'student/account/statement/link', ES));
    expect(spanish).toEqual(
      expect.arrayContaining([
        'Estado de cuenta',
        'Fecha | Descripción | Cargado | Pagado | Saldo',
        'Fecha | Descripción | Método | Monto',
        'Página 1 de 1',
      ]),
    );
    expect(spanish.some((line) => /^Totales \| \$[\d,]+\.\d\d \| /.test(line))).toBe(true);

    const english = await pdfOf(await s.get('student/account/statement/link'));
    expect(english).toEqual(expect.arrayContaining(['Account statement', 'Page 1 of 1']));
    expect(english.some((line) => /^Totals \| \$ [\d,]+\.\d\d \| /.test(line))).toBe(true);
  });

  it("is in a guardian's own language while they act for a related student", async () => {
    const guardianId = await studentIdOf(area.ctx.db, 'guardian@demo.school');
    const emmaId = await studentIdOf(area.ctx.db, 'emma.parker@demo.school');
    await saveChoice(guardianId, 'es');
    await saveChoice(emmaId, 'en');
    const guardian = await callerFor(area.ctx, guardianId);
    expect((await guardian.get(`student/impersonate/${emmaId}`)).statusCode).toBe(200);
    const lines = await pdfOf(await guardian.get('student/account/statement/link'));
    expect(lines[1]).toBe('Estado de cuenta');
    expect(lines).toContain('Estudiante | Emma Parker');
  });
});
