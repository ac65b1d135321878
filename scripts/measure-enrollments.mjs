// `pnpm measure:enrollments`: (1) the time from a click on an enrollment in /enrollments to its view
// shown with a section opened and loaded (the attendance table of ART-110-R, the grade tree of the
// PTH-MOA pathway), each round in a new browser (the first open loads remote-enrollments), and (2) the
// time to make each report PDF (the link call and the file) against the local API, as
// student@demo.school. A report, not a test. Needs production builds (`pnpm build`) and Chromium.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { signInThroughApi, signedInContext } from './lib/demo-session.mjs';
import { printTimes } from './lib/timing.mjs';
import { startPortalStack } from './lib/portal-stack.mjs';

const ports = { api: 4860, shell: 4870 };
const ROUNDS = Number(process.env.ROUNDS ?? 5);

const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-measure-enrollments-'));
const stack = await startPortalStack({ ports, dataDir, quiet: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const api = (token) => async (method, url, body) => {
  const reply = await fetch(new URL(`/api/${url}`, stack.shellUrl), {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await reply.json();
  if (json.result !== 'ok') throw new Error(`${url}: ${json.errorMessage}`);
  return json.data;
};

try {
  const session = await signInThroughApi(stack.shellUrl, 'student@demo.school');

  const openView = async (code, section, ready) => {
    const times = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const context = await signedInContext(browser, session);
      const page = await context.newPage();
      await page.goto(new URL('/enrollments', stack.shellUrl).href);
      const row = page
        .getByRole('list', { name: 'Enrollments' })
        .getByRole('button', { name: new RegExp(code) });
      await row.waitFor();
      const start = Date.now();
      await row.click();
      const view = page.getByRole('dialog');
      await view.getByRole('button', { name: section }).click();
      await ready(view).waitFor();
      times.push(Date.now() - start);
      await context.close();
    }
    return times;
  };
  printTimes(
    'Open ART-110-R until its Attendance Details table shows',
    await openView('ART-110-R', 'Attendance Details', (view) =>
      view.getByRole('table', { name: 'Attendance' }),
    ),
  );
  printTimes(
    'Open PTH-MOA until its Grade Details tree shows',
    await openView('PTH-MOA', 'Grade Details', (view) => view.getByRole('list', { name: 'Grades' })),
  );

  const call = api(session.token);
  const { enrollments } = await call('GET', 'enrollments');
  const byCode = (code) => enrollments.find((enrollment) => enrollment.code === code);
  const attendance = byCode('ART-110-R');
  const pathway = byCode('PTH-MOA');
  const today = new Date().toISOString().slice(0, 10);
  const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
  const range = { enrollmentId: attendance.enrollmentId, startDate: yearAgo, endDate: today };
  const reports = [
    ['Attendance report (daily)', 'enrollments/attendance_report_link', { ...range, summary: false }],
    ['Attendance report (summary)', 'enrollments/attendance_report_link', { ...range, summary: true }],
    [
      'Time-clock attendance report',
      'enrollments/attendance_report_link',
      { ...range, enrollmentId: byCode('HLT-140-T').enrollmentId, summary: false },
    ],
    ['Infractions report (daily)', 'enrollments/infraction_report_link', { ...range, type: 'daily' }],
    ['Infractions report (summary)', 'enrollments/infraction_report_link', { ...range, type: 'summary' }],
    ['Pathway transcript', 'enrollments/pathway_transcript_link', { pathId: pathway.venueId }],
    ['Classes transcript', 'enrollments/classes_transcript_link', { type: 'all' }],
  ];
  for (const [name, url, body] of reports) {
    const times = [];
    let bytes = 0;
    for (let round = 1; round <= ROUNDS; round += 1) {
      const start = performance.now();
      const link = await call('POST', url, body);
      const file = await fetch(new URL(link.url, stack.shellUrl));
      if (!file.ok || !file.headers.get('content-type')?.includes('application/pdf')) {
        throw new Error(`${name}: no PDF (${file.status})`);
      }
      bytes = (await file.arrayBuffer()).byteLength;
      times.push(performance.now() - start);
    }
    printTimes(`${name} (link + ${(bytes / 1024).toFixed(1)} KB PDF)`, times);
  }
} finally {
  await browser.close();
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
