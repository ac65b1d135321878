import { DocumentsPage, pictureBytes } from '../fixtures/documents-page';
import { expect, test } from '../fixtures/test';

/**
 * Required documents and the document history against the real API (spec 2.3, 2.4, 4.3, 5.7), each
 * test by a student of its own: every student starts with the school's five required documents.
 */
test.describe('documents', () => {
  // Long journeys (a signature, pictures cropped in the browser, several axe runs).
  test.slow();

  test('signs the waiver (a signature first), which moves to the history with the signature; the badge follows', async ({
    page,
    portal,
    freshStudent,
  }) => {
    const documents = new DocumentsPage(page);
    await freshStudent.signInAndOpen('/documents');
    await expect(documents.required().getByRole('listitem')).toHaveCount(5);
    await expect(documents.headerBadge()).toHaveAccessibleName(/5/);
    await portal.expectAccessible();

    await documents.openFrom(documents.required(), /Liability Waiver and Release/);
    const panel = documents.panel();
    await expect(
      panel.getByText('You need a signature to continue, please choose an option to create one.').first(),
    ).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await expect(
      panel
        .frameLocator('iframe')
        .getByText(/release/i)
        .first(),
    ).toBeVisible();
    await portal.expectAccessible();

    await test.step('a typed signature, by keyboard', async () => {
      await panel.getByRole('button', { name: 'Type a Signature' }).focus();
      await page.keyboard.press('Enter');
      // The step's code loads on demand: focus moves to the field once it is there.
      await expect(panel.getByRole('textbox', { name: 'Sign here' })).toBeFocused();
      await page.keyboard.type(`${freshStudent.firstName} ${freshStudent.lastName}`);
      await panel.getByRole('button', { name: 'Save' }).click();
      await expect(panel.getByRole('button', { name: 'Submit' })).toBeEnabled();
    });

    await panel.getByRole('button', { name: 'Submit' }).focus();
    await page.keyboard.press('Enter');
    await expect(panel.getByText('Document submitted, please check your document history!')).toBeVisible();
    await portal.expectAccessible();
    await documents.closePanel();

    await expect(documents.required().getByRole('listitem')).toHaveCount(4);
    await expect(documents.headerBadge()).toHaveAccessibleName(/4/);
    await documents.openFrom(documents.history(), /Liability Waiver and Release/);
    const copy = documents.panel().frameLocator('iframe');
    await expect(copy.getByText(/Signed by/)).toBeVisible();
    await expect(copy.getByRole('img', { name: 'Signature' })).toBeVisible();
    await expect(documents.panel().getByText('No attachments found')).toBeVisible();
    await portal.expectAccessible();
  });

  test("a script in the school's HTML does not run", async ({ page, freshStudent }) => {
    await freshStudent.signIn();
    const documents = new DocumentsPage(page);
    const title = await (async () => {
      await page.goto('/documents');
      await documents.openFrom(documents.required(), /Student Satisfaction Survey/);
      await expect(documents.panel().frameLocator('iframe').locator('body')).toContainText(/survey/i);
      // Forms may be sent from a survey's frame; scripts never run and it has no origin of its own.
      await expect(documents.panel().locator('iframe')).toHaveAttribute('sandbox', 'allow-forms');
      return page.title();
    })();
    expect(title).not.toBe('script ran');
    expect(
      await page.evaluate(() => (window as unknown as { __documentScriptRan?: boolean }).__documentScriptRan),
    ).toBeUndefined();
  });

  test('answers the survey inside its frame (the API records the answers), then submits it; the history copy shows them', async ({
    page,
    portal,
    freshStudent,
  }) => {
    const { token } = await freshStudent.signIn();
    const documents = new DocumentsPage(page);
    await documents.openWithSignatureOnFile(token);
    await documents.openFrom(documents.required(), /Student Satisfaction Survey/);
    const panel = documents.panel();
    const frame = documents.frame(panel);
    await expect(frame.getByRole('heading', { name: 'Student Satisfaction Survey 2026' })).toBeVisible();
    await portal.expectAccessible();

    await test.step('Submit before the answers are sent: the API says to send them first', async () => {
      await panel.getByRole('button', { name: 'Submit' }).click();
      await expect(
        panel.getByText(
          'Send your answers with the Send answers button in the document before you submit it',
        ),
      ).toBeVisible();
      await panel.getByRole('button', { name: 'Back' }).click();
      expect((await documents.api(token).documents()).requiredDocuments.map((d) => d.code)).toContain(
        'SURVEY-2026',
      );
    });

    await test.step('filled in and sent inside the frame; the API records the answers', async () => {
      await documents.answerInFrame(panel, {
        choose: {
          'How satisfied are you with the quality of instruction?': 'Very satisfied',
          'How easy was it to register and pay for your classes online?': 'Easy',
          'Were the labs and equipment ready and in good order?': 'Usually',
          'Would you recommend Riverbend Technical College to a friend?': 'Yes',
        },
        fill: { 'Anything else you would like to tell us?': 'More evening sections, please.' },
      });
      await expect(frame.getByRole('heading', { name: 'Answers recorded' })).toBeVisible();
      await expect(
        frame.getByText('Your answers were recorded. Press Submit below the document to submit it.'),
      ).toBeVisible();
      await expect(frame.getByText('More evening sections, please.')).toBeVisible();
    });

    await test.step('then submitted; it moves to the history with the answers', async () => {
      await panel.getByRole('button', { name: 'Submit' }).click();
      await expect(panel.getByText('Document submitted, please check your document history!')).toBeVisible();
      await portal.expectAccessible();
      await documents.closePanel();
      await expect(documents.required().getByRole('listitem')).toHaveCount(4);
      await documents.openFrom(documents.history(), /Student Satisfaction Survey/);
      const copy = documents.frame(documents.panel());
      await expect(copy.getByText(/^Answers sent on /)).toBeVisible();
      await expect(copy.getByText('Very satisfied')).toBeVisible();
      await expect(copy.getByText('More evening sections, please.')).toBeVisible();
    });

    // The survey's script stayed inert through all of it.
    expect(
      await page.evaluate(() => (window as unknown as { __documentScriptRan?: boolean }).__documentScriptRan),
    ).toBeUndefined();
  });

  test('uploads two pictures (cropped, turned) and a PDF; refuses a fifth picture, an oversized file and a renamed text file; adds an attachment and views it', async ({
    page,
    portal,
    freshStudent,
  }) => {
    const { token } = await freshStudent.signIn();
    const documents = new DocumentsPage(page);
    await documents.openWithSignatureOnFile(token);
    await documents.openFrom(documents.required(), /Photo ID/);
    const panel = documents.panel();
    await expect(panel.getByRole('button', { name: 'Submit' })).toBeDisabled();

    await test.step('rotating with no picture says so; an oversized file gets the message', async () => {
      await panel.getByRole('button', { name: 'Upload', exact: true }).click();
      await panel.getByRole('button', { name: 'Rotate left' }).click();
      await expect(panel.getByText('Error rotating image: Nothing to rotate')).toBeVisible();
      await documents.fileInput(panel).setInputFiles({
        name: 'scan.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.alloc(21 * 1024 * 1024, 0x25),
      });
      await expect(
        panel.getByText('The document is too large to upload. Max upload size is 20 MB'),
      ).toBeVisible();
      await panel.getByRole('button', { name: 'Cancel' }).click();
    });

    await test.step('two pictures in two formats, and a PDF', async () => {
      await documents.addPicture(
        panel,
        { name: 'front.png', mimeType: 'image/png', buffer: await pictureBytes(page, 'image/png', 'FRONT') },
        'ID Card',
      );
      await portal.expectAccessible();
      await documents.addPicture(
        panel,
        { name: 'back.jpg', mimeType: 'image/jpeg', buffer: await pictureBytes(page, 'image/jpeg', 'BACK') },
        'Landscape',
      );
      await panel.getByRole('button', { name: 'Upload', exact: true }).click();
      await documents.fileInput(panel).setInputFiles({
        name: 'permit.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
      });
      await expect(panel.getByRole('list', { name: 'Files to upload' }).getByRole('listitem')).toHaveCount(3);
      await panel.getByRole('button', { name: 'Submit' }).click();
      await expect(panel.getByText('Document submitted, please check your document history!')).toBeVisible();
    });

    await test.step('the API refuses a fifth picture and a text file named .jpg', async () => {
      const api = documents.api(token);
      const png = `data:image/png;base64,${(await pictureBytes(page, 'image/png', 'x')).toString('base64')}`;
      const five = await api.submit('EMERGENCY-FORM', { images: [png, png, png, png, png], documents: [] });
      expect(five.status()).toBe(400);
      const text = await api.submit('EMERGENCY-FORM', {
        images: [`data:image/jpeg;base64,${Buffer.from('hello, not a picture').toString('base64')}`],
        documents: [],
      });
      expect(text.status()).toBe(400);
      expect(((await text.json()) as { errorMessage: string }).errorMessage).toBe(
        'Only JPEG or PNG pictures and PDF documents can be uploaded',
      );
    });

    await test.step('an attachment added to the registered document, then viewed', async () => {
      await documents.closePanel();
      await documents.openFrom(documents.history(), /Photo ID/);
      const view = documents.panel();
      await documents.addPicture(
        view,
        { name: 'extra.png', mimeType: 'image/png', buffer: await pictureBytes(page, 'image/png', 'EXTRA') },
        'Portrait',
      );
      await expect(view.getByRole('button', { name: 'Discard Attachment' })).toBeVisible();
      await view.getByRole('button', { name: 'Submit Attachment' }).click();
      await expect(page.getByText('Attachment submitted!')).toBeVisible();
      const attachments = view.getByRole('list', { name: 'Attachments' }).getByRole('listitem');
      await expect(attachments).toHaveCount(4);
      await attachments.last().getByRole('button').first().click();
      const link = view.getByRole('link', { name: /^View / });
      const url = await link.getAttribute('href');
      const file = await page.request.get(url!);
      expect(file.headers()['content-type']).toMatch(/^image\/jpeg|^image\/png/);
      await portal.expectAccessible();
    });
  });
});
