import type { Locator, Page } from '@playwright/test';
import { studentApi } from '../fixtures/browse-page';
import { expect, test } from '../fixtures/test';

/**
 * Journeys with the keyboard alone: no click, hover or fill anywhere in this file. After each action
 * the test checks where focus is, because that is where a keyboard user carries on from.
 */

/** Presses Tab (or Shift+Tab) until `target` has focus; gives how many presses it took. */
const tabTo = async (page: Page, target: Locator, { backwards = false, max = 150 } = {}) => {
  await target.waitFor();
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return presses;
  }
  throw new Error(`${target} not reached within ${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'}`);
};

const pressOn = async (page: Page, target: Locator, options?: { backwards?: boolean }) => {
  await tabTo(page, target, options);
  await page.keyboard.press('Enter');
};

/** An antd Select by keys: open it, move down the list until `option` is active, take it. */
const chooseWithKeys = async (page: Page, combobox: Locator, option: string) => {
  await expect(combobox).toBeFocused();
  // antd's list for assistive technology names each option by its aria-label or its title; while the
  // options load, the active descendant names an option that is not there (`…_list_-1`).
  const activeOption = async () => {
    const activeId = await combobox.getAttribute('aria-activedescendant');
    const element = page.locator(`[id="${activeId}"]`);
    if (!activeId || (await element.count()) === 0) return null;
    return element.evaluate((node) => node.getAttribute('aria-label') ?? node.getAttribute('title'));
  };
  await page.keyboard.press('ArrowDown');
  await expect(async () => {
    if ((await activeOption()) === null) await page.keyboard.press('ArrowDown');
    expect(await activeOption(), `${combobox} has its options`).not.toBeNull();
  }).toPass();
  for (let presses = 0; presses < 80; presses++) {
    const active = await activeOption();
    if (active === option) {
      await page.keyboard.press('Enter');
      return;
    }
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`${option} not found in ${combobox}`);
};

const heading = (page: Page, name: string) => page.getByRole('main').getByRole('heading', { name });

test('sign in: the modal starts on the e-mail field, and focus lands on the page afterwards', async ({
  page,
  freshStudent,
}) => {
  await page.goto('/categories');
  await expect(heading(page, 'Browse Courses')).toBeVisible();
  await pressOn(page, page.getByRole('banner').getByRole('button', { name: 'Sign in' }));
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  const email = dialog.getByLabel('Email', { exact: true });
  await expect(email).toBeFocused();

  await page.keyboard.type(freshStudent.email);
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(freshStudent.password);
  await page.keyboard.press('Enter');

  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /^Account menu for/ })).toBeVisible();
  await expect(heading(page, 'Browse Courses')).toBeFocused();
});

test('browse to a class, add it to the cart, then use the mini-cart', async ({ page, freshStudent }) => {
  await freshStudent.signInAndOpen('/categories');
  await expect(heading(page, 'Browse Courses')).toBeVisible();
  await expect(page).toHaveTitle(/^Browse Courses \| /);

  await test.step('a skip link leads past the header and the sidebar', async () => {
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  await test.step('category, then course: each new page starts at its heading', async () => {
    await pressOn(page, page.getByRole('main').getByRole('link', { name: 'Healthcare' }));
    await expect(heading(page, 'Healthcare').first()).toBeFocused();
    await expect(page).toHaveTitle(/^Healthcare \| /);
    await pressOn(
      page,
      page
        .getByRole('main')
        .getByRole('link', { name: /CPR, AED and First Aid/ })
        .first(),
    );
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeFocused();
  });

  await test.step('Add to Cart keeps focus on the class', async () => {
    const addButtons = page.getByRole('main').getByRole('button', { name: 'Add to Cart' });
    await pressOn(page, addButtons.first());
    await expect(page.getByRole('button', { name: /^Cart, 1 item/ })).toBeVisible();
    const focused = page.locator(':focus');
    await expect(focused).toHaveCount(1);
    await expect(focused).not.toHaveText('Add to Cart');
    await expect(page.getByRole('main').locator(':focus')).toHaveCount(1);
  });

  const cartButton = page.getByRole('button', { name: /^Cart, / });
  await test.step('a second class in the cart, through the API', async () => {
    const api = studentApi(page.request, (await freshStudent.signIn()).token);
    const { course } = await page.evaluate(() => ({ course: location.pathname.split('/').pop() }));
    const classId = await api.classId('HLT-100-B', Number(course));
    await api.post('cart/add', { venueType: 'CLASS', venueId: classId });
    await page.reload();
    await expect(page.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();
  });

  await test.step('the mini-cart opens with focus inside, closes on Escape back on the badge', async () => {
    await pressOn(page, cartButton, { backwards: true });
    const miniCart = page.getByRole('dialog', { name: 'Cart' });
    await expect(miniCart).toBeVisible();
    await expect(miniCart.getByRole('button', { name: /^Remove / }).first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(miniCart).toBeHidden();
    await expect(cartButton).toBeFocused();
  });

  await test.step('remove an item, then Checkout within 5 Tab presses; Tab stays inside', async () => {
    await page.keyboard.press('Enter');
    const miniCart = page.getByRole('dialog', { name: 'Cart' });
    await expect(miniCart.getByRole('button', { name: /^Remove / }).first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
    await expect(miniCart.locator(':focus')).toHaveCount(1);

    const checkout = miniCart.getByRole('button', { name: 'Checkout' });
    expect(await tabTo(page, checkout, { max: 5 })).toBeLessThanOrEqual(5);
    await page.keyboard.press('Tab');
    await expect(miniCart.getByRole('button', { name: /^Remove / })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(checkout).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('main').getByRole('heading').first()).toBeFocused();
  });
});

test('phone and address editors: add, make primary and remove, focus following each step', async ({
  page,
  profile,
  freshStudent,
}) => {
  await freshStudent.signInAndOpen('/profile');
  await expect(profile.heading()).toBeVisible();

  const addPhone = async (digits: string) => {
    const section = profile.contacts();
    const addNew = section.getByRole('button', { name: 'Add new' });
    await pressOn(page, addNew);
    const form = section.getByRole('form', { name: 'New phone contact' });
    await expect(form.getByRole('textbox', { name: 'Phone number' })).toBeFocused();
    await page.keyboard.type(digits);
    await pressOn(page, form.getByRole('button', { name: 'Save' }));
    await expect(form).toBeHidden();
    await expect(addNew).toBeFocused();
  };

  await test.step('phone: Add new starts on the number; Save returns to Add new', async () => {
    await addPhone('6145550188');
    await expect(profile.contactItem('(614) 555-0188')).toBeVisible();
  });

  await test.step('phone: Change primary starts on the choice; Save returns to Add new', async () => {
    const section = profile.contacts();
    await pressOn(page, section.getByRole('button', { name: 'Change primary' }), { backwards: true });
    const choice = section.getByRole('radio', { name: /555-0188/ });
    await expect(choice).toBeFocused();
    await page.keyboard.press('Space');
    await pressOn(page, section.getByRole('button', { name: 'Save' }));
    await expect(profile.contactItem('(614) 555-0188').getByText('Primary')).toBeVisible();
    await expect(section.getByRole('button', { name: 'Add new' })).toBeFocused();
  });

  await test.step('phone: Remove asks, Yes removes, focus returns to Add new', async () => {
    await addPhone('6145550199');
    const section = profile.contacts();
    await pressOn(page, section.getByRole('button', { name: 'Remove (614) 555-0199' }), { backwards: true });
    await expect(section.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await pressOn(page, section.getByRole('button', { name: 'Yes' }));
    await expect(profile.contactItem('(614) 555-0199')).toHaveCount(0);
    await expect(section.getByRole('button', { name: 'Add new' })).toBeFocused();
  });

  await test.step('address: Add new starts on the type; Save returns to Add new', async () => {
    const section = profile.addresses();
    const addNew = section.getByRole('button', { name: 'Add new' });
    await pressOn(page, addNew);
    const form = section.getByRole('form', { name: 'New address' });
    const type = form.getByRole('combobox', { name: 'Address type' });
    await expect(type).toBeFocused();
    await chooseWithKeys(page, type, 'Mailing');
    await tabTo(page, form.getByRole('textbox', { name: 'Street' }));
    await page.keyboard.type('77 Keyboard Lane');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Columbus');
    const state = form.getByRole('combobox', { name: 'State' });
    await tabTo(page, state);
    await chooseWithKeys(page, state, 'Ohio');
    await tabTo(page, form.getByRole('textbox', { name: 'Zip' }));
    await page.keyboard.type('43004');
    await pressOn(page, form.getByRole('button', { name: 'Save' }));
    await expect(profile.addressItem('77 Keyboard Lane')).toBeVisible();
    await expect(addNew).toBeFocused();
  });

  await test.step('address: Change primary, then Remove the old primary', async () => {
    const section = profile.addresses();
    await pressOn(page, section.getByRole('button', { name: 'Change primary' }), { backwards: true });
    await expect(section.locator(':focus')).toHaveCount(1);
    const choice = section.getByRole('radio', { name: /77 Keyboard Lane/ });
    if (!(await choice.evaluate((element) => element === document.activeElement))) {
      await tabTo(page, choice);
    }
    await page.keyboard.press('Space');
    await pressOn(page, section.getByRole('button', { name: 'Save' }));
    await expect(profile.addressItem('77 Keyboard Lane').getByText('Primary')).toBeVisible();
    await expect(section.getByRole('button', { name: 'Add new' })).toBeFocused();

    await pressOn(page, section.getByRole('button', { name: /^Remove / }).first(), { backwards: true });
    await expect(section.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await pressOn(page, section.getByRole('button', { name: 'Yes' }));
    await expect(section.getByRole('list', { name: 'Addresses' }).getByRole('listitem')).toHaveCount(1);
    await expect(section.getByRole('button', { name: 'Add new' })).toBeFocused();
  });
});

test('a typed signature: the Sign here field first, the editor heading after saving', async ({
  page,
  profile,
  freshStudent,
}) => {
  await freshStudent.signInAndOpen('/profile');
  const section = profile.signature();
  await pressOn(page, section.getByRole('button', { name: 'Type a Signature' }));
  await expect(section.getByRole('textbox', { name: 'Sign here' })).toBeFocused();
  await page.keyboard.type('Kay Board');
  await pressOn(page, section.getByRole('button', { name: 'Save' }));
  await expect(profile.toast('Signature saved!')).toBeVisible();
  await expect(profile.signatureImage()).toBeVisible();
  await expect(section.getByRole('heading', { name: 'Signature' })).toBeFocused();
});
