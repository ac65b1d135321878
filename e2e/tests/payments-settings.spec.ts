import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startApi } from '../../scripts/lib/api-process.mjs';
import { repoRoot } from '../../scripts/lib/run.mjs';
import { PaymentsPage } from '../fixtures/payments-page';
import { requestsTo } from '../fixtures/requests';
import { signInThroughApi } from '../fixtures/session';
import { expect, test } from '../fixtures/test';
import { startShellOrigin } from '../support/origins';
import { extraPorts, remoteOrigin } from '../support/ports';

/**
 * A fake of PayPal's SDK script, served at its real address: the buttons call the portal's
 * createOrder and onApprove as the SDK does, with an order that authorizes to an id.
 */
const FAKE_WALLET_SDK = `
window.paypal = {
  version: '5.0.0-test',
  FUNDING: { PAYPAL: 'paypal', CARD: 'card', CREDIT: 'credit' },
  Buttons(options) {
    return {
      isEligible: () => true,
      close: () => Promise.resolve(),
      updateProps: () => Promise.resolve(),
      render(container) {
        const host = typeof container === 'string' ? document.querySelector(container) : container;
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = 'Pay with PayPal (test)';
        button.addEventListener('click', async () => {
          const created = [];
          const orderID = await options.createOrder({}, {
            order: { create: (order) => { created.push(order); window.__walletOrder = order; return Promise.resolve('TEST-ORDER-1'); } },
          });
          await options.onApprove({ orderID }, {
            order: { authorize: () => Promise.resolve({ purchase_units: [{ payments: { authorizations: [{ id: 'TESTAUTH' + Date.now() }] } }] }) },
          });
        });
        host.appendChild(button);
        return Promise.resolve();
      },
    };
  },
};`;

/**
 * A school with a digital wallet client id, bank debit off and the account module off (its own API
 * and shell; the remotes are the main stack's): the wallet tab works, the bank tab is gone, and
 * /account is not routed.
 */
test.describe('payment settings of another school', () => {
  const shellUrl = `http://localhost:${extraPorts.walletShell}`;
  let stop: () => Promise<void>;

  test.beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-wallet-'));
    const school = JSON.parse(readFileSync(path.join(repoRoot, 'api/config/demo-school.json'), 'utf8'));
    school.payments = {
      ...school.payments,
      digitalWalletClientId: 'test-wallet-client',
      bankDebitEnabled: false,
    };
    school.modules = { ...school.modules, account: false };
    const schoolConfig = path.join(dir, 'school.json');
    writeFileSync(schoolConfig, JSON.stringify(school));
    const api = await startApi({
      port: extraPorts.walletApi,
      dataDir: path.join(dir, 'data'),
      quiet: true,
      schoolConfig,
    });
    const shell = await startShellOrigin({
      port: extraPorts.walletShell,
      apiOrigin: api.origin,
      remotes: Object.fromEntries(
        ['browse', 'profile', 'payments'].map((name) => [name, `${remoteOrigin(name)}/mf-manifest.json`]),
      ),
    });
    stop = async () => {
      await shell.close();
      await api.stop();
      rmSync(dir, { recursive: true, force: true });
    };
  });

  test.afterAll(async () => stop());

  test.use({ baseURL: shellUrl });

  test('pays with the wallet (PayPal SDK faked at the network); no bank tab; /account not routed', async ({
    page,
    portal,
  }) => {
    const paymentsRemote = requestsTo(page, remoteOrigin('payments'));
    await page.route('https://www.paypal.com/sdk/js**', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: FAKE_WALLET_SDK }),
    );
    // This school's own database: its demo student has a class in the cart.
    await signInThroughApi(page, 'student@demo.school');

    await test.step('/categories and /profile fetch nothing of remote-payments', async () => {
      await page.goto('/categories');
      await expect(portal.categoryLinks().first()).toBeVisible();
      await page.goto('/profile');
      await expect(portal.main().getByRole('button', { name: 'Edit profile' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(paymentsRemote).toEqual([]);
    });

    await test.step('/account is not routed, and the sidebar has no Account', async () => {
      await page.goto('/account');
      await expect(portal.notFound()).toBeVisible();
      await expect(portal.sidebar().getByRole('link', { name: 'Account' })).toHaveCount(0);
    });

    const payments = new PaymentsPage(page);
    const main = portal.main();
    await test.step('checkout: the PayPal tab first, no Bank Account Debit', async () => {
      await page.goto('/checkout');
      await expect(main.getByRole('tab', { name: 'PayPal' })).toHaveAttribute('aria-selected', 'true');
      await expect(main.getByRole('tab', { name: 'Credit Card' })).toBeVisible();
      await expect(main.getByRole('tab', { name: 'Bank Account Debit' })).toHaveCount(0);
    });

    await test.step('the wallet approves an authorized order for the amount, with no shipping; Pay completes', async () => {
      await main.getByRole('button', { name: 'Pay with PayPal (test)' }).click();
      await expect(main.getByText('PayPal approved this payment.')).toBeVisible();
      const order = await page.evaluate(
        () => (window as unknown as { __walletOrder: unknown }).__walletOrder,
      );
      expect(order).toMatchObject({
        intent: 'AUTHORIZE',
        purchase_units: [{ amount: { currency_code: 'USD', value: '425.00' } }],
        application_context: { shipping_preference: 'NO_SHIPPING' },
      });
      const sdk = await page.evaluate(() =>
        [...document.scripts].map((script) => script.src).find((src) => src.includes('paypal.com/sdk/js')),
      );
      expect(sdk).toContain('client-id=test-wallet-client');
      expect(sdk).toContain('intent=authorize');
      expect(sdk).toContain('enable-funding=card,credit');
      await portal.expectAccessible();
      await payments.payButton(main).click();
      await expect(payments.completed()).toBeVisible();
    });
  });
});
