import { DEMO_PASSWORD } from '../fixtures/session';
import { latestMail } from '../fixtures/sign-in-modal';
import { expect, test } from '../fixtures/test';

const unique = () => `e2e.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.org`;

test('a visitor registers, verifies the e-mail from the mailbox link and is signed in', async ({
  page,
  portal,
  signIn,
}) => {
  const email = unique();
  await page.goto('/categories');
  await signIn.openMode("Don't have an account yet?");
  const dialog = signIn.dialog();

  await test.step('a failing form says so and keeps what was typed', async () => {
    await dialog.getByLabel('Legal first name').fill('Grace');
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect(dialog.getByText('Please check the fields and try again')).toBeVisible();
    await expect(dialog.getByText('Type in your legal last name')).toBeVisible();
    await expect(dialog.getByLabel('Legal first name')).toHaveValue('Grace');
    await portal.expectAccessible();
  });

  await test.step('fill in the rest, with masks for phone and zip', async () => {
    await signIn.fillRegistration({
      lastName: 'Hopper',
      street: '12 Harbor Road',
      city: 'Riverbend',
      state: 'Ohio',
      zip: '430151234',
      phone: '6145550199',
      email,
      password: 'Harbor#2026',
    });
    await expect(dialog.getByLabel('Zip code')).toHaveValue('43015-1234');
    await expect(dialog.getByLabel('Phone number')).toHaveValue('(614) 555-0199');
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect(
      dialog.getByText(`We sent a verification email to ${email}`, { exact: false }),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('signing in before verifying is refused, with a resend link', async () => {
    await signIn.open();
    await signIn.signIn(email, 'Harbor#2026');
    await expect(dialog.getByText('has not been verified', { exact: false })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Resend the verification email' })).toBeVisible();
    await page.keyboard.press('Escape');
  });

  await test.step('the e-mailed link verifies and signs in, and the passport leaves the URL', async () => {
    const mail = await latestMail(page, email);
    const link = mail?.links.find((url) => url.includes('passport='));
    expect(link).toBeTruthy();
    await page.goto(link!);
    await expect(page.getByText('Your email has been verified!')).toBeVisible();
    await expect(page.getByRole('button', { name: /Account menu for Grace/ })).toBeVisible();
    expect(new URL(page.url()).searchParams.has('passport')).toBe(false);
  });
});

test('registering an e-mail that is taken shows the used_email message', async ({ page, signIn }) => {
  await page.goto('/categories');
  await signIn.openMode("Don't have an account yet?");
  const dialog = signIn.dialog();
  await signIn.fillRegistration({
    firstName: 'Ada',
    lastName: 'Student',
    street: '1 Main St',
    city: 'Riverbend',
    state: 'Ohio',
    zip: '43015',
    phone: '6145550100',
    email: 'student@demo.school',
    password: DEMO_PASSWORD,
  });
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(
    dialog.getByText('The provided email address is already registered.', { exact: false }),
  ).toBeVisible();
});

test('a forgotten password is reset through the e-mailed link', async ({ page, signIn }) => {
  // An account of its own: the test changes its password.
  const email = unique();
  const created = await page.request.post('/api/student/register', {
    data: {
      firstName: 'Reset',
      lastName: 'Tester',
      addressStreet: '9 Oak Lane',
      addressCity: 'Riverbend',
      addressCounty: '',
      addressState: 'OH',
      addressZip: '43015',
      phoneNumber: '6145550177',
      phoneNumberTexting: true,
      email,
      password: DEMO_PASSWORD,
      registerType: 'full',
    },
  });
  expect((await created.json()).result).toBe('ok');
  await page.goto('/categories');
  await signIn.openMode('Forgot your password?');
  await signIn.dialog().getByLabel('Email').fill(email);
  await signIn.dialog().getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    signIn.dialog().getByText(`An email was just sent to ${email}`, { exact: false }),
  ).toBeVisible();
  await signIn.dialog().getByRole('button', { name: 'OK' }).click();
  await expect(signIn.submit()).toBeVisible();
  await page.keyboard.press('Escape');

  const link = (await latestMail(page, email))?.links.find((url) => url.includes('passport='));
  await page.goto(link!);
  const dialog = signIn.dialog();
  await expect(dialog.getByLabel('Email')).toHaveValue(email);
  await dialog.getByLabel('New password', { exact: true }).fill('Changed#2026');
  await dialog.getByLabel('Password confirmation').fill('Changed#2027');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByText("Passwords don't match")).toBeVisible();
  await dialog.getByLabel('Password confirmation').fill('Changed#2026');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByText('Your password has been reset')).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await signIn.signIn(email, 'Changed#2026');
  await expect(page.getByRole('button', { name: /Account menu for/ })).toBeVisible();
});

test('a forgotten e-mail is found by last name, date of birth and zip, and a reset e-mail goes to it', async ({
  page,
  signIn,
  portal,
}) => {
  await page.goto('/categories');
  await signIn.openMode('Forgot your email?');
  const dialog = signIn.dialog();
  await dialog.getByRole('button', { name: 'Find' }).click();
  await expect(dialog.getByText('Type in your date of birth')).toBeVisible();
  await portal.expectAccessible();

  await signIn.findEmail({ lastName: 'Rivera', month: 'April', day: '17', year: '1998', zip: '43215' });
  await dialog.getByRole('button', { name: 'student@demo.school' }).click();
  await expect(
    dialog.getByText('An email was just sent to student@demo.school', { exact: false }),
  ).toBeVisible();
  const mail = await latestMail(page, 'student@demo.school');
  expect(mail?.links.some((url) => url.includes('passport='))).toBe(true);
});

test('Back clears the list of found e-mails', async ({ page, signIn }) => {
  await page.goto('/categories');
  await signIn.openMode('Forgot your email?');
  const dialog = signIn.dialog();
  await signIn.findEmail({ lastName: 'Nobody', month: 'January', day: '1', year: '1990', zip: '99999' });
  await expect(dialog.getByText('No account matches these details.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog.getByRole('button', { name: 'Find' })).toBeVisible();
});

test('an unknown passport shows "Invalid login passport"', async ({ page }) => {
  await page.goto('/categories?passport=not-a-real-passport');
  await expect(page.getByText('Invalid login passport')).toBeVisible();
  await expect(page).toHaveURL(/\/categories$/);
});
