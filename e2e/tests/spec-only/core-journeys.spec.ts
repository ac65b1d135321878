import { CART_CLASS, PaymentsPage } from '../../fixtures/payments-page';
import { DocumentsPage, pictureBytes } from '../../fixtures/documents-page';
import { EnrollmentsPage } from '../../fixtures/enrollments-page';
import { DEMO_PASSWORD } from '../../fixtures/session';
import { expect, test } from '../../fixtures/test';
import { mainStack } from '../../support/ports';

/**
 * The core journeys against a school's backend that answers section 7 of the spec and nothing more:
 * npm test runs this folder on a stack whose API is in spec-only mode (API_SPEC_ONLY=1, every
 * extension answers 404; see e2e/support/global-setup.ts). Each journey that changes data takes a
 * student of its own.
 */
test.describe('on the spec’s calls alone', () => {
  test.beforeAll(async ({ request }) => {
    // This folder only makes sense against the spec-only API: a 404 for an extension proves it.
    const extension = await request.post(`http://127.0.0.1:${mainStack.api}/api/student/logout`, {
      data: {},
    });
    expect(extension.status(), 'the API is in spec-only mode').toBe(404);
  });

  test('signs in, browses and signs out', async ({ page, signIn, browse }) => {
    await page.goto('/categories');
    await signIn.open();
    await signIn.signIn('student@demo.school', DEMO_PASSWORD);
    await expect(signIn.dialog()).toBeHidden();
    await browse.openCourse(CART_CLASS.category, CART_CLASS.course);
    await expect(browse.classCard(CART_CLASS.code)).toBeVisible();
    // POST /student/logout is an extension: its 404 is ignored, the session still ends.
    await page.getByRole('button', { name: /Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(signIn.openButton()).toBeVisible();
  });

  test('adds a class to the cart and checks out by card', async ({ page, portal, browse, freshStudent }) => {
    await freshStudent.signIn();
    const payments = new PaymentsPage(page);
    await browse.openCourse(CART_CLASS.category, CART_CLASS.course);
    await browse.classCard(CART_CLASS.code).getByRole('button', { name: 'Add to Cart' }).click();
    await page.goto('/checkout');
    const main = portal.main();
    await payments.fillCard(main);
    await payments.fillBilling(main);
    await payments.payButton(main).click();
    await expect(payments.completed()).toBeVisible();
    await expect(payments.verificationCode()).toHaveText(/^[A-Z0-9]{10}$/);
  });

  test('registers and pays a form: Sign works without the sign call', async ({
    page,
    registration,
    freshStudent,
  }) => {
    const payments = new PaymentsPage(page);
    await freshStudent.signIn();
    await registration.startForm('TRD-140-R', freshStudent);
    await registration.fillSimpleForm();
    await registration.sign();
    // Any change still needs a new signature (spec 4.1), kept by the wizard alone here.
    await registration.field(/Emergency contact name/).fill('Robin Tester Jr');
    await expect(registration.button('Sign')).toBeEnabled();
    await registration.sign();
    await registration.button('Continue').click();
    const panel = registration.panel();
    await payments.fillCard(panel);
    await payments.fillBilling(panel);
    await panel.getByRole('checkbox', { name: 'I agree with the refund policy' }).check();
    await registration.button('Pay $ 225.00').click();
    await expect(panel.getByText('Payment completed!')).toBeVisible();
    await expect(panel.getByText('Thank you, your registration form has been submitted!')).toBeVisible();
  });

  test('submits a no-cost form', async ({ registration, freshStudent }) => {
    await freshStudent.signIn();
    const classPanel = await registration.openClass('ENR-140-N');
    await classPanel.getByRole('button', { name: 'Enroll' }).click();
    const panel = registration.noCostPanel();
    await panel.getByRole('button', { name: 'Submit' }).click();
    await expect(panel.getByText('You are enrolled.')).toBeVisible();
  });

  test('signs one document and uploads another', async ({ page, freshStudent }) => {
    await freshStudent.signIn();
    const documents = new DocumentsPage(page);
    await page.goto('/documents');
    await documents
      .required()
      .getByRole('button', { name: /Liability Waiver and Release/ })
      .click();
    const panel = documents.panel();
    await panel.getByRole('button', { name: 'Type a Signature' }).click();
    await panel
      .getByRole('textbox', { name: 'Sign here' })
      .fill(`${freshStudent.firstName} ${freshStudent.lastName}`);
    await panel.getByRole('button', { name: 'Save' }).click();
    await panel.getByRole('button', { name: 'Submit' }).click();
    await expect(panel.getByText('Document submitted, please check your document history!')).toBeVisible();
    await documents.closePanel();

    await documents
      .required()
      .getByRole('button', { name: /Photo ID/ })
      .click();
    await documents.addPicture(
      panel,
      { name: 'front.png', mimeType: 'image/png', buffer: await pictureBytes(page, 'image/png', 'FRONT') },
      'ID Card',
    );
    await panel.getByRole('button', { name: 'Submit' }).click();
    await expect(panel.getByText('Document submitted, please check your document history!')).toBeVisible();
  });

  test('opens an enrollment and a follow-up form through the spec’s two calls', async ({
    page,
    freshStudent,
  }) => {
    await freshStudent.signIn();
    const enrollments = new EnrollmentsPage(page);
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/rapidapp/'))
        calls.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    await enrollments.open(/HLT-140-E/);
    const forms = enrollments.view().getByRole('group', { name: 'Follow up applications' });
    await forms.getByRole('button', { name: 'Background Check Authorization Cont.' }).click();
    const overlay = page.getByRole('dialog', { name: 'Background Check Authorization' });
    await expect(
      overlay.frameLocator('iframe').getByRole('heading', { name: 'Background Check Authorization' }),
    ).toBeVisible();
    expect(calls).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^GET \/api\/rapidapp\/form\/\d+$/),
        'POST /api/rapidapp/passport',
      ]),
    );
  });

  test('the schedule, calendar and attendance pages say the school’s system does not offer them', async ({
    page,
    portal,
    freshStudent,
  }) => {
    await freshStudent.signIn();
    for (const path of ['/schedule', '/calendar', '/attendance']) {
      await page.goto(path);
      await expect(portal.main().getByText(/does not offer/)).toBeVisible();
      await expect(portal.main().getByText(/not found/i)).toHaveCount(0);
    }
  });

  test('edits the profile', async ({ page, profile, freshStudent }) => {
    await freshStudent.signIn();
    await page.goto('/profile');
    const main = profile.main();
    await main.getByRole('button', { name: 'Edit profile' }).click();
    const form = main.getByRole('form', { name: 'Edit profile' });
    await form.getByRole('textbox', { name: 'Preferred name' }).fill('Lee');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(main.getByRole('heading', { name: `Lee ${freshStudent.lastName}`, level: 3 })).toBeVisible();
  });
});
