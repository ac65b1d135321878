import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../../context';
import { paymentsEndpoints } from '../../../contracts';
import { notFound } from '../../../http/errors';
import { registerEndpoint } from '../../../http/register-endpoint';
import { createFileLink } from '../../../files';
import { requesterLocale } from '../../../i18n';
import { listChargeStates, toCharge } from '../services/charges';
import { payCharges } from '../services/pay-charges';
import { findPayment, listPayments, toPaymentRecord } from '../services/payments';

/** The acting student's account: charges, payments, paying charges, receipt and statement links (spec 7.2). */
export const chargesRoutes: FastifyPluginAsync<AppContext> = async (app, { db, school }) => {
  registerEndpoint(app, db, paymentsEndpoints.getPayableCharges, async ({ student }) => {
    const { charges } = await listChargeStates(db, student.studentId);
    return { charges: charges.filter((c) => c.balanceCents > 0).map(toCharge) };
  });

  registerEndpoint(app, db, paymentsEndpoints.getCharges, async ({ student }) => {
    const { charges } = await listChargeStates(db, student.studentId);
    return { charges: charges.map(toCharge) };
  });

  registerEndpoint(app, db, paymentsEndpoints.getPayments, async ({ student }) => ({
    payments: (await listPayments(db, student.studentId)).map(toPaymentRecord),
  }));

  registerEndpoint(app, db, paymentsEndpoints.payCharges, async ({ student, input }) =>
    payCharges(db, school, student.studentId, input.body),
  );

  // The PDFs are in the language of whoever asks for the link (a guardian's own for a related student).
  registerEndpoint(app, db, paymentsEndpoints.getReceiptLink, async ({ student, input, request }) => {
    const payment = await findPayment(db, student.studentId, input.params.id);
    if (!payment) throw notFound('Payment not found');
    const locale = await requesterLocale(db, school, request, student);
    return {
      url: await createFileLink(db, student.studentId, { kind: 'receipt', paymentId: payment.id }, locale),
    };
  });

  registerEndpoint(app, db, paymentsEndpoints.getStatementLink, async ({ student, request }) => ({
    url: await createFileLink(
      db,
      student.studentId,
      { kind: 'statement' },
      await requesterLocale(db, school, request, student),
    ),
  }));
};
