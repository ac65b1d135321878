import type { DocumentAction } from '../../../contracts';
import { queryOne, type Queryable } from '../../../db';
import { formatDate } from '../../../lib/format';
import { renderPdf } from '../../../lib/pdf';
import { encodePng, pngDataUrl, type Rgba } from '../../../lib/png';
import { insertFiles } from '../services/document-files';
import type { DocumentQuestion } from '../services/document-questions';
import { signedText } from '../services/signed-text';

/**
 * Documents of the demo school: five required documents, one per required action, which every student
 * is asked for (student@demo.school, the browser-test students and anyone who registers) until they
 * submit each; and a history of older documents for student@demo.school (registered by the school, not
 * submissions of those five, so all five stay required for that student). The survey and the
 * emergency contact form have questions, answered in the document's frame and recorded by the API
 * before the document can be submitted. The table is in api/README.md, "Documents".
 */

/** The demo school's time zone (config/demo-school.json), for the signing time in the history copy. */
const DEMO_TIME_ZONE = 'America/New_York';

export interface RequiredDocumentSeed {
  code: string;
  title: string;
  requiredAction: DocumentAction;
  html: string;
  /** The form the API renders after the HTML (survey and form documents; document-questions.ts). */
  questions?: DocumentQuestion[];
}

export const demoRequiredDocuments: RequiredDocumentSeed[] = [
  {
    code: 'WAIVER',
    title: 'Liability Waiver and Release',
    requiredAction: 'sign',
    html: `<h2>Liability Waiver and Release</h2>
<p>Riverbend Technical College offers hands-on training in shops, kitchens, laboratories and clinical settings. Some of these activities carry a risk of injury.</p>
<p>By signing below I acknowledge that:</p>
<ol>
<li>I have been informed of the risks of the labs and shops I take part in, and I will follow every safety rule, wear the protective equipment required and obey the instructions of my instructors.</li>
<li>I take part voluntarily and accept the risks that remain when the rules are followed.</li>
<li>I release Riverbend Technical College, its trustees, employees and instructors from claims arising from ordinary accidents during instruction, except those caused by their negligence.</li>
<li>I authorize the college to obtain emergency medical care for me if I cannot give consent myself.</li>
</ol>
<p>This release stays in effect for one year from the date I sign it.</p>`,
  },
  {
    code: 'PHOTO-ID',
    title: 'Photo ID',
    requiredAction: 'upload',
    html: `<h2>Photo ID</h2>
<p>To confirm your identity before your first class, upload a clear picture of a current government-issued photo ID:</p>
<ul>
<li>a driver's license or state ID card,</li>
<li>a passport or passport card, or</li>
<li>a permanent resident card.</li>
</ul>
<p>Upload the <strong>front and the back</strong> of the card as two pictures (choose the ID Card format), or one PDF with both sides. Your name, photo and expiration date must be readable; the ID must not be expired.</p>
<p>Your ID is seen only by the Registrar's Office and is kept with your student record.</p>`,
  },
  {
    code: 'SURVEY-2026',
    title: 'Student Satisfaction Survey',
    requiredAction: 'survey',
    // Pasted from the survey tool with its analytics snippet: a script and an onerror handler that must
    // never run in the portal (the client shows this HTML in a frame that runs no script).
    html: `<h2>Student Satisfaction Survey 2026</h2>
<p>Help us improve your experience at Riverbend. The survey takes about five minutes. Your instructors see the answers of their classes without your name.</p>
<p>Answer the questions below and press <strong>Send answers</strong>, then press Submit to tell us you are done.</p>
<script>window.parent.__documentScriptRan = true; document.title = 'script ran';</script>
<img src="https://analytics.example.invalid/pixel.gif" alt="" width="1" height="1" onerror="window.parent.__documentScriptRan = true; document.title = 'script ran'">`,
    questions: [
      {
        name: 'instruction',
        label: 'How satisfied are you with the quality of instruction?',
        kind: 'choice',
        required: true,
        options: ['Very satisfied', 'Satisfied', 'Neutral', 'Dissatisfied'],
      },
      {
        name: 'registration',
        label: 'How easy was it to register and pay for your classes online?',
        kind: 'choice',
        required: true,
        options: ['Very easy', 'Easy', 'Difficult', 'Very difficult'],
      },
      {
        name: 'labs',
        label: 'Were the labs and equipment ready and in good order?',
        kind: 'choice',
        required: true,
        options: ['Always', 'Usually', 'Rarely'],
      },
      {
        name: 'recommend',
        label: 'Would you recommend Riverbend Technical College to a friend?',
        kind: 'choice',
        required: true,
        options: ['Yes', 'Maybe', 'No'],
      },
      {
        name: 'comments',
        label: 'Anything else you would like to tell us?',
        kind: 'textarea',
        required: false,
        maxLength: 2000,
      },
    ],
  },
  {
    code: 'SAFETY-NOTICE',
    title: 'Campus Safety Notice',
    requiredAction: 'notify',
    html: `<h2>Annual Campus Safety Notice</h2>
<p>The college publishes its annual security and fire safety report, as federal law (the Clery Act) requires. It lists campus crime statistics for the last three years, our emergency procedures and the resources available to you.</p>
<ul>
<li>Campus Security: (614) 555-0150, open 24 hours.</li>
<li>Emergency alerts are sent by text message to the mobile number in your profile.</li>
<li>Evacuation maps are posted at every building exit.</li>
</ul>
<p>The full report is available at the Student Services desk. Press Submit to confirm you have read this notice.</p>`,
  },
  {
    code: 'EMERGENCY-FORM',
    title: 'Emergency Contact Form',
    requiredAction: 'form',
    html: `<h2>Emergency Contact Form</h2>
<p>Please tell us whom to call on your behalf if you have an emergency at the college. We keep this contact with your student record and share it only with campus security and your instructors in an emergency.</p>
<p>Fill in the form below and press <strong>Send answers</strong>, then press Submit. If you prefer, also attach a completed paper form as a picture or a PDF.</p>`,
    questions: [
      { name: 'contact_name', label: 'Emergency contact name', kind: 'text', required: true, maxLength: 100 },
      {
        name: 'relationship',
        label: 'Relationship to you',
        kind: 'choice',
        required: true,
        options: ['Parent or guardian', 'Spouse or partner', 'Sibling', 'Friend', 'Other'],
      },
      { name: 'contact_phone', label: 'Phone number', kind: 'phone', required: true },
      {
        name: 'medical_notes',
        label: 'Medical conditions or allergies instructors should know about',
        kind: 'textarea',
        required: false,
        maxLength: 1000,
      },
    ],
  },
];

// ---------------------------------------------------------------- generated files

const WHITE: Rgba = [255, 255, 255, 255];
const CLEAR: Rgba = [255, 255, 255, 0];
const INK: Rgba = [20, 40, 110, 255];

/** A handwritten-looking stroke on a clear background, 240 x 80: the demo's old signature. */
export function demoSignaturePng(): Buffer {
  const curve = (x: number) => 40 + 16 * Math.sin(x / 11) * Math.cos(x / 41) + (x - 120) / 12;
  return encodePng(240, 80, (x, y) => (x > 12 && x < 228 && Math.abs(y - curve(x)) < 1.6 ? INK : CLEAR));
}

/** A small picture of a transcript page (170 x 220): a header band and rows of "text". */
export function demoTranscriptPng(): Buffer {
  return encodePng(170, 220, (x, y) => {
    if (x < 6 || x > 163 || y < 6 || y > 213) return [230, 230, 230, 255];
    if (y >= 14 && y < 30 && x >= 14 && x < 156) return [30, 70, 130, 255];
    const row = (y - 42) % 12;
    const lineEnd = 150 - ((Math.floor((y - 42) / 12) * 23) % 50);
    if (y >= 42 && y < 200 && row < 4 && x >= 16 && x < lineEnd) return [90, 90, 90, 255];
    return WHITE;
  });
}

/** The official transcript as a PDF (src/lib/pdf.ts). */
export function demoTranscriptPdf(studentName: string): Buffer {
  const course = (term: string, title: string, grade: string) => [
    { text: term },
    { text: title, x: 90 },
    { text: grade, x: 504, align: 'right' as const },
  ];
  return renderPdf(
    [
      { text: 'Riverbend High School', font: 'bold', size: 18 },
      { text: 'Official transcript', font: 'bold', size: 13 },
      { gap: 8 },
      `Student: ${studentName}`,
      'Graduation: June 2016',
      { gap: 12 },
      [
        { text: 'Year', font: 'bold' },
        { text: 'Course', x: 90, font: 'bold' },
        { text: 'Grade', x: 504, align: 'right', font: 'bold' },
      ],
      { rule: true },
      course('2014-15', 'Algebra II', 'A-'),
      course('2014-15', 'Chemistry', 'B+'),
      course('2015-16', 'English Literature', 'A'),
      course('2015-16', 'Computer Applications', 'A'),
      { rule: true },
      'Cumulative GPA: 3.62',
    ],
    { title: 'Riverbend High School: official transcript' },
  );
}

// ---------------------------------------------------------------- seeding

async function insertDocument(
  tx: Queryable,
  row: {
    studentId: number;
    title: string;
    registeredOn: string;
    expireDate: string | null;
    text: string;
    signature?: { dataUrl: string; at: Date };
  },
): Promise<number> {
  const inserted = await queryOne<{ id: number }>(
    tx,
    `INSERT INTO student_documents (student_id, title, registered_on, expire_date, text, signature_data_url, signed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      row.studentId,
      row.title,
      row.registeredOn,
      row.expireDate,
      row.text,
      row.signature?.dataUrl ?? null,
      row.signature?.at ?? null,
    ],
  );
  return inserted!.id;
}

const addDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** Runs after the students are seeded, in the same transaction. */
export async function seedDocumentsDemo(tx: Queryable): Promise<void> {
  for (const [index, d] of demoRequiredDocuments.entries()) {
    await tx.query(
      `INSERT INTO required_documents (code, title, required_action, html, questions, sort_order)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6)`,
      [
        d.code,
        d.title,
        d.requiredAction,
        d.html,
        d.questions ? JSON.stringify(d.questions) : null,
        (index + 1) * 10,
      ],
    );
  }

  const student = await queryOne<{ id: number; first_name: string; last_name: string }>(
    tx,
    'SELECT id, first_name, last_name FROM students WHERE email = $1',
    ['student@demo.school'],
  );
  if (!student) throw new Error('Documents seed: student@demo.school is missing');
  const today = (await queryOne<{ d: string }>(tx, 'SELECT current_date::text AS d'))!.d;
  const name = `${student.first_name} ${student.last_name}`;

  // Signed 120 days ago at 10:15 in the morning (New York), good for a year.
  const agreementDay = addDays(today, -120);
  const agreementHtml = `<h2>Enrollment Agreement</h2>
<p>This agreement is between Riverbend Technical College and ${name} for the programs the student enrolls in.</p>
<ul>
<li>Tuition and fees are those published for each class at the time of enrollment.</li>
<li>Attendance of at least 80% of the scheduled hours is required to complete a class.</li>
<li>The student may cancel within three business days of signing for a full refund; later refunds follow the refund policy of each class.</li>
</ul>
<p>The student has read the catalog and the student handbook and agrees to follow the college's policies.</p>`;
  const signedAt = new Date(`${agreementDay}T15:15:00Z`);
  const signature = pngDataUrl(demoSignaturePng());
  await insertDocument(tx, {
    studentId: student.id,
    title: 'Enrollment Agreement',
    registeredOn: agreementDay,
    expireDate: addDays(agreementDay, 365),
    text: signedText(
      agreementHtml,
      { firstName: student.first_name, lastName: student.last_name },
      signature,
      signedAt,
      DEMO_TIME_ZONE,
    ),
    signature: { dataUrl: signature, at: signedAt },
  });

  const transcriptDay = addDays(today, -90);
  const transcript = await insertDocument(tx, {
    studentId: student.id,
    title: 'High School Transcript',
    registeredOn: transcriptDay,
    expireDate: null,
    text: `<h2>High School Transcript</h2>
<p>Official transcript of Riverbend High School, class of 2016, received by the Registrar's Office on ${formatDate(transcriptDay)}.</p>
<p>The attachments are the copy the student provided and the official transcript sent by the high school.</p>`,
  });
  await insertFiles(tx, transcript, 'attachment', [
    { title: 'Transcript page 1.png', mime: 'image/png', bytes: demoTranscriptPng() },
    { title: 'Official transcript.pdf', mime: 'application/pdf', bytes: demoTranscriptPdf(name) },
  ]);

  const immunizationDay = addDays(today, -60);
  await insertDocument(tx, {
    studentId: student.id,
    title: 'Immunization Record',
    registeredOn: immunizationDay,
    expireDate: addDays(immunizationDay, 365),
    text: `<h2>Immunization Record</h2>
<p>Immunizations required for the clinical programs, as verified by the Health Office on ${formatDate(immunizationDay)}:</p>
<ul>
<li>Measles, mumps and rubella (MMR): 2 doses</li>
<li>Hepatitis B: 3 doses</li>
<li>Tetanus, diphtheria and pertussis (Tdap): within the last 10 years</li>
<li>Tuberculosis screening: negative</li>
</ul>`,
  });
}
