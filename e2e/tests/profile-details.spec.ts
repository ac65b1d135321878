import { expect, test } from '../fixtures/test';

test('a student edits the profile and changes the photo, which shows at once', async ({
  page,
  profile,
  freshStudent,
}) => {
  const { firstName, lastName } = freshStudent;
  await freshStudent.signInAndOpen('/profile');
  const main = profile.main();

  await test.step('the names are required; a preferred name is saved and shown', async () => {
    await main.getByRole('button', { name: 'Edit profile' }).click();
    const form = main.getByRole('form', { name: 'Edit profile' });
    await form.getByRole('textbox', { name: 'Legal first name' }).fill('  ');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Type in your legal first name')).toBeVisible();
    await form.getByRole('textbox', { name: 'Legal first name' }).fill(firstName);
    await form.getByRole('textbox', { name: 'Preferred name' }).fill('Lee');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(main.getByRole('heading', { name: `Lee ${lastName}`, level: 3 })).toBeVisible();
    await expect(profile.toast('Your profile has been saved')).toBeVisible();
  });

  await test.step('a new photo shows at once, from a URL carrying the photo version', async () => {
    const png = await page.evaluate(async () => {
      const canvas = new OffscreenCanvas(800, 600);
      const context = canvas.getContext('2d')!;
      context.fillStyle = 'rgb(40, 90, 160)';
      context.fillRect(0, 0, 800, 600);
      context.fillStyle = 'rgb(250, 210, 80)';
      context.fillRect(250, 150, 300, 300);
      const blob = await canvas.convertToBlob({ type: 'image/png' });
      return Array.from(new Uint8Array(await blob.arrayBuffer()));
    });
    await main.getByLabel('Choose a new photo').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: Buffer.from(png),
    });
    await expect(profile.toast('Your photo has been updated')).toBeVisible();
    const photo = main.getByRole('img', { name: 'Your photo' });
    await expect(photo).toHaveAttribute('src', /^\/api\/student\/photo\/\d+\/[0-9a-f]{32}\.jpg\?v=\d+$/);
    await expect.poll(() => photo.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBe(512);
  });

  await test.step('without a preferred name, the legal names show', async () => {
    await main.getByRole('button', { name: 'Edit profile' }).click();
    const form = main.getByRole('form', { name: 'Edit profile' });
    await form.getByRole('textbox', { name: 'Preferred name' }).fill('');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(main.getByRole('heading', { name: `${firstName} ${lastName}`, level: 3 })).toBeVisible();
  });
});
