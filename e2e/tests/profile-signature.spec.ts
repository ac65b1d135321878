import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { remoteOrigin } from '../support/ports';

const profileOrigin = `${remoteOrigin('profile')}/`;

/** Saves through the editor and returns the data URL that was posted. */
const savedSignature = (page: Page) =>
  page
    .waitForRequest((request) => request.url().endsWith('/api/student/update_signature'))
    .then((request) => (request.postDataJSON() as { signature: string }).signature);

/** A photographed signature: grey paper, two dark pen strokes, some light speckle. */
const signaturePhoto = (page: Page) =>
  page.evaluate(async () => {
    const canvas = new OffscreenCanvas(600, 300);
    const context = canvas.getContext('2d')!;
    context.fillStyle = 'rgb(215, 212, 205)';
    context.fillRect(0, 0, 600, 300);
    context.fillStyle = 'rgb(190, 190, 190)';
    for (let i = 0; i < 400; i++) context.fillRect((i * 97) % 600, (i * 53) % 300, 1, 1);
    context.strokeStyle = 'rgb(35, 35, 60)';
    context.lineWidth = 9;
    context.beginPath();
    context.moveTo(80, 200);
    context.bezierCurveTo(160, 40, 240, 260, 320, 120);
    context.bezierCurveTo(380, 40, 460, 240, 540, 110);
    context.stroke();
    const blob = await canvas.convertToBlob({ type: 'image/png' });
    return Array.from(new Uint8Array(await blob.arrayBuffer()));
  });

test('a student draws, uploads and types a signature, and sees each after a reload', async ({
  page,
  portal,
  profile,
  freshStudent,
}) => {
  await freshStudent.signInAndOpen('/profile');
  const editor = profile.signature();
  await expect(editor.getByText('No signature created yet...')).toBeVisible();

  await test.step('draw: the pad with its tooltip, a stroke, Save', async () => {
    await editor.getByRole('button', { name: 'Draw a Signature' }).click();
    await expect(page.getByRole('tooltip', { name: 'Draw your signature in this area' })).toBeVisible();
    await expect(page.getByRole('tooltip', { name: 'Draw your signature in this area' })).toBeHidden({
      timeout: 5000,
    });
    const pad = editor.getByLabel('Signature pad');
    const box = (await pad.boundingBox())!;
    expect([Math.round(box.width), Math.round(box.height)]).toEqual([320, 160]);
    await page.mouse.move(box.x + 30, box.y + 110);
    await page.mouse.down();
    for (let step = 1; step <= 20; step++) {
      await page.mouse.move(box.x + 30 + step * 13, box.y + 80 + Math.sin(step / 2) * 40);
    }
    await page.mouse.up();
    const saved = savedSignature(page);
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(profile.toast('Signature saved!')).toBeVisible();
    const drawn = await saved;
    expect(drawn).toMatch(/^data:image\/png;base64,/);
    await expect(profile.signatureImage()).toHaveAttribute('src', drawn);
    await page.reload();
    await expect(profile.signatureImage()).toHaveAttribute('src', drawn);
  });

  await test.step('upload: choose a photo, zoom, pan, rotate, then filter to black and white', async () => {
    await editor.getByRole('button', { name: 'Upload a Signature' }).click();
    await expect(editor.getByText('Select an image, adjust it and click Next')).toBeVisible();
    await editor.getByLabel('Choose a photo').setInputFiles({
      name: 'signature.png',
      mimeType: 'image/png',
      buffer: Buffer.from(await signaturePhoto(page)),
    });
    const cropArea = editor.getByRole('group', { name: /Crop area/ });
    await expect(cropArea).toBeVisible();
    await profile.settled();
    await portal.expectAccessible();

    // Pan from the keyboard too.
    await cropArea.focus();
    await page.keyboard.press('ArrowLeft');

    const zoom = editor.getByRole('slider', { name: 'Zoom' });
    await zoom.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(zoom).toHaveAttribute('aria-valuenow', '1.2');

    // Pan by dragging the image.
    const area = (await editor.locator('.reactEasyCrop_Container').boundingBox())!;
    await page.mouse.move(area.x + area.width / 2, area.y + area.height / 2);
    await page.mouse.down();
    await page.mouse.move(area.x + area.width / 2 + 15, area.y + area.height / 2 + 5, { steps: 5 });
    await page.mouse.up();

    const media = editor.locator('.reactEasyCrop_Image');
    await editor.getByRole('button', { name: 'Rotate right' }).click();
    await expect(media).toHaveAttribute('style', /rotate\(90deg\)/);
    await editor.getByRole('button', { name: 'Rotate left' }).click();
    await editor.getByRole('button', { name: 'Rotate left' }).click();
    await expect(media).toHaveAttribute('style', /rotate\(-90deg\)/);
    await editor.getByRole('button', { name: 'Rotate right' }).click();
    await expect(media).toHaveAttribute('style', /rotate\(0deg\)/);

    await editor.getByRole('button', { name: 'Next' }).click();
    await expect(
      editor.getByRole('img', { name: 'Black and white preview of your signature' }),
    ).toBeVisible();
    const threshold = editor.getByRole('slider', { name: 'Adjust the slider to get the best quality' });
    // Starts at the midpoint of the darkest and lightest brightness, bounded by them.
    const min = Number(await threshold.getAttribute('aria-valuemin'));
    const max = Number(await threshold.getAttribute('aria-valuemax'));
    expect(min).toBeLessThan(80);
    expect(max).toBeGreaterThan(180);
    await expect(threshold).toHaveAttribute('aria-valuenow', String(Math.round((min + max) / 2)));
    await threshold.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(threshold).toHaveAttribute('aria-valuenow', String(Math.round((min + max) / 2) - 1));

    const saved = savedSignature(page);
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(profile.toast('Signature saved!').first()).toBeVisible();
    const uploaded = await saved;
    expect(uploaded).toMatch(/^data:image\/jpeg;base64,/);
    await page.reload();
    await expect(profile.signatureImage()).toHaveAttribute('src', uploaded);
  });

  await test.step('type: from the keyboard alone, in a chosen script font', async () => {
    // The eight fonts come with the remote, from its own origin: no font service.
    const fontFiles: { url: string; status: number }[] = [];
    page.on('response', (response) => {
      if (/\.woff2$/.test(new URL(response.url()).pathname))
        fontFiles.push({ url: response.url(), status: response.status() });
    });
    await editor.getByRole('button', { name: 'Type a Signature' }).focus();
    await page.keyboard.press('Enter');
    await expect(editor.getByRole('textbox', { name: 'Sign here' })).toBeFocused();
    await page.keyboard.type('Casey Tester');
    await expect.poll(() => fontFiles.length).toBeGreaterThan(0);
    expect(fontFiles.every((file) => file.status === 200 && file.url.startsWith(profileOrigin))).toBe(true);
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.fonts]
            .filter((font) => font.status === 'loaded')
            .map((font) => font.family.replace(/["']/g, '')),
        ),
      )
      .toEqual(
        expect.arrayContaining([
          'Dancing Script',
          'Great Vibes',
          'Allura',
          'Alex Brush',
          'Parisienne',
          'Sacramento',
          'Satisfy',
          'Homemade Apple',
        ]),
      );
    await expect(editor.getByRole('img', { name: 'Preview of your signature: Casey Tester' })).toBeVisible();
    await profile.settled();
    await portal.expectAccessible();
    await editor.getByRole('textbox', { name: 'Sign here' }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(editor.getByRole('radio', { name: 'Allura' })).toBeChecked();
    await expect(editor.getByRole('radiogroup', { name: 'Signature font' }).getByRole('radio')).toHaveCount(
      8,
    );
    // The preview fits its 290 x 140 box.
    const preview = editor.getByRole('img', { name: /Preview of your signature/ });
    const fontSize = await preview.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    expect(fontSize).toBeLessThan(80);
    const fits = await preview.evaluate((element) => element.scrollWidth <= element.clientWidth + 1);
    expect(fits).toBe(true);

    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(editor.getByRole('button', { name: 'Save' })).toBeFocused();
    const saved = savedSignature(page);
    await page.keyboard.press('Enter');
    const typed = await saved;
    expect(typed).toMatch(/^data:image\/jpeg;base64,/);
    await expect(profile.signatureImage()).toHaveAttribute('src', typed);
    await page.reload();
    await expect(profile.signatureImage()).toHaveAttribute('src', typed);
  });
});
