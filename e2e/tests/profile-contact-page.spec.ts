import { expect, test } from '../fixtures/test';

test('a visitor sends the contact form, after its checks', async ({ page, portal, profile }) => {
  await page.goto('/contact');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Contact', level: 2 })).toBeVisible();
  const form = main.getByRole('form', { name: 'Contact form' });

  await test.step('empty fields are refused with their messages', async () => {
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByText('Type in your email address')).toBeVisible();
    await expect(form.getByText('Type in your name')).toBeVisible();
    await expect(form.getByText('Type in your comment')).toBeVisible();
    await form.getByRole('textbox', { name: 'E-mail' }).fill('vera@');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByText('Invalid email address')).toBeVisible();
  });

  await test.step('it passes axe, messages shown', async () => {
    await profile.settled();
    await portal.expectAccessible();
  });

  await test.step('a complete message is sent', async () => {
    await form.getByRole('textbox', { name: 'E-mail' }).fill('vera.visitor@example.com');
    await form.getByRole('textbox', { name: 'Name' }).fill('Vera Visitor');
    await form.getByRole('textbox', { name: 'Phone (optional)' }).fill('5551234567');
    await expect(form.getByRole('textbox', { name: 'Phone (optional)' })).toHaveValue('(555) 123-4567');
    await form.getByRole('textbox', { name: 'Comment' }).fill('When does the next welding class start?');
    const sent = page.waitForRequest(
      (request) => request.url().endsWith('/api/contact') && request.method() === 'POST',
    );
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(main.getByText('Thank you! Your message has been sent.')).toBeVisible();
    expect((await sent).postDataJSON()).toEqual({
      email: 'vera.visitor@example.com',
      name: 'Vera Visitor',
      comment: 'When does the next welding class start?',
      phone: '5551234567',
    });
    await expect(form.getByRole('textbox', { name: 'Comment' })).toHaveValue('');
  });
});
