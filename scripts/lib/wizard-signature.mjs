// The registration wizard asks a student without a signature for one first. The demo student has
// none: the measurements make it as a student would, in the wizard's own editor, before any timing.

/**
 * Types and saves a signature in the open registration wizard's signature editor, and waits for the
 * editor to close.
 * @param {import('@playwright/test').Page} page
 */
export const typeWizardSignature = async (page) => {
  const signature = page
    .getByRole('dialog', { name: 'Registration' })
    .getByRole('region', { name: 'Your signature' });
  await signature.getByRole('button', { name: 'Type a Signature' }).click();
  await signature.getByRole('textbox', { name: 'Sign here' }).fill('Jordan Rivera');
  await signature.getByRole('button', { name: 'Save' }).click();
  await signature.waitFor({ state: 'hidden' });
};
