import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { PaymentsPage } from '../fixtures/payments-page';
import { requestsTo } from '../fixtures/requests';
import { remoteOrigin } from '../support/ports';

/**
 * remote-registration against the real API: the demo school's registration forms
 * (api/src/areas/registration/seed/registration-demo.ts). Each test takes a student of its own: test
 * students have an address but no phone number or signature, so each adds both inside the wizard.
 */
const VENUES = {
  simpleNone: 'ENR-120-R',
  simpleFull: 'TRD-140-R',
  feeWaiver: 'ENR-125-R',
  everyControl: 'HLT-130-R',
  instructions: 'HLT-110-A',
  noCost: 'ENR-140-N',
} as const;

const pendingFormsButton = (page: Page) =>
  page
    .getByRole('toolbar', { name: 'Your account' })
    .getByRole('button', { name: /Pending registration forms/ });

/** Presses Tab until `target` has the focus (a keyboard user's way to a control). */
const tabTo = async (page: Page, target: Locator, limit = 40) => {
  for (let press = 0; press < limit; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
};

test.describe('registration forms', () => {
  // Every form here is filled by a student of the test's own, signed in before it starts.
  test.beforeEach(async ({ freshStudent }) => {
    await freshStudent.signIn();
  });

  test('a form saved for later reopens from the header with its values, then is signed and submitted', async ({
    page,
    portal,
    registration,
    freshStudent,
  }) => {
    await test.step('the catalog fetches nothing of remote-registration; a class offering Register prepares it', async () => {
      const fetched = requestsTo(page, remoteOrigin('registration'));
      await page.goto('/categories');
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(fetched).toEqual([]);
      const classPanel = await registration.openClass(VENUES.simpleNone);
      // prepareSlideOut: the wizard's code loads while the student reads the class.
      await expect
        .poll(() => fetched.some((url) => url.includes('__federation_expose_RegistrationSlideOut')))
        .toBe(true);
      await classPanel.getByRole('button', { name: 'Register' }).click();
      await expect(
        registration.panel().getByRole('heading', { level: 2, name: /^Registration: / }),
      ).toBeVisible();
      expect(
        fetched.some((url) => url.endsWith('/mf-manifest.json') || url.endsWith('/remoteEntry.js')),
      ).toBe(true);
    });
    await test.step('no signature yet: one is made inside the wizard', async () => {
      await registration.completePrerequisites(freshStudent);
    });
    await portal.expectAccessible();
    await registration.fillSimpleForm('Robin Tester');
    await registration.button('Save for later').click();
    await expect(registration.panel()).toBeHidden();

    await test.step('the header lists the pending form; View reopens it with the values kept', async () => {
      await pendingFormsButton(page).click();
      await page
        .getByRole('button', { name: /^View / })
        .first()
        .click();
      await expect(registration.field(/Emergency contact name/)).toHaveValue('Robin Tester');
      await expect(registration.panel().locator('textarea').first()).toHaveValue('Because I want to learn.');
    });

    await registration.sign();
    await registration.panel().getByRole('checkbox', { name: 'I agree with the refund policy' }).check();
    await registration.button('Submit').click();
    await expect(
      registration.panel().getByText('Thank you, your registration form has been submitted!'),
    ).toBeVisible();
    await portal.expectAccessible();
    await registration.button('Done').click();

    const classPanel = await registration.openClass(VENUES.simpleNone);
    await expect(classPanel.getByRole('button', { name: 'Registered' })).toBeVisible();
    await expect(pendingFormsButton(page)).toBeHidden();
    await page.goto('/enrollments');
    await expect(
      page
        .getByRole('list', { name: 'Enrollments' })
        .getByRole('button', { name: /Volunteer Tutor Training/ }),
    ).toContainText('Registered');
  });

  test('a full fee is paid by card and shows the verification code', async ({
    page,
    portal,
    registration,
    freshStudent,
  }) => {
    const payments = new PaymentsPage(page);
    await registration.startForm(VENUES.simpleFull, freshStudent);
    await registration.fillSimpleForm();
    await registration.sign();
    await expect(registration.button('Submit')).toHaveCount(0);
    await registration.button('Continue').click();
    await expect(registration.currentStep()).toContainText('Payment');
    const panel = registration.panel();
    await expect(panel.getByText('Amount to pay: $ 225.00')).toBeVisible();
    await payments.fillCard(panel);
    await payments.fillBilling(panel);
    await panel.getByRole('checkbox', { name: 'I agree with the refund policy' }).check();
    await portal.expectAccessible();
    await registration.button('Pay $ 225.00').click();
    await expect(panel.getByText('Payment completed!')).toBeVisible();
    await expect(panel.getByText('Verification Code:')).toBeVisible();
    await expect(panel.getByText('Thank you, your registration form has been submitted!')).toBeVisible();
    await portal.expectAccessible();
  });

  test('a service fee waived by the fee-dismissal checkbox needs no payment', async ({
    registration,
    freshStudent,
  }) => {
    await registration.startForm(VENUES.feeWaiver, freshStudent);
    await expect(registration.button('Continue')).toBeVisible();
    const panel = registration.panel();
    await registration.field(/Name for the class roster/).fill('Jamie Tester');
    await panel.getByRole('checkbox', { name: 'Math' }).check();
    await panel.getByRole('checkbox', { name: /materials fee is waived/ }).check();
    await expect(registration.button('Continue')).toHaveCount(0);
    await expect(registration.steps()).toContainText('Payment (not needed)');
    await registration.sign();
    await registration.button('Submit').click();
    await expect(
      registration.panel().getByText('Thank you, your registration form has been submitted!'),
    ).toBeVisible();
  });

  test('a submit the server refuses names the field: the Go link scrolls to it', async ({
    page,
    registration,
    freshStudent,
  }) => {
    await registration.startForm(VENUES.simpleNone, freshStudent);
    await registration.fillSimpleForm();
    await registration.sign();
    await registration.panel().getByRole('checkbox', { name: 'I agree with the refund policy' }).check();
    // A hand-made request: the same submit with the required name emptied. The server checks it too.
    await page.route('**/api/registration/submit', async (route) => {
      const body = route.request().postDataJSON() as { fields: { registeredValue: unknown }[] };
      body.fields[0]!.registeredValue = '';
      await route.continue({ postData: JSON.stringify(body) });
    });
    await registration.button('Submit').click();
    const go = registration.button('Go');
    await expect(go).toBeVisible();
    await expect(registration.panel().getByText('The field is required.').first()).toBeVisible();
    await registration.panel().locator('.reg-actions').scrollIntoViewIfNeeded();
    await go.click();
    await expect(registration.field(/Emergency contact name/)).toBeFocused();
    await expect(registration.field(/Emergency contact name/)).toBeInViewport();
    await expect(registration.field(/Emergency contact name/)).toHaveValue('Robin Tester');
  });

  test('a network failure on Save keeps every value', async ({ page, registration, freshStudent }) => {
    await registration.startForm(VENUES.simpleNone, freshStudent);
    await registration.fillSimpleForm('Kept Tester');
    await page.route('**/api/registration/save', (route) => route.abort('internetdisconnected'));
    await registration.button('Save for later').click();
    await expect(registration.panel().getByText('Could not save registration form')).toBeVisible();
    await expect(registration.panel()).toBeVisible();
    await expect(registration.field(/Emergency contact name/)).toHaveValue('Kept Tester');
    await expect(registration.panel().locator('textarea').first()).toHaveValue('Because I want to learn.');
  });

  test('the no-cost form submits and the class shows Enrolled', async ({ portal, registration }) => {
    const classPanel = await registration.openClass(VENUES.noCost);
    await classPanel.getByRole('button', { name: 'Enroll' }).click();
    const panel = registration.noCostPanel();
    await expect(panel.getByRole('heading', { level: 2 })).not.toHaveText('Enroll');
    await portal.expectAccessible();
    await panel.getByRole('button', { name: 'Submit' }).click();
    await expect(panel.getByText('You are enrolled.')).toBeVisible();
    await panel.getByRole('button', { name: 'Done' }).click();
    const again = await registration.openClass(VENUES.noCost);
    await expect(again.getByRole('button', { name: 'Enrolled' })).toBeVisible();
  });

  test('instructions come first; every control type 0 to 16 is accessible', async ({
    portal,
    registration,
    freshStudent,
  }) => {
    await registration.register(VENUES.instructions);
    await expect(registration.currentStep()).toContainText('Information');
    await expect(registration.panel().getByRole('heading', { name: 'After you register' })).toBeVisible();
    await portal.expectAccessible();
    await registration.button('Continue').click();
    await registration.completePrerequisites(freshStudent);

    await registration.register(VENUES.everyControl);
    await expect(
      registration.panel().getByRole('textbox', { name: /Social security number/i }),
    ).toBeVisible();
    await portal.expectAccessible();
    const ssn = registration.panel().getByRole('textbox', { name: /Social security number/i });
    await ssn.fill('12345');
    await registration.button('Sign').click();
    await registration.button('Submit').or(registration.button('Continue')).click();
    await expect(registration.panel().getByText('Invalid SSN')).toBeVisible();
    await expect(
      registration
        .panel()
        .getByText('The form is incomplete, please fill all the required fields and try again.'),
    ).toBeVisible();
    await portal.expectAccessible();

    await test.step('a phone and an address chosen from the profile lists show their details and badges', async () => {
      const panel = registration.panel();
      await panel.getByRole('button', { name: 'Choose from Phone List: Best phone to reach you' }).click();
      await panel.getByRole('radio', { name: /555-0142/ }).click();
      const phone = panel.getByRole('group', { name: 'Best phone to reach you' });
      await expect(phone).toContainText('(614) 555-0142');
      await expect(phone).toContainText('Primary');
      await expect(phone.getByRole('button', { name: 'Change Best phone to reach you' })).toBeFocused();
      // Required: no Remove.
      await expect(phone.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
      await panel.getByRole('button', { name: 'Choose from Address List: Mailing address' }).click();
      await panel.getByRole('radio', { name: /12 Test Lane/ }).click();
      await expect(panel.getByRole('group', { name: 'Mailing address' })).toContainText('12 Test Lane');
      await expect(panel.getByText('The address is required.')).toHaveCount(0);
      await portal.expectAccessible();
    });
  });

  test('a date field whose kit cannot be fetched shows the failure in its place, and Retry draws it', async ({
    page,
    registration,
    freshStudent,
  }) => {
    // The profile's phone form, a prerequisite, uses the kit too: add the phone and the signature first,
    // then open the form in a new page, where the kit has not been fetched yet.
    await registration.startForm(VENUES.simpleNone, freshStudent);
    // The forms kit (antd's select and date widgets) is a library the shell shares: cut its files off,
    // as a phone losing its connection would, before the form asks for it.
    const manifest = (await (await page.request.get('/mf-manifest.json')).json()) as {
      shared: { name: string; assets: { js: { sync: string[] } } }[];
    };
    const kitFiles = manifest.shared.find((shared) => shared.name === '@portal/shared/ui-forms')!.assets.js
      .sync;
    expect(kitFiles.length).toBeGreaterThan(0);
    const kitFile = new RegExp(`/(${kitFiles.map((file) => file.replace(/\./g, '\\.')).join('|')})$`);
    const kitFetches: string[] = [];
    await page.route(kitFile, (route) => {
      kitFetches.push(route.request().url());
      return route.abort('internetdisconnected');
    });

    await registration.register(VENUES.everyControl);
    const panel = registration.panel();
    const ssn = panel.getByRole('textbox', { name: /Social security number/i });
    await ssn.fill('123-45-6789');
    const dateOfBirth = panel.getByRole('group', { name: /Date of birth/ });
    const failure = dateOfBirth.getByRole('alert');
    await expect(failure).toContainText(
      'This part could not be loaded. Check your connection and try again.',
    );
    await expect(dateOfBirth.getByRole('combobox')).toHaveCount(0);
    // The rest of the form is there and keeps what was typed.
    await expect(ssn).toHaveValue('123-45-6789');

    // Retry while still offline: one more fetch, and the failure again (not a loop of fetches).
    const fetchesBefore = kitFetches.length;
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect(dateOfBirth.getByRole('alert')).toBeVisible();
    await expect.poll(() => kitFetches.length).toBeGreaterThan(fetchesBefore);
    const fetchesAfterRetry = kitFetches.length;

    await page.unroute(kitFile);
    await dateOfBirth.getByRole('button', { name: 'Retry' }).click();
    await expect(dateOfBirth.getByRole('combobox').first()).toBeVisible();
    await expect(dateOfBirth.getByRole('alert')).toHaveCount(0);
    expect(kitFetches.length).toBe(fetchesAfterRetry);
    await expect(ssn).toHaveValue('123-45-6789');
  });

  test('the whole form can be filled and submitted with the keyboard', async ({
    page,
    registration,
    freshStudent,
  }) => {
    await registration.startForm(VENUES.simpleNone, freshStudent);
    const panel = registration.panel();
    await tabTo(page, registration.field(/Emergency contact name/));
    await page.keyboard.type('Kim Keyboard');
    await page.keyboard.press('Tab');
    await page.keyboard.type('To help adults read.');
    await page.keyboard.press('Tab');
    await page.keyboard.type('4');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    // The dropdown, the browser's own select: the down arrow picks the option after "Choose one".
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    await expect(panel.getByRole('combobox', { name: 'Preferred subject' })).not.toHaveValue('');
    // The radio group and the checkbox group: Tab to the first option, Space picks it.
    await tabTo(page, panel.getByRole('radio').first());
    await page.keyboard.press('Space');
    await tabTo(
      page,
      panel.getByRole('group', { name: 'Days you are available' }).getByRole('checkbox').first(),
    );
    await page.keyboard.press('Space');
    await tabTo(page, panel.getByRole('checkbox', { name: 'I agree with the refund policy' }));
    await page.keyboard.press('Space');
    await tabTo(page, registration.button('Sign'));
    await page.keyboard.press('Enter');
    await expect(registration.button('Signed')).toBeFocused();
    await tabTo(page, registration.button('Submit'));
    await page.keyboard.press('Enter');
    await expect(panel.getByText('Thank you, your registration form has been submitted!')).toBeVisible();
  });
});
