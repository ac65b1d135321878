import { DEMO_PASSWORD, openSignedIn } from '../fixtures/session';
import { fillStudentRecord } from '../fixtures/student-record-fields';
import { expect, test } from '../fixtures/test';

test('an unverified student sees the danger alert and only Profile in the navigation', async ({
  page,
  portal,
}) => {
  await openSignedIn(page, 'unverified@demo.school', '/categories');
  await expect(
    page.getByText('Your account is not verified, please check your email for a verification link.'),
  ).toBeVisible();
  await expect(portal.sidebar().getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(portal.sidebar().getByRole('link', { name: 'Documents' })).toHaveCount(0);
  await portal.expectAccessible();
});

test('a student without a record completes it in the completion modal', async ({ page, portal }) => {
  await openSignedIn(page, 'norecord@demo.school', '/categories');
  const alert = page.getByText("You don't have a student account,", { exact: false });
  await expect(alert).toBeVisible();
  const modal = page.getByRole('dialog', { name: 'Please complete your student account information' });

  await test.step('the modal opens, moves and closes from the keyboard', async () => {
    await page.getByRole('button', { name: 'Click here' }).focus();
    await page.keyboard.press('Enter');
    await expect(modal).toBeVisible();
    // The modal takes focus itself once it has opened: the steps below act after that, not before.
    await expect.poll(() => modal.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    // antd may still move focus into the modal (its opening animation) after that: if it took the
    // focus back from the first field, focus it and Tab again.
    await expect(async () => {
      await modal.getByLabel('Legal first name').focus();
      await page.keyboard.press('Tab');
      await expect(modal.getByLabel('Legal last name')).toBeFocused({ timeout: 1_000 });
    }).toPass();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
  });

  await page.getByRole('button', { name: 'Click here' }).click();
  await expect(modal).toBeVisible();
  await portal.expectAccessible();

  await test.step('validation on blur, and the first invalid field focused on submit', async () => {
    await modal.getByLabel('Street address').focus();
    await modal.getByLabel('City').focus();
    await expect(modal.getByText('Type in your street address')).toBeVisible();
    await modal.getByRole('button', { name: 'Submit' }).click();
    await expect(modal.getByLabel('Street address')).toBeFocused();
  });

  await test.step('submit: the record exists and the alert goes', async () => {
    await fillStudentRecord(modal, {
      street: '4 Elm Street',
      city: 'Riverbend',
      state: 'Ohio',
      zip: '43015',
      phone: '6145550142',
    });
    await modal.getByRole('button', { name: 'Submit' }).click();
    await expect(modal).toBeHidden();
    await expect(alert).toBeHidden();
    await expect(portal.sidebar().getByRole('link', { name: 'Documents' })).toBeVisible();
  });
});

test('a student who must complete personal info sees the card instead of the page, then the page', async ({
  page,
  portal,
}) => {
  await openSignedIn(page, 'newuser@demo.school', '/categories');
  const card = page.getByRole('heading', { name: 'Please complete your account information' });
  await expect(card).toBeVisible();
  await expect(portal.categoriesHeading()).toHaveCount(0);
  await portal.expectAccessible();

  const form = page.getByRole('form', { name: 'Account information' });
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('Please check the fields and try again')).toBeVisible();
  await expect(form.getByText('Type in your legal first name')).toBeVisible();
  await form.getByLabel('Legal first name').fill('Nina');
  await form.getByLabel('Legal last name').fill('Newman');
  await form.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await form.getByLabel('Password confirmation').fill('Student#2027');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText("Passwords don't match")).toBeVisible();
  await form.getByLabel('Password confirmation').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(portal.categoriesHeading()).toBeVisible();
});
