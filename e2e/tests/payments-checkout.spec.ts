import { studentApi } from '../fixtures/browse-page';
import { CART_CLASS, PaymentsPage, TEST_PAYMENT } from '../fixtures/payments-page';
import { expect, test } from '../fixtures/test';

/**
 * Cart checkout (shell spec section 4) against the real API and its simulated gateway, each test by a
 * student of its own: card and bank debit, a discount code, a decline, a gateway error with Retry,
 * and a double-clicked Pay that charges once.
 */
test.describe('checkout', () => {
  let token: string;
  let payments: PaymentsPage;

  test.beforeEach(async ({ page, freshStudent, browse }) => {
    ({ token } = await freshStudent.signIn());
    payments = new PaymentsPage(page);
    // Into the cart as a student does it: Add to Cart on the course page.
    await browse.openCourse(CART_CLASS.category, CART_CLASS.course);
    const card = browse.classCard(CART_CLASS.code);
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(card.getByRole('button', { name: 'Go to Checkout' })).toBeVisible();
  });

  test('by card with a discount code, double-clicked: one payment, the class enrolled, the cart empty', async ({
    page,
    portal,
    browse,
  }) => {
    const before = await payments.paymentsOf(token);
    await page.goto('/checkout');
    const main = portal.main();
    await expect(main.getByText(`Class ID: ${CART_CLASS.code}`)).toBeVisible();
    await expect(payments.payButton(main)).toHaveText('Pay $ 59.00');

    await test.step('an expired code is refused with its reason; a valid one lowers the total', async () => {
      const code = main.getByLabel(/^Discount code for/);
      await code.fill('SPRING2025');
      await main.getByRole('button', { name: 'Apply' }).click();
      await expect(main.getByText('This discount code has expired')).toBeVisible();
      await code.fill('WELCOME50');
      await main.getByRole('button', { name: 'Apply' }).click();
      await expect(main.getByText('Discount (WELCOME50) -$ 50.00')).toBeVisible();
      await expect(payments.payButton(main)).toHaveText('Pay $ 9.00');
    });

    await test.step('the page passes axe with the card filled in', async () => {
      await payments.fillCard(main);
      await payments.fillBilling(main);
      await portal.expectAccessible();
    });

    await test.step('a double click pays once', async () => {
      await payments.payButton(main).dblclick();
      await expect(payments.completed()).toBeVisible();
      await expect(main.getByText('$ 9.00', { exact: true })).toBeVisible();
      await expect(payments.verificationCode()).toHaveText(/^[A-Z0-9]{10}$/);
      const after = await payments.paymentsOf(token);
      expect(after).toHaveLength(before.length + 1);
      expect(after.filter((payment) => payment.verificationCode === after[0]!.verificationCode)).toHaveLength(
        1,
      );
      await portal.expectAccessible();
    });

    await test.step('the cart is empty at once, and the class reads enrolled', async () => {
      await expect(portal.header().getByRole('button', { name: /^Cart/ })).toHaveCount(0);
      expect((await studentApi(page.request, token).cart()).items).toEqual([]);
      await browse.openCourse(CART_CLASS.category, CART_CLASS.course);
      await expect(browse.classCard(CART_CLASS.code).getByText('Enrolled', { exact: true })).toBeVisible();
    });
  });

  test('by bank debit', async ({ page, portal }) => {
    await page.goto('/checkout');
    const main = portal.main();
    await payments.fillBank(main);
    await payments.fillBilling(main);
    await payments.payButton(main).click();
    await expect(payments.completed()).toBeVisible();
    expect((await studentApi(page.request, token).cart()).items).toEqual([]);
    expect((await payments.paymentsOf(token))[0]).toMatchObject({ amount: 59 });
  });

  test("a decline shows the server's message and Back; a gateway error offers Retry; nothing typed is lost", async ({
    page,
    portal,
  }) => {
    const before = await payments.paymentsOf(token);
    await page.goto('/checkout');
    const main = portal.main();
    await payments.fillCard(main, TEST_PAYMENT.declinedCard);
    await payments.fillBilling(main);

    await test.step('declined: the message, Back and no Retry', async () => {
      await payments.payButton(main).click();
      await expect(
        main.getByRole('alert').filter({ hasText: 'Your card was declined. Please use another card.' }),
      ).toBeVisible();
      await expect(main.getByRole('button', { name: 'Retry' })).toHaveCount(0);
      await portal.expectAccessible();
      await main.getByRole('button', { name: 'Back' }).click();
      await expect(main.getByLabel('City', { exact: true })).toHaveValue('Springfield');
    });

    await test.step('a gateway error: Retry tries again (try 2)', async () => {
      await main.getByLabel('Card number', { exact: true }).fill(TEST_PAYMENT.gatewayErrorCard);
      await payments.payButton(main).click();
      const error = main
        .getByRole('alert')
        .filter({ hasText: 'The payment gateway did not answer. Please try again.' });
      await expect(error).toBeVisible();
      const checkouts: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/cart/checkout')) checkouts.push(request.url());
      });
      await main.getByRole('button', { name: 'Retry' }).click();
      await expect(error).toBeVisible();
      expect(checkouts).toHaveLength(1);
      await main.getByRole('button', { name: 'Back' }).click();
    });

    await test.step('another card goes through, and only it is charged', async () => {
      await main.getByLabel('Card number', { exact: true }).fill(TEST_PAYMENT.card);
      await payments.payButton(main).click();
      await expect(payments.completed()).toBeVisible();
      expect(await payments.paymentsOf(token)).toHaveLength(before.length + 1);
    });
  });
});
