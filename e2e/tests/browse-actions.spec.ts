import { studentApi } from '../fixtures/browse-page';
import { signInThroughApi } from '../fixtures/session';
import { expect, test } from '../fixtures/test';

test.describe('enroll and interest actions, each by a student of its own', () => {
  let token: string;
  test.beforeEach(async ({ freshStudent }) => {
    ({ token } = await freshStudent.signIn());
  });

  test('joins and leaves a wait list, with the keyboard alone', async ({ browse, portal }) => {
    await browse.openCourse('Welding & Fabrication', 'WEL-101');
    const card = browse.classCard('WEL-101-B');
    const heading = card.getByRole('heading');

    await test.step('the page passes axe, signed in', async () => {
      await expect(card.getByRole('button', { name: 'Join Waitlist' })).toBeVisible();
      await portal.expectAccessible();
    });

    await test.step('Join Waitlist', async () => {
      await browse.pressWithKeyboard(card.getByRole('button', { name: 'Join Waitlist' }), { from: heading });
      await expect(card.getByRole('button', { name: 'Leave Waitlist' })).toBeVisible();
    });

    await test.step('Leave Waitlist asks first, then leaves', async () => {
      await browse.pressWithKeyboard(card.getByRole('button', { name: 'Leave Waitlist' }), { from: heading });
      const confirm = browse.confirmDialog('Remove from Waitlist');
      await expect(
        confirm.getByText('Do you want to remove the class/program from the wait list?'),
      ).toBeVisible();
      await portal.expectAccessible();
      await browse.pressWithKeyboard(confirm.getByRole('button', { name: 'Yes' }));
      await expect(confirm).toBeHidden();
      await expect(card.getByRole('button', { name: 'Join Waitlist' })).toBeVisible();
    });
  });

  test('shows and removes interest, with the keyboard alone', async ({ browse }) => {
    await browse.openCourse('Welding & Fabrication', 'WEL-201');
    const card = browse.classCard('WEL-201-A');
    const heading = card.getByRole('heading');

    await browse.pressWithKeyboard(card.getByRole('button', { name: 'Show Interest' }), { from: heading });
    await expect(card.getByRole('button', { name: 'Remove Interest' })).toBeVisible();

    await browse.pressWithKeyboard(card.getByRole('button', { name: 'Remove Interest' }), { from: heading });
    const confirm = browse.confirmDialog('Remove Interest');
    await expect(
      confirm.getByText('Do you want to remove your interest from the class/program?'),
    ).toBeVisible();
    await browse.pressWithKeyboard(confirm.getByRole('button', { name: 'Yes' }));
    await expect(card.getByRole('button', { name: 'Show Interest' })).toBeVisible();
  });

  test("a stale action shows 'Action no longer valid'", async ({ page, browse }) => {
    const { course } = await browse.openCourse('Healthcare', 'HLT-100');
    const card = browse.classCard('HLT-100-B');
    await expect(card.getByRole('button', { name: 'Add to Cart' })).toBeVisible();

    const api = studentApi(page.request, token);
    const classId = await api.classId('HLT-100-B', course.id);
    await test.step('the class goes into the cart from elsewhere (another tab)', async () => {
      expect((await api.post('cart/add', { venueType: 'CLASS', venueId: classId })).ok()).toBe(true);
    });

    await test.step('pressing the stale Add to Cart', async () => {
      await browse.pressWithKeyboard(card.getByRole('button', { name: 'Add to Cart' }), {
        from: card.getByRole('heading'),
      });
      await expect(card.getByRole('alert')).toHaveText('Action no longer valid');
      // The card then shows the state the server has.
      await expect(card.getByRole('button', { name: 'Go to Checkout' })).toBeVisible();
    });
  });
});

test.describe('the seeded states of student@demo.school (read only)', () => {
  test.beforeEach(async ({ page }) => {
    await signInThroughApi(page, 'student@demo.school');
  });

  test('shows every kind of state on its seeded class', async ({ browse }) => {
    await browse.openCourse('Healthcare', 'HLT-120');
    await expect(
      browse.classCard('HLT-120-A').getByRole('button', { name: 'Start Application' }),
    ).toBeEnabled();
    await expect(
      browse.classCard('HLT-120-B').getByRole('button', { name: 'Continue Application' }),
    ).toBeEnabled();
    await expect(
      browse.classCard('HLT-120-C').getByRole('button', { name: 'Form submitted' }),
    ).toBeDisabled();
    await browse.openCourse('Languages & ESL', 'LAN-101');
    await expect(browse.classCard('LAN-101-A').getByRole('button', { name: 'Enrolled' })).toBeDisabled();
    await expect(
      browse.classCard('LAN-101-B').getByRole('button', { name: 'Enrolled in another section' }),
    ).toBeDisabled();
  });
});
