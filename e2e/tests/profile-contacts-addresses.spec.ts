import { expect, test } from '../fixtures/test';

test('a student adds phone contacts and addresses, makes one primary and removes another', async ({
  page,
  portal,
  profile,
  freshStudent,
}) => {
  test.setTimeout(120_000);
  await freshStudent.signIn();

  await test.step('open the profile', async () => {
    await page.goto('/profile');
    await expect(profile.heading()).toBeVisible();
    await expect(profile.contacts().getByText('No records')).toBeVisible();
  });

  await test.step('add an own primary number, another own number and an emergency contact', async () => {
    await profile.addContact({ digits: '5550101001', own: true, primary: true });
    await profile.addContact({ digits: '5550102002', own: true });
    await profile.addContact({
      digits: '5550103003',
      own: false,
      relation: 'Mother',
      name: '  Anna Parker ',
      emergency: true,
    });
    const items = profile.contactList().getByRole('listitem');
    // Primary, emergency, then own.
    await expect(items).toHaveCount(3);
    await expect(items.nth(0)).toContainText('(555) 010-1001');
    await expect(items.nth(0)).toContainText('Primary');
    await expect(items.nth(1)).toContainText('(555) 010-3003');
    await expect(items.nth(1)).toContainText('Mother · Anna Parker');
    await expect(items.nth(1)).toContainText('Emergency');
    await expect(items.nth(2)).toContainText('(555) 010-2002');
    await expect(profile.contactItem('(555) 010-1001').getByRole('button', { name: /Remove/ })).toHaveCount(
      0,
    );
  });

  await test.step('make the other own number primary', async () => {
    await profile.contacts().getByRole('button', { name: 'Change primary' }).click();
    const choices = profile.contacts().getByRole('radiogroup', { name: 'New primary phone number' });
    // Only own, non-primary, non-emergency numbers are offered.
    await expect(choices.getByRole('radio')).toHaveCount(1);
    await choices.getByRole('radio', { name: /010-2002/ }).check();
    await profile.contacts().getByRole('button', { name: 'Save' }).click();
    await expect(profile.contactList().getByRole('listitem').first()).toContainText('(555) 010-2002');
    await expect(profile.contactItem('(555) 010-2002')).toContainText('Primary');
  });

  await test.step('remove the former primary number', async () => {
    await profile.contacts().getByRole('button', { name: 'Remove (555) 010-1001' }).click();
    await expect(
      profile.contacts().getByText('Are you sure you want to remove this phone number?'),
    ).toBeVisible();
    await profile.contacts().getByRole('button', { name: 'Yes' }).click();
    await expect(profile.contactItem('(555) 010-1001')).toHaveCount(0);
    await expect(profile.contactList().getByRole('listitem')).toHaveCount(2);
  });

  await test.step('a new number needs its owner when it is someone else’s', async () => {
    await profile.contacts().getByRole('button', { name: 'Add new' }).click();
    const form = profile.contacts().getByRole('form', { name: 'New phone contact' });
    await form.getByRole('radio', { name: "Someone else's number" }).check();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('The phone number field is required')).toBeVisible();
    await expect(form.getByText('The owner relation field is required')).toBeVisible();
    await expect(form.getByText('The owner name field is required')).toBeVisible();
    await form.getByRole('button', { name: 'Cancel' }).click();
  });

  let seeded = 0;
  await test.step('add two addresses next to the seeded primary one', async () => {
    seeded = await profile.addressList().getByRole('listitem').count();
    await profile.addAddress({
      type: 'Home',
      street: '12 Elm Street',
      city: 'Springfield',
      state: 'Illinois',
      zip: '62704',
    });
    await profile.addAddress({
      type: 'Work',
      name: 'Office',
      street: '400 Commerce Ave',
      city: 'Peoria',
      state: 'Illinois',
      zip: '616021234',
    });
    await expect(profile.addressList().getByRole('listitem')).toHaveCount(seeded + 2);
    await expect(profile.addressItem('400 Commerce Ave')).toContainText('Peoria, IL 61602-1234');
    await expect(profile.addressItem('12 Elm Street')).not.toContainText('Primary');
  });

  await test.step('make the work address primary', async () => {
    await profile.addresses().getByRole('button', { name: 'Change primary' }).click();
    await profile
      .addresses()
      .getByRole('radio', { name: /400 Commerce Ave/ })
      .check();
    await profile.addresses().getByRole('button', { name: 'Save' }).click();
    await expect(profile.addressList().getByRole('listitem').first()).toContainText('400 Commerce Ave');
    await expect(profile.addressItem('400 Commerce Ave')).toContainText('Primary');
    await expect(profile.addressItem('400 Commerce Ave').getByRole('button', { name: /Remove/ })).toHaveCount(
      0,
    );
  });

  await test.step('remove the Elm Street address after confirming', async () => {
    await profile.addresses().getByRole('button', { name: 'Remove 12 Elm Street' }).click();
    await expect(
      profile.addresses().getByText('Are you sure you want to remove this address?'),
    ).toBeVisible();
    await profile.addresses().getByRole('button', { name: 'Cancel' }).click();
    await expect(profile.addressItem('12 Elm Street')).toBeVisible();
    await profile.addresses().getByRole('button', { name: 'Remove 12 Elm Street' }).click();
    await profile.addresses().getByRole('button', { name: 'Yes' }).click();
    await expect(profile.addressItem('12 Elm Street')).toHaveCount(0);
  });

  await test.step('what was saved is there after a reload', async () => {
    await page.reload();
    await expect(profile.contactList().getByRole('listitem')).toHaveCount(2);
    await expect(profile.addressList().getByRole('listitem')).toHaveCount(seeded + 1);
  });

  await test.step('/profile passes axe', async () => {
    await profile.settled();
    await portal.expectAccessible();
  });
});
