import { documentOpenedBy, PaymentsPage } from '../fixtures/payments-page';
import { expect, test } from '../fixtures/test';

/**
 * /account and the Charges Payment slide-out (spec 2.5, 4.2, 5.5, 7.2) against the real API, by a
 * student of its own (every test student has the demo school's set of charges).
 */
test.describe('account charges', () => {
  test('pays two charges, one partly, by keyboard; the balances and a new receipt show', async ({
    page,
    portal,
    freshStudent,
  }) => {
    const { token } = await freshStudent.signInAndOpen('/account');
    const payments = new PaymentsPage(page);
    const main = portal.main();
    const charges = main.getByRole('table').first();
    const depositRow = charges.getByRole('row').filter({ hasText: 'Tuition deposit – Fall term' });
    await expect(depositRow).toContainText('$ 750.00');
    await portal.expectAccessible();
    const before = await payments.paymentsOf(token);

    const panel = payments.panel();
    await test.step('Select: a partial amount on one charge, the plan with only next due at once', async () => {
      await main.getByRole('button', { name: 'Pay', exact: true }).focus();
      await page.keyboard.press('Enter');
      await expect(panel.getByRole('heading', { name: 'Pay your account charges' })).toBeVisible();
      // The spec's message, with the days the API counts (45 on the day the demo set was seeded).
      const lateDays = await payments.lateDaysOf(token);
      expect(lateDays).toBeGreaterThanOrEqual(45);
      await expect(panel.getByText(`${lateDays} day(s) past due, please contact school`)).toBeVisible();
      await expect(panel.getByRole('button', { name: 'Continue' })).toBeDisabled();
      await portal.expectAccessible();

      await panel.getByRole('button', { name: 'Pay Tuition deposit – Fall term' }).focus();
      await page.keyboard.press('Enter');
      const amount = panel.getByLabel('Amount to pay (up to $ 750.00)');
      await expect(amount).toHaveValue('750.00');
      await amount.focus();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('800');
      await expect(panel.getByText('The amount cannot be more than $ 750.00')).toBeVisible();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('100.50');

      await panel.getByRole('button', { name: 'Pay Payment plan – IT Support Specialist' }).focus();
      await page.keyboard.press('Enter');
      await expect(panel.getByRole('group', { name: 'Grand total' })).toContainText('$ 400.50');
      await portal.expectAccessible();
      await panel.getByRole('button', { name: 'Continue' }).focus();
      await page.keyboard.press('Enter');
    });

    await test.step('Payment: the card, then Pay', async () => {
      await payments.fillCard(panel);
      await payments.fillBilling(panel);
      await portal.expectAccessible();
      await payments.payButton(panel).focus();
      await page.keyboard.press('Enter');
    });

    await test.step('Confirm: Payment completed! and the code; closing asks nothing', async () => {
      await expect(panel.getByText('Payment completed!')).toBeVisible();
      await expect(panel.getByRole('definition').filter({ hasText: '$ 400.50' })).toBeVisible();
      await portal.expectAccessible();
      await panel.getByRole('button', { name: 'Close', exact: true }).last().focus();
      await page.keyboard.press('Enter');
      await expect(panel).toBeHidden();
    });

    await test.step('the balances and the new payment with its receipt show', async () => {
      await expect(depositRow).toContainText('$ 649.50');
      const after = await payments.paymentsOf(token);
      expect(after).toHaveLength(before.length + 1);
      const newest = after[0]!;
      expect(newest.amount).toBe(400.5);
      const paymentRow = main.getByRole('row').filter({ hasText: newest.verificationCode });
      await expect(paymentRow).toContainText('$ 400.50');
      const receipt = paymentRow.getByRole('button', { name: /^Receipt of/ });
      const pdf = await page.request.get(await documentOpenedBy(page, () => receipt.click()));
      expect(pdf.headers()['content-type']).toContain('application/pdf');
      const body = (await pdf.body()).toString('latin1');
      expect(body.startsWith('%PDF-')).toBe(true);
      expect(body).toContain(newest.verificationCode);
    });
  });

  test('closing with a half-done selection asks first; the statement opens as a PDF', async ({
    page,
    portal,
    freshStudent,
  }) => {
    await freshStudent.signInAndOpen('/account');
    const payments = new PaymentsPage(page);
    const main = portal.main();
    const statement = await page.request.get(
      await documentOpenedBy(page, () => main.getByRole('button', { name: 'Statement' }).click()),
    );
    expect(statement.headers()['content-type']).toContain('application/pdf');
    expect((await statement.body()).toString('latin1')).toContain('Tuition deposit');

    await main.getByRole('button', { name: 'Pay', exact: true }).click();
    const panel = payments.panel();
    await panel.getByRole('button', { name: 'Pay Payment plan – Welding Technician Certificate' }).click();
    await expect(panel.getByRole('radio', { name: 'Past due $ 300.00' })).toBeVisible();
    await portal.expectAccessible();
    await page.keyboard.press('Escape');
    await expect(page.getByText('Discard your changes?')).toBeVisible();
  });
});
