import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import { EnrollmentsPage } from '../fixtures/enrollments-page';
import { signInThroughApi } from '../fixtures/session';
import { expect, test } from '../fixtures/test';

/**
 * Enrollments, their progress and the schedule pages against the real API (spec 2.7, 4.4, 4.5, 5.6,
 * 7.4). What only reads uses student@demo.school's enrollments (api/src/areas/enrollments/seed); what
 * changes data (a follow-up form, the wait list, the time clock) uses a student of its own.
 */
test.describe('as student@demo.school', () => {
  test.beforeEach(async ({ page }) => {
    await signInThroughApi(page, 'student@demo.school');
  });

  test('opens an enrollment: progress, attendance on demand, a report refused then made, by keyboard', async ({
    page,
    portal,
  }) => {
    const enrollments = new EnrollmentsPage(page);
    await page.goto('/enrollments');
    await expect(enrollments.list().getByRole('button')).not.toHaveCount(0);
    await portal.expectAccessible();

    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/enrollment/attendance')) asked.push(request.url());
    });

    await test.step('the row opens the view with the keyboard', async () => {
      await enrollments
        .list()
        .getByRole('button', { name: /ART-110-R/ })
        .focus();
      await page.keyboard.press('Enter');
      const view = enrollments.view();
      await expect(
        view.getByRole('heading', { level: 2, name: 'Graphic Design with Adobe Tools' }),
      ).toBeVisible();
      await expect(view.getByRole('progressbar', { name: 'Percent complete' })).toHaveAttribute(
        'aria-valuenow',
        '40',
      );
      // 40% and 45%: both labels inside their bars.
      await expect(view.getByRole('progressbar', { name: 'Completed progress' })).toContainText('40%');
      await expect(view.getByRole('progressbar', { name: 'Expected progress' })).toContainText('45%');
      await portal.expectAccessible();
    });

    await test.step('Attendance Details load when opened', async () => {
      // The view is open and its attendance not asked for yet.
      expect(asked).toEqual([]);
      await enrollments.section('Attendance Details').focus();
      await page.keyboard.press('Enter');
      const table = enrollments.view().getByRole('table', { name: 'Attendance' });
      await expect(table.getByRole('row')).not.toHaveCount(0);
      await expect(table.getByRole('cell', { name: 'Tardy' }).first()).toBeVisible();
      expect(asked).toHaveLength(1);
      await portal.expectAccessible();
    });

    await test.step('an attendance report ending before it starts is refused', async () => {
      await enrollments.view().getByRole('button', { name: 'Attendance Report' }).click();
      const popover = page.getByRole('dialog', { name: 'Attendance Report' });
      await popover.getByLabel('Start date').fill('2026-11-10');
      await popover.getByLabel('End date').fill('2026-11-01');
      await popover.getByRole('button', { name: 'Generate' }).click();
      await expect(popover.getByRole('alert')).toHaveText('End date must not precede start date');
      await expect(popover.getByRole('link', { name: 'Open the report' })).toHaveCount(0);
      await portal.expectAccessible();
    });

    await test.step('a valid one is a PDF naming the student', async () => {
      const popover = page.getByRole('dialog', { name: 'Attendance Report' });
      const start = new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 10);
      await popover.getByLabel('Start date').fill(start);
      await popover.getByLabel('End date').fill(new Date().toISOString().slice(0, 10));
      await popover.getByRole('button', { name: 'Generate' }).click();
      const report = await enrollments.fetchLinked('Open the report');
      expect(report.type).toContain('application/pdf');
      expect(report.body.startsWith('%PDF-')).toBe(true);
      expect(report.body).toContain('Jordan Rivera');
      expect(report.body).toContain('Graphic Design with Adobe Tools');
    });
  });

  test('the time clock shows a month at a time, and its total changes with the month', async ({
    page,
    portal,
  }) => {
    const enrollments = new EnrollmentsPage(page);
    await enrollments.open(/HLT-140-T/);
    await enrollments.section('Attendance Details').click();
    const month = enrollments.view().getByRole('combobox', { name: 'Month' });
    // The select comes with the time clock's entries (a skeleton until then), its options with it.
    await expect(month).toBeVisible();
    const options = await month
      .locator('option')
      .evaluateAll((nodes) => nodes.map((node) => (node as HTMLOptionElement).value));
    expect(options.length).toBeGreaterThanOrEqual(2);
    const view = enrollments.view();
    const total = view.getByTestId('time-clock-total');
    await month.selectOption(options[0]!);
    await expect(view.getByRole('table', { name: /^Time clock, / })).toBeVisible();
    const thisMonth = (await total.textContent())!;
    await month.selectOption(options[1]!);
    await expect(total).not.toHaveText(thisMonth);
    // The month before the seed's holds over 24 hours.
    await expect(total).toHaveText(/^(2[4-9]|[3-9]\d|\d{3,}):\d{2}$/);
    await portal.expectAccessible();
  });

  test('a pathway shows its grade tree three levels deep and its transcript names the student', async ({
    page,
    portal,
  }) => {
    const enrollments = new EnrollmentsPage(page);
    await enrollments.open(/PTH-MOA/);
    await enrollments.section('Grade Details').click();
    const tree = enrollments.view().getByRole('list', { name: 'Grades' });
    // module > unit > assessment: a list inside a list inside the tree.
    await expect(tree.getByRole('list').getByRole('list').first()).toBeVisible();
    await expect(tree.getByText(/^Score \d+(\.\d+)? \/ \d+/).first()).toBeVisible();
    // Each node's adjustment, hours and notes, by name (the seed's grade-book-data.ts).
    await expect(enrollments.gradeFacts('Hours').first()).toHaveText('24.50');
    await expect(enrollments.gradeFacts('Adjustment')).toHaveText(['-2']);
    await expect(enrollments.gradeFacts('Notes').first()).toHaveText(
      'Submitted two days late: 2 points off.',
    );
    await portal.expectAccessible();

    await enrollments.view().getByRole('button', { name: 'Transcript' }).click();
    const transcript = await enrollments.fetchLinked('Open the transcript');
    expect(transcript.type).toContain('application/pdf');
    expect(transcript.body.startsWith('%PDF-')).toBe(true);
    expect(transcript.body).toContain('Jordan Rivera');
  });

  for (const { title, enrollment, section, shown } of [
    {
      title: 'on a phone the view is no wider than the screen: the attendance table scrolls in its own box',
      enrollment: /ART-110-R/,
      section: 'Attendance Details',
      shown: (enrollments: EnrollmentsPage) => enrollments.view().getByRole('table', { name: 'Attendance' }),
    },
    {
      title: "on a phone the grade tree's notes and hours wrap inside the view",
      enrollment: /PTH-MOA/,
      section: 'Grade Details',
      shown: (enrollments: EnrollmentsPage) => enrollments.gradeFacts('Notes').first(),
    },
  ] as const) {
    test(title, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const enrollments = new EnrollmentsPage(page);
      await enrollments.open(enrollment);
      await enrollments.section(section).click();
      await expect(shown(enrollments)).toBeVisible();
      const widths = await enrollments
        .view()
        .locator('.pt-sheet-body')
        .evaluate((body) => ({ scroll: body.scrollWidth, client: body.clientWidth }));
      expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    });
  }

  test('grades that cannot load say so', async ({ page }) => {
    const enrollments = new EnrollmentsPage(page);
    await enrollments.open(/ART-110-S/);
    await enrollments.section('Grade Details').click();
    await expect(enrollments.view().getByText('Grade Details are currently unavailable')).toBeVisible();
  });

  test('the schedule and the calendar show the coming meetings; the .ics downloads and parses', async ({
    page,
    portal,
  }) => {
    await page.goto('/schedule');
    await expect(page.getByRole('article', { name: /^Week of / }).first()).toBeVisible();
    await expect(page.getByText(/Times are in the school's timezone \(America\/New_York\)/)).toBeVisible();
    await portal.expectAccessible();

    await page.goto('/calendar');
    await expect(page.getByRole('table', { name: /\d{4}$/ })).toBeVisible();
    await portal.expectAccessible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export calendar (.ics)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('my-classes.ics');
    const text = readFileSync((await download.path())!, 'utf8');
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstSubcomponent('vtimezone')!.getFirstPropertyValue('tzid')).toBe(
      'America/New_York',
    );
    const events = calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event));
    expect(events.length).toBeGreaterThan(0);
    expect(new Set(events.map((event) => event.uid)).size).toBe(events.length);

    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(page.getByRole('table', { name: /\d{4}$/ })).toBeVisible();
  });
});

test.describe('each by a student of its own', () => {
  test('continues a follow-up form in the full-screen overlay, saves it, submits it and closes', async ({
    page,
    portal,
    freshStudent,
  }) => {
    await freshStudent.signIn();
    const enrollments = new EnrollmentsPage(page);
    await enrollments.open(/HLT-140-E/);
    const forms = enrollments.view().getByRole('group', { name: 'Follow up applications' });
    await expect(forms.getByRole('button', { name: 'Externship Agreement Submitted' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // Spec 7.1's two calls: the form's status now, and a passport for the student.
    const formRead = page.waitForResponse(
      (response) =>
        response.request().method() === 'GET' && /\/api\/rapidapp\/form\/\d+$/.test(response.url()),
    );
    const passport = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && response.url().endsWith('/api/rapidapp/passport'),
    );
    await forms.getByRole('button', { name: 'Background Check Authorization Cont.' }).click();
    expect((await formRead).status()).toBe(200);
    expect((await passport).request().postDataJSON()).toEqual({ student: expect.any(Number) });

    const overlay = page.getByRole('dialog', { name: 'Background Check Authorization' });
    await expect(overlay.getByRole('button', { name: 'Close' })).toBeFocused();
    const tool = overlay.frameLocator('iframe');
    await expect(tool.getByRole('heading', { name: 'Background Check Authorization' })).toBeVisible();
    await portal.expectAccessible();
    await tool.getByLabel('What do you hope to achieve?').fill('Ready to start in January.');
    await tool.getByRole('button', { name: 'Save and continue later' }).click();
    await expect(
      tool.getByText('Your answers are saved. Close this window to return to the portal.'),
    ).toBeVisible();
    await overlay.getByRole('button', { name: 'Close' }).click();
    await expect(overlay).toBeHidden();

    await test.step('continued again, the answer is kept; submitted, the button says so', async () => {
      await forms.getByRole('button', { name: 'Background Check Authorization Cont.' }).click();
      await expect(tool.getByLabel('What do you hope to achieve?')).toHaveValue('Ready to start in January.');
      await tool.getByLabel('Which schedule suits you best?').selectOption('Evenings');
      await tool.getByRole('button', { name: 'Submit application' }).click();
      await expect(
        tool.getByText('Application submitted. Close this window to return to the portal.'),
      ).toBeVisible();
    });

    // Keys pressed inside the tool's frame stay there: back in the portal, Escape closes the overlay.
    await overlay.getByRole('button', { name: 'Close' }).focus();
    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();
    await expect(
      forms.getByRole('button', { name: 'Background Check Authorization Submitted' }),
    ).toHaveAttribute('aria-disabled', 'true');
    await expect(forms.getByRole('button', { name: 'Externship Site Preferences' })).toBeEnabled();
  });

  test('leaving a wait list from /interests asks first, and browse shows the class open to join again', async ({
    page,
    portal,
    browse,
    freshStudent,
  }) => {
    await freshStudent.signIn();
    await browse.openCourse('Welding & Fabrication', 'WEL-101');
    const card = browse.classCard('WEL-101-B');
    await card.getByRole('button', { name: 'Join Waitlist' }).click();
    await expect(card.getByRole('button', { name: 'Leave Waitlist' })).toBeVisible();

    await page.goto('/interests');
    const waitlist = page.getByRole('list', { name: 'Wait list' });
    await expect(waitlist.getByRole('link', { name: /Welding/ })).toBeVisible();
    await portal.expectAccessible();
    await waitlist.getByRole('button', { name: /^Leave wait list: / }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove from Waitlist' });
    await expect(
      confirm.getByText('Do you want to remove the class/program from the wait list?'),
    ).toBeVisible();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('You are not on any wait list.')).toBeVisible();

    await browse.openCourse('Welding & Fabrication', 'WEL-101');
    await expect(browse.classCard('WEL-101-B').getByRole('button', { name: 'Join Waitlist' })).toBeVisible();
  });

  test('clocking in and out on /attendance adds an entry to that enrollment time clock', async ({
    page,
    portal,
    freshStudent,
  }) => {
    await freshStudent.signInAndOpen('/attendance');
    const card = page.getByRole('article', { name: 'Medical Billing Externship' });
    await expect(card.getByRole('status')).toHaveText('Not clocked in');
    await portal.expectAccessible();
    await card.getByRole('button', { name: /^Clock in to / }).click();
    await expect(card.getByRole('status')).toHaveText(/^Clocked in since \d{1,2}:\d{2} [AP]M$/);
    await card.getByRole('button', { name: /^Clock out of / }).click();
    await expect(card.getByRole('status')).toHaveText('Not clocked in');
    await expect(card.getByRole('table').getByRole('row')).toHaveCount(3);

    const enrollments = new EnrollmentsPage(page);
    await enrollments.open(/HLT-140-E/);
    await enrollments.section('Attendance Details').click();
    await expect(
      enrollments
        .view()
        .getByRole('table', { name: /^Time clock, / })
        .getByRole('row'),
    ).toHaveCount(3);
  });
});
