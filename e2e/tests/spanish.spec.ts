import type { Page } from '@playwright/test';
import { DocumentsPage } from '../fixtures/documents-page';
import { CART_CLASS, TEST_PAYMENT } from '../fixtures/payments-page';
import { spanishOf } from '../fixtures/spanish';
import { expect, test } from '../fixtures/test';

/**
 * The portal in Spanish (docs/adr/019-messages-and-locales.md): chosen by the browser's language or
 * from the header's language menu, the main journeys in Spanish with axe on each screen, `lang` true
 * on the page, and English back exactly as the spec words it. Controls are found by the Spanish a
 * reader sees, which the apps' catalogs give for the spec's English (fixtures/spanish.ts).
 */
const shell = (english: string) => spanishOf('shell', english);
const browse = (english: string) => spanishOf('remote-browse', english);
const registration = (english: string) => spanishOf('remote-registration', english);
const payments = (english: string) => spanishOf('remote-payments', english);
const documents = (english: string) => spanishOf('remote-documents', english);
const profile = (english: string) => spanishOf('remote-profile', english);
const enrollments = (english: string) => spanishOf('remote-enrollments', english);
const api = (english: string) => spanishOf('api', english);

const mainHeading = (page: Page, name: string) =>
  page.getByRole('main').getByRole('heading', { level: 2, name, exact: true });
const languageMenu = (page: Page) =>
  page.getByRole('banner').getByRole('combobox', { name: /^(Language|Idioma)$/ });

test.describe('a visitor whose browser reads Spanish', () => {
  test.use({ locale: 'es-US' });

  test('sees the portal in Spanish at once, signs in in Spanish, and can choose English', async ({
    page,
    portal,
    freshStudent,
  }) => {
    await page.goto('/categories');
    await expect(mainHeading(page, 'Explorar cursos')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
    await expect(languageMenu(page)).toHaveValue('es');
    await expect(page.getByRole('navigation', { name: shell('Sidebar') })).toBeVisible();
    await portal.expectAccessible();

    await test.step('the sign-in dialog and its refusals are Spanish', async () => {
      await page
        .getByRole('banner')
        .getByRole('button', { name: shell('Sign in') })
        .click();
      const dialog = page.getByRole('dialog', { name: shell('Sign in') });
      await dialog.getByRole('button', { name: shell('Sign in'), exact: true }).click();
      await expect(dialog.getByText(spanishOf('shared', 'Type in your email address'))).toBeVisible();
      await portal.expectAccessible();
      await dialog.getByLabel(shell('Email'), { exact: true }).fill(freshStudent.email);
      await dialog.getByLabel(shell('Password'), { exact: true }).fill(freshStudent.password);
      await dialog.getByRole('button', { name: shell('Sign in'), exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: /^Menú de la cuenta de / })).toBeVisible();
    });

    await test.step('English from the menu: the spec’s words, and lang follows', async () => {
      await languageMenu(page).selectOption({ label: 'English' });
      await expect(mainHeading(page, 'Browse Courses')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
      await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible();
    });
  });
});

test.describe('a student who chooses Español', () => {
  // The main journeys, each screen checked with axe.
  test.slow();

  test('browses, enrolls, pays, signs a document and opens an enrollment in Spanish; English comes back exactly', async ({
    page,
    portal,
    browse: browsePage,
    freshStudent,
  }) => {
    await freshStudent.signInAndOpen('/categories');
    await expect(mainHeading(page, 'Browse Courses')).toBeVisible();
    await languageMenu(page).selectOption({ label: 'Español' });
    await expect(mainHeading(page, 'Explorar cursos')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
    await expect(page.getByRole('banner').getByRole('link', { name: shell('Browse Courses') })).toHaveText(
      'Explorar cursos',
    );

    await test.step('browse: search, then enroll in a class at no cost', async () => {
      const search = page.getByRole('main').getByRole('searchbox', {
        name: browse('Search courses, classes and pathways'),
      });
      await search.fill('ENR-140-N');
      await search.press('Enter');
      await page
        .getByRole('main')
        .getByRole('region', { name: browse('Classes'), exact: true })
        .getByRole('button', { name: /ENR-140-N/ })
        .click();
      const classPanel = page.getByRole('dialog', { name: shell('Class') });
      await expect(classPanel.getByRole('heading', { level: 2 })).toBeVisible();
      await portal.expectAccessible();
      await classPanel.getByRole('button', { name: browse('Enroll') }).click();
      const enroll = page.getByRole('dialog', { name: shell('No-cost registration') });
      await enroll.getByRole('button', { name: registration('Submit') }).click();
      await expect(enroll.getByText(registration('You are enrolled.'))).toBeVisible();
      await portal.expectAccessible();
      await enroll.getByRole('button', { name: registration('Done') }).click();
    });

    await test.step('pay: a class through the cart, by card', async () => {
      // The course page by its address, as a bookmark opens it (the class card is named by its code).
      await browsePage.openCourse(CART_CLASS.category, CART_CLASS.course);
      const card = browsePage.classCard(CART_CLASS.code);
      await card.getByRole('button', { name: browse('Add to Cart') }).click();
      await card.getByRole('button', { name: browse('Go to Checkout') }).click();
      const main = page.getByRole('main');
      await expect(mainHeading(page, payments('Checkout'))).toBeVisible();
      await expect(main.getByRole('button', { name: /^Pagar \$59\.00$/ })).toBeVisible();
      const type = async (label: string, text: string) => {
        const field = main.getByLabel(label, { exact: true });
        await field.focus();
        await field.pressSequentially(text);
      };
      await type(payments('Name on card'), 'Casey Tester');
      await type(payments('Card number'), TEST_PAYMENT.card);
      await type(payments('Expiration (MM/YY)'), '1230');
      await type(payments('Security code'), '123');
      await expect(main.getByText(payments('Please complete all the billing info fields'))).toBeVisible();
      await type(payments('Address'), '12 Elm Street');
      await type(payments('City'), 'Springfield');
      await main.getByLabel(payments('State'), { exact: true }).selectOption({ label: 'Illinois' });
      await type(payments('Billing zip code'), '62704');
      await type(payments('Phone'), '5551234567');
      await portal.expectAccessible();
      await main.getByRole('button', { name: /^Pagar \$59\.00$/ }).click();
      await expect(page.getByText(payments('Payment completed!'))).toBeVisible();
      await portal.expectAccessible();
    });

    await test.step('documents: the waiver, signed with a typed signature', async () => {
      await page.goto('/documents');
      await expect(mainHeading(page, documents('Documents'))).toBeVisible();
      const required = page.getByRole('list', { name: documents('Documents requiring action') });
      await required
        .getByRole('listitem')
        .filter({ hasText: /Liability Waiver and Release/ })
        .getByRole('button')
        .first()
        .click();
      const panel = page.getByRole('dialog');
      await expect(panel.getByRole('button', { name: documents('Submit') })).toBeDisabled();
      await portal.expectAccessible();
      await panel.getByRole('button', { name: profile('Type a Signature') }).click();
      await panel.getByRole('textbox', { name: profile('Sign here') }).fill('Casey Tester');
      await panel.getByRole('button', { name: profile('Save') }).click();
      await panel.getByRole('button', { name: documents('Submit') }).click();
      await expect(
        panel.getByText(documents('Document submitted, please check your document history!')),
      ).toBeVisible();
      await portal.expectAccessible();
    });

    await test.step('documents: the survey’s form in its frame speaks Spanish too', async () => {
      await page.goto('/documents');
      await page
        .getByRole('list', { name: documents('Documents requiring action') })
        .getByRole('listitem')
        .filter({ hasText: /Student Satisfaction Survey/ })
        .getByRole('button')
        .first()
        .click();
      const frame = page.getByRole('dialog').frameLocator('iframe');
      // The school's questions as the school wrote them; the form's own words in Spanish.
      await expect(frame.getByRole('heading', { name: 'Student Satisfaction Survey 2026' })).toBeVisible();
      await expect(frame.locator('form')).toHaveAttribute('lang', 'es');
      await new DocumentsPage(page).answerInFrame(page.getByRole('dialog'), {
        choose: {
          'How satisfied are you with the quality of instruction?': 'Very satisfied',
          'How easy was it to register and pay for your classes online?': 'Easy',
          'Were the labs and equipment ready and in good order?': 'Usually',
          'Would you recommend Riverbend Technical College to a friend?': 'Yes',
        },
        send: api('Send answers'),
      });
      // The page the post replies with is the API's own: Spanish, and lang says so.
      await expect(frame.getByRole('heading', { name: api('Answers recorded') })).toBeVisible();
      await expect(
        frame.getByText(api('Your answers were recorded. Press Submit below the document to submit it.')),
      ).toBeVisible();
      await expect(frame.getByText(api('No answer'))).toBeVisible();
      await expect(frame.locator('html')).toHaveAttribute('lang', 'es');
      await portal.expectAccessible();
    });

    await test.step('enrollments: the class enrolled in opens its view', async () => {
      await page.goto('/enrollments');
      await expect(mainHeading(page, enrollments('Enrollments'))).toBeVisible();
      await page
        .getByRole('list', { name: enrollments('Enrollments') })
        .getByRole('button', { name: /ENR-140-N/ })
        .click();
      await expect(page.getByRole('dialog').getByRole('heading', { level: 2 })).toBeVisible();
      await portal.expectAccessible();
    });

    await test.step('English again: the spec’s words on every part of the page', async () => {
      await languageMenu(page).selectOption({ label: 'English' });
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
      await expect(page.getByRole('dialog').getByRole('button', { name: 'Close' }).first()).toBeVisible();
      await page.goto('/enrollments');
      await expect(mainHeading(page, 'Enrollments')).toBeVisible();
      await expect(
        page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Documents' }),
      ).toBeVisible();
    });

    await test.step('the choice is the student’s: a new sign-in elsewhere finds it', async () => {
      await languageMenu(page).selectOption({ label: 'Español' });
      await expect(mainHeading(page, 'Inscripciones')).toBeVisible();
      // Saved with the student: what any device receives when the student signs in there.
      await expect
        .poll(async () => {
          const reply = await page.request.post('/api/student/auth', {
            data: { email: freshStudent.email, password: freshStudent.password },
          });
          return ((await reply.json()) as { data: { student: { preferredLocale: string | null } } }).data
            .student.preferredLocale;
        })
        .toBe('es');
    });
  });
});
