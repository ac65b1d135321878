import { queryOne, type Queryable } from '../../../db';
import { categories, instructors, locations, type Day } from '../../../seed/catalog-data';

/**
 * Registration forms of the demo school (spec 2.1, 2.2, 3). Every venue below is open with seats and
 * shows 'Register' (or 'Enroll' for the no-cost ones) to any new student; test students
 * (src/seed/test-students.ts) can use them all. The classes marked "new" are this area's own, under
 * courses of their own, each with room for 100,000 registrations (seats not shown), so that browser
 * tests can submit them run after run; the others are browse's catalog venues.
 *
 * | Form | Venue                | Title                                 | Fee type | Cost                       | What it shows                                                                                                                     |
 * | ---- | -------------------- | ------------------------------------- | -------- | -------------------------- | --------------------------------------------------------------------------------------------------------------------------------- |
 * | 104  | ENR-120-R (new)      | Volunteer Tutor Training              | none     | nothing to pay             | "simple": only required fields, of types 0, 1, 2, 4 (two options), 5, 7, 8; 'Emergency contact name' (type 0); refund policy      |
 * | 105  | BUS-125-R (new)      | Notary Public Commission Preparation  | service  | $ 35.00 fee, required      | "simple" as 104; the payment step (card, bank; no Charge My Account for a required service fee); refund policy                    |
 * | 106  | TRD-140-R (new)      | Forklift Operator Certification       | full     | $ 225.00 (the class price) | "simple" as 104; the payment step, Charge My Account offered (a required full fee); refund policy                                 |
 * | 107  | ENR-125-R (new)      | GED Test Preparation                  | service  | $ 25.00 fee, not required  | a type 16 fee waiver: ticked, nothing to pay; else the payment step, Charge My Account offered; no refund policy, no instructions |
 * | 108  | HLT-130-R (new)      | Pharmacy Technician                   | service  | $ 20.00 fee, not required  | every control type 0 to 16 ('ssn' text, 'dob' date, phone and address choosers, profile summary, a type 16 waiver); refund policy |
 * | 101  | HLT-110-A (7 seats)  | State Tested Nursing Assistant (STNA) | none     | nothing to pay             | instructions and post-instructions (the info step); student@demo.school's pending form, two values saved; refund policy           |
 * | 102  | ECE-120-A (16 seats) | CDA Credential Preparation            | full     | $ 1,450.00                 | a short form; student@demo.school has submitted it (Registered), anyone else can register; refund policy                          |
 * | 103  | PTH-HEALTH (pathway) | Patient Care Technician Pathway       | service  | $ 150.00 deposit, required | a pathway's form: contact phone and address choosers, a three-option checkbox; the program refund policy                          |
 * | -    | ENR-140-N (new)      | Financial Aid and FAFSA Workshop      | no-cost  | free                       | the no-cost form, 100,000 seats; BUS-180-A and LAN-150-A (the catalog's no-cost classes) have no-cost forms too                   |
 *
 * HLT-110-B also uses form 101 but opens later (Coming Soon). The cost is spec 4.1's: the registration
 * fee for a service fee, the venue's price for a full one, 0 when a type 16 field is ticked. Submitting
 * or paying needs a primary address, a primary phone and a signature: test students have only the
 * address, so a test adds the phone and the signature (in the wizard, through the profile's editors).
 */

export const REGISTRATION_DEMO_VENUES = {
  simpleNone: 'ENR-120-R',
  simpleService: 'BUS-125-R',
  simpleFull: 'TRD-140-R',
  feeWaiver: 'ENR-125-R',
  everyControl: 'HLT-130-R',
  instructions: 'HLT-110-A',
  pathway: 'PTH-HEALTH',
  noCost: 'ENR-140-N',
} as const;

/** The label of the simple forms' plain text field: no other label of theirs contains it. */
export const EMERGENCY_CONTACT_NAME = 'Emergency contact name';

interface FieldSeed {
  type: number;
  label: string;
  group: string;
  options?: string[];
  description?: string;
  mask?: string;
  required?: boolean;
}

interface FormSeed {
  id: number;
  title: string;
  feeType: 'none' | 'service' | 'full';
  feeCents?: number;
  feeRequired?: boolean;
  instructions?: string;
  postInstructions?: string;
  fields: FieldSeed[];
}

const YES_NO = ['No', 'Yes'];

/** The "simple" forms: every field required, of types 0, 1, 2, 4 (two options), 5, 7 and 8, in one group. */
const simpleFields = (
  group: string,
  f: {
    why: string;
    count: string;
    agree: string;
    choice: [string, string[]];
    radio: [string, string[]];
    list: [string, string[]];
  },
): FieldSeed[] => [
  {
    type: 0,
    label: EMERGENCY_CONTACT_NAME,
    group,
    required: true,
    description: 'Who we call if something happens in class.',
  },
  { type: 1, label: f.why, group, required: true },
  { type: 2, label: f.count, group, required: true, description: 'Numbers only.' },
  { type: 4, label: f.agree, group, options: YES_NO, required: true },
  { type: 5, label: f.choice[0], group, options: f.choice[1], required: true },
  { type: 7, label: f.radio[0], group, options: f.radio[1], required: true },
  { type: 8, label: f.list[0], group, options: f.list[1], required: true },
];

export const registrationForms: FormSeed[] = [
  {
    id: 101,
    title: 'STNA program registration',
    feeType: 'none',
    instructions:
      '<p>Thank you for choosing the State Tested Nursing Assistant program. Before you start:</p>' +
      '<ul><li>Have your immunization dates at hand (MMR, varicella, hepatitis B).</li>' +
      '<li>A background check and a two-step TB test are required before the clinical rotation.</li>' +
      '<li>The form takes about 10 minutes. You can save it and finish it later.</li></ul>',
    postInstructions:
      '<p>After you submit, the Health Programs office reviews your form within 3 business days and e-mails ' +
      'you your clinical site. Tuition is invoiced once your seat is confirmed.</p>',
    fields: [
      { type: 0, label: 'Name as it should appear on your certificate', group: 'About you', required: true },
      { type: 3, label: 'Date of birth', group: 'About you', mask: 'dob', required: true },
      { type: 11, label: 'Phone number for clinical updates', group: 'About you', required: true },
      {
        type: 5,
        label: 'Have you had a two-step TB test in the last 12 months?',
        group: 'Health clearance',
        options: ['Yes', 'No', 'Scheduled'],
        required: true,
      },
      {
        type: 8,
        label: 'Immunizations you can document',
        group: 'Health clearance',
        options: ['MMR', 'Varicella', 'Hepatitis B', 'Influenza (this season)'],
        required: true,
      },
      {
        type: 1,
        label: 'Allergies or conditions the clinical site should know about',
        group: 'Health clearance',
        description: 'Optional. Latex allergies matter most.',
      },
      { type: 12, label: 'Emergency contact', group: 'In an emergency', required: true },
    ],
  },
  {
    id: 102,
    title: 'CDA preparation registration',
    feeType: 'full',
    feeRequired: true,
    fields: [
      {
        type: 5,
        label: 'Highest education completed',
        group: 'Your background',
        options: [
          'High school diploma or GED',
          'Some college',
          'Associate degree',
          "Bachelor's degree or higher",
        ],
        required: true,
      },
      {
        type: 7,
        label: 'Do you work in a child care setting now?',
        group: 'Your background',
        options: ['Yes', 'No'],
        required: true,
      },
      { type: 0, label: 'Child care center you work at', group: 'Your background' },
      { type: 2, label: 'Hours of child care experience', group: 'Your background' },
      {
        type: 4,
        label: 'I understand that the CDA credential also needs 480 hours of professional experience',
        group: 'Agreement',
        options: YES_NO,
        required: true,
      },
    ],
  },
  {
    id: 103,
    title: 'Patient Care Technician pathway registration',
    feeType: 'service',
    feeCents: 15000,
    feeRequired: true,
    fields: [
      {
        type: 5,
        label: 'Preferred site for clinical rotations',
        group: 'Program',
        options: ['Riverbend General Hospital', 'Northside Medical Center', 'Westview Care Center'],
        required: true,
      },
      {
        type: 4,
        label: 'Do you hold a current CPR card?',
        group: 'Program',
        options: ['Not answered', 'Yes', 'No'],
        required: true,
        description: 'You can take CPR, AED and First Aid with the pathway if not.',
      },
      { type: 12, label: 'Emergency contact', group: 'Contacts', required: true },
      { type: 13, label: 'Mailing address for your certificates', group: 'Contacts', required: true },
      { type: 1, label: 'Anything else we should know', group: 'Contacts' },
    ],
  },
  {
    id: 104,
    title: 'Volunteer tutor registration',
    feeType: 'none',
    fields: simpleFields('Volunteer details', {
      why: 'Why do you want to tutor?',
      count: 'Hours you can give each week',
      agree: 'I agree to a background check before I am placed',
      choice: ['Preferred subject', ['Reading', 'Math', 'English as a second language', 'Computer basics']],
      radio: ['Preferred age group', ['Children', 'Adults']],
      list: ['Days you are available', ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Saturday']],
    }),
  },
  {
    id: 105,
    title: 'Notary Public preparation registration',
    feeType: 'service',
    feeCents: 3500,
    feeRequired: true,
    fields: simpleFields('Commission details', {
      why: 'How will you use your notary commission?',
      count: 'Years of office experience',
      agree: 'I am at least 18 and live or work in Ohio',
      choice: [
        'County you will be commissioned in',
        ['Franklin', 'Delaware', 'Licking', 'Pickaway', 'Madison'],
      ],
      radio: ['When do you plan to take the state exam?', ['Within a month', 'In 1 to 3 months', 'Later']],
      list: [
        'Notarial acts you expect to perform',
        ['Acknowledgments', 'Jurats', 'Oaths and affirmations', 'Copy certifications'],
      ],
    }),
  },
  {
    id: 106,
    title: 'Forklift certification registration',
    feeType: 'full',
    feeRequired: true,
    fields: simpleFields('Operator details', {
      why: 'Describe your experience with forklifts or other powered trucks',
      count: 'Hours of forklift driving so far',
      agree: 'I will wear steel-toed boots to the driving evaluation',
      choice: [
        'Forklift type you need',
        ['Electric sit-down (Class I)', 'Propane sit-down (Class IV)', 'Rough terrain (Class VII)'],
      ],
      radio: ['Language of the written test', ['English', 'Spanish']],
      list: ['Loads you will move at work', ['Pallets', 'Drums', 'Lumber', 'Bulk bags']],
    }),
  },
  {
    id: 107,
    title: 'GED preparation registration',
    feeType: 'service',
    feeCents: 2500,
    feeRequired: false,
    fields: [
      { type: 0, label: 'Name for the class roster', group: 'Your goals', required: true },
      {
        type: 8,
        label: 'GED subjects you still need to pass',
        group: 'Your goals',
        options: ['Math', 'Reasoning Through Language Arts', 'Science', 'Social Studies'],
        required: true,
      },
      {
        type: 5,
        label: 'How did you hear about this class?',
        group: 'Your goals',
        options: ['A friend or family member', 'Social services office', 'Library', 'Online'],
      },
      {
        type: 16,
        label: 'I receive SNAP, WIC or Medicaid benefits (the $25 materials fee is waived)',
        group: 'Materials fee',
        options: YES_NO,
        description: 'Bring your benefits card to the first class.',
      },
    ],
  },
  {
    id: 108,
    title: 'Pharmacy Technician registration',
    feeType: 'service',
    feeCents: 2000,
    feeRequired: false,
    fields: [
      {
        type: 10,
        label: 'Your contact details come from your profile. Update them there if anything changed.',
        group: 'About you',
      },
      { type: 15, label: 'Your contact details', group: 'About you' },
      { type: 0, label: 'Legal first and last name', group: 'About you', required: true },
      { type: 14, label: 'Name you go by', group: 'About you' },
      { type: 3, label: 'Date of birth', group: 'About you', mask: 'dob', required: true },
      {
        type: 0,
        label: 'Social Security number',
        group: 'About you',
        mask: 'ssn',
        required: true,
        description: 'Needed for the state board background check. 9 digits.',
      },
      { type: 11, label: 'Best phone to reach you', group: 'Phones and address', required: true },
      { type: 12, label: 'Emergency contact phone', group: 'Phones and address', required: true },
      { type: 13, label: 'Mailing address', group: 'Phones and address', required: true },
      { type: 2, label: 'Years of work in a pharmacy or health setting', group: 'Experience' },
      { type: 1, label: 'Tell us about your pharmacy experience', group: 'Experience' },
      {
        type: 4,
        label: 'Have you held a pharmacy technician license before?',
        group: 'Experience',
        options: ['Not answered', 'Yes', 'No'],
        required: true,
      },
      {
        type: 5,
        label: 'Preferred schedule',
        group: 'Experience',
        options: ['Weekday evenings', 'Saturdays'],
        required: true,
      },
      {
        type: 6,
        label: 'Pharmacy settings that interest you',
        group: 'Experience',
        options: ['Retail', 'Hospital', 'Long-term care', 'Mail order', 'Compounding'],
      },
      {
        type: 7,
        label: 'Do you have transportation to an externship site?',
        group: 'Experience',
        options: ['Yes', 'No'],
        required: true,
      },
      {
        type: 8,
        label: 'Documents you can bring to orientation',
        group: 'Experience',
        options: ['Photo ID', 'High school diploma or GED', 'Immunization record'],
        required: true,
      },
      {
        type: 9,
        label: 'Externship sites you would accept',
        group: 'Experience',
        options: [
          'Riverbend Community Pharmacy',
          'Northside Medical Center',
          'CareRx Mail Order',
          'Westview Care Center',
        ],
      },
      {
        type: 16,
        label: 'I already have a background check on file with Riverbend (the $20 fee is waived)',
        group: 'Fees and agreement',
        options: YES_NO,
      },
      {
        type: 4,
        label: 'I certify that the information on this form is true',
        group: 'Fees and agreement',
        options: YES_NO,
        required: true,
      },
    ],
  },
];

interface CourseSeed {
  code: string;
  slug: string;
  title: string;
  description: string;
  syllabus: string[];
  categories: string[];
}

interface ClassSeed {
  code: string;
  course: string;
  start: string;
  end: string;
  days: Day[];
  time: [string, string];
  location: string;
  instructor: string;
  price: number;
  hours: number;
  registration: 'form' | 'nocost';
  formId?: number;
  refundPolicy: boolean;
  info: string;
}

/** Room for every run of the browser tests: the seats are not shown. */
const SEATS = 100_000;

export const registrationCourses: CourseSeed[] = [
  {
    code: 'ENR-120',
    slug: 'volunteer-tutor',
    title: 'Volunteer Tutor Training',
    description:
      'Learn to tutor adult learners and children in reading and math, then join a Riverbend literacy team.',
    syllabus: ['How adults learn', 'Reading strategies', 'Math without fear', 'Your first session'],
    categories: ['enrichment'],
  },
  {
    code: 'BUS-125',
    slug: 'notary-public',
    title: 'Notary Public Commission Preparation',
    description: 'The three-hour course and the state exam preparation Ohio asks of new notaries.',
    syllabus: ['Ohio notary law', 'Acknowledgments and jurats', 'Keeping a journal', 'Practice exam'],
    categories: ['business'],
  },
  {
    code: 'TRD-140',
    slug: 'forklift-operator',
    title: 'Forklift Operator Certification',
    description: 'OSHA-compliant classroom training and a hands-on driving evaluation, with a wallet card.',
    syllabus: ['OSHA 1910.178', 'Stability and load capacity', 'Pre-use inspection', 'Driving evaluation'],
    categories: ['trades'],
  },
  {
    code: 'ENR-125',
    slug: 'ged-preparation',
    title: 'GED Test Preparation',
    description: 'Tuition-free evening classes for the four GED tests, with practice tests and a study plan.',
    syllabus: ['Math', 'Reasoning Through Language Arts', 'Science', 'Social Studies', 'Practice tests'],
    categories: ['enrichment'],
  },
  {
    code: 'HLT-130',
    slug: 'pharmacy-technician',
    title: 'Pharmacy Technician',
    description:
      'Prepare for the PTCB exam: pharmacology, dosage calculations and pharmacy law, with an externship.',
    syllabus: [
      'Pharmacology basics',
      'Dosage calculations',
      'Pharmacy law and ethics',
      'Sterile compounding',
      'Externship',
    ],
    categories: ['healthcare'],
  },
  {
    code: 'ENR-140',
    slug: 'financial-aid-workshop',
    title: 'Financial Aid and FAFSA Workshop',
    description: 'Fill in your FAFSA with a financial aid advisor at your side. Free and open to everyone.',
    syllabus: ['Your FSA ID', 'The FAFSA step by step', 'Grants and scholarships', 'Reading your aid offer'],
    categories: ['enrichment', 'business'],
  },
];

export const registrationClasses: ClassSeed[] = [
  {
    code: 'ENR-120-R',
    course: 'ENR-120',
    start: '2027-02-06',
    end: '2027-02-27',
    days: ['Sat'],
    time: ['09:00', '12:00'],
    location: 'main',
    instructor: 'tchen',
    price: 0,
    hours: 12,
    registration: 'form',
    formId: 104,
    refundPolicy: true,
    info: '<p>Free for volunteers who commit to one semester of tutoring.</p>',
  },
  {
    code: 'BUS-125-R',
    course: 'BUS-125',
    start: '2027-02-13',
    end: '2027-02-13',
    days: ['Sat'],
    time: ['09:00', '12:00'],
    location: 'downtown',
    instructor: 'sbrennan',
    price: 149,
    hours: 3,
    registration: 'form',
    formId: 105,
    refundPolicy: true,
    info: '<p>The $35 registration fee is paid online; the course fee is invoiced after your form is accepted.</p>',
  },
  {
    code: 'TRD-140-R',
    course: 'TRD-140',
    start: '2027-03-01',
    end: '2027-03-03',
    days: ['Mon', 'Tue', 'Wed'],
    time: ['08:00', '12:00'],
    location: 'trades',
    instructor: 'mreyes',
    price: 225,
    hours: 12,
    registration: 'form',
    formId: 106,
    refundPolicy: true,
    info: '<p>Paid in full when you register. Steel-toed boots are required for the driving evaluation.</p>',
  },
  {
    code: 'ENR-125-R',
    course: 'ENR-125',
    start: '2027-01-25',
    end: '2027-05-12',
    days: ['Mon', 'Wed'],
    time: ['18:00', '20:30'],
    location: 'downtown',
    instructor: 'agarcia',
    price: 0,
    hours: 75,
    registration: 'form',
    formId: 107,
    refundPolicy: false,
    info: '<p>Tuition-free. A $25 materials fee, waived for students receiving SNAP, WIC or Medicaid.</p>',
  },
  {
    code: 'HLT-130-R',
    course: 'HLT-130',
    start: '2027-02-02',
    end: '2027-06-24',
    days: ['Tue', 'Thu'],
    time: ['18:00', '21:00'],
    location: 'health',
    instructor: 'dokafor',
    price: 1295,
    hours: 120,
    registration: 'form',
    formId: 108,
    refundPolicy: true,
    info: '<p>Includes a 40-hour externship. A $20 background check fee applies unless one is on file.</p>',
  },
  {
    code: 'ENR-140-N',
    course: 'ENR-140',
    start: '2027-01-28',
    end: '2027-01-28',
    days: ['Thu'],
    time: ['18:00', '20:00'],
    location: 'main',
    instructor: 'sbrennan',
    price: 0,
    hours: 2,
    registration: 'nocost',
    refundPolicy: false,
    info: '<p>Bring your FSA ID and last year’s tax return.</p>',
  },
];

/** Spec 2.2: what the no-cost classes show before the student enrolls. */
export const noCostForms = [
  {
    classCode: 'ENR-140-N',
    title: 'Reserve your seat at the FAFSA workshop',
    body:
      '<p>The workshop is free. Bring your FSA ID, your last tax return and, if you are a dependent student, ' +
      "your parents' tax information.</p><p>Submitting enrolls you at once; you can drop the workshop at any time.</p>",
    submitText: 'Reserve my seat',
  },
  {
    classCode: 'BUS-180-A',
    title: 'Small Business Basics: free workshop',
    body:
      '<p>This workshop is sponsored by the Riverbend Small Business Development Center and costs nothing.</p>' +
      '<p>By enrolling you agree that the center may e-mail you about its free advising sessions.</p>',
    submitText: 'Enroll for free',
  },
  {
    classCode: 'LAN-150-A',
    title: 'English for the Workplace: free enrollment',
    body:
      '<p>Classes are free for adults who live or work in Franklin County. A short placement conversation ' +
      'takes place on the first evening.</p>',
    submitText: 'Enroll',
  },
];

/** student@demo.school's pending form (seed.ts, on HLT-110-A): two of its values saved already. */
export const demoPendingValues = {
  email: 'student@demo.school',
  classCode: 'HLT-110-A',
  values: [
    { label: 'Name as it should appear on your certificate', value: 'Jordan Rivera' },
    { label: 'Have you had a two-step TB test in the last 12 months?', value: 'Yes' },
  ],
} as const;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const keyed = <T extends { key: string }>(list: T[], key: string, what: string): T => {
  const found = list.find((item) => item.key === key);
  if (!found) throw new Error(`Registration seed refers to an unknown ${what}: ${key}`);
  return found;
};

async function idOf(tx: Queryable, sql: string, params: unknown[]): Promise<number> {
  const row = await queryOne<{ id: number }>(tx, sql, params);
  if (!row) throw new Error(`Registration seed refers to an unknown record: ${JSON.stringify(params)}`);
  return row.id;
}

async function seedForms(tx: Queryable): Promise<void> {
  for (const form of registrationForms) {
    await tx.query(
      `INSERT INTO registration_forms (id, title, fee_type, registration_fee_cents, fee_required, instructions_html,
         post_instructions_html)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        form.id,
        form.title,
        form.feeType,
        form.feeCents ?? 0,
        form.feeRequired ?? false,
        form.instructions ?? null,
        form.postInstructions ?? null,
      ],
    );
    const groups = [...new Set(form.fields.map((field) => field.group))];
    for (const [index, field] of form.fields.entries()) {
      await tx.query(
        `INSERT INTO registration_form_fields (form_id, control_type, label, control_group, group_order, options,
           description, mask, is_required, sort_order)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          form.id,
          field.type,
          field.label,
          field.group,
          groups.indexOf(field.group) + 1,
          field.options ?? [],
          field.description ?? null,
          field.mask ?? null,
          field.required ?? false,
          (index + 1) * 10,
        ],
      );
    }
  }
}

async function seedVenues(tx: Queryable): Promise<void> {
  for (const course of registrationCourses) {
    const topics = course.syllabus.map((t) => `<li>${escapeHtml(t)}</li>`).join('');
    const courseId = await idOf(
      tx,
      `INSERT INTO courses (code, title, description, syllabus_html, image_url, rating, trend_level)
       VALUES ($1, $2, $3, $4, $5, 4.5, 1) RETURNING id`,
      [
        course.code,
        course.title,
        course.description,
        `<h4>${escapeHtml(course.title)} (${course.code})</h4><p>What you will learn:</p><ol>${topics}</ol>`,
        `/api/media/course/${course.slug}.svg`,
      ],
    );
    for (const [order, key] of course.categories.entries()) {
      await tx.query(
        `INSERT INTO course_category_links (course_id, category_id, sort_order)
         VALUES ($1, $2, $3)`,
        [
          courseId,
          await idOf(tx, 'SELECT id FROM course_categories WHERE title = $1', [
            keyed(categories, key, 'category').title,
          ]),
          order,
        ],
      );
    }
  }
  const standardPolicy = await idOf(tx, 'SELECT id FROM refund_policies WHERE title = $1', [
    'Standard refund policy',
  ]);
  for (const k of registrationClasses) {
    await tx.query(
      `INSERT INTO classes (course_id, code, title, start_date, end_date, week_days, start_time, end_time, location_id,
         instructor_id, total_price, total_hours, capacity, show_seats, registration_type, registration_form_id,
         refund_policy_id, info_html, image_url)
       SELECT co.id, $2, co.title, $3, $4, $5, $6, $7, (SELECT id FROM locations WHERE name = $8),
              (SELECT id FROM instructors WHERE email = $9), $10, $11, $12, false, $13, $14, $15, $16, co.image_url
         FROM courses co WHERE co.code = $1`,
      [
        k.course,
        k.code,
        k.start,
        k.end,
        k.days,
        k.time[0],
        k.time[1],
        keyed(locations, k.location, 'location').name,
        keyed(instructors, k.instructor, 'instructor').email,
        k.price,
        k.hours,
        SEATS,
        k.registration,
        k.formId ?? null,
        k.refundPolicy ? standardPolicy : null,
        k.info,
      ],
    );
  }
}

/** Runs after browse's demo data (its refund policies) and the students, in the same transaction. */
export async function seedRegistrationDemo(tx: Queryable): Promise<void> {
  await seedForms(tx);
  await seedVenues(tx);
  for (const form of noCostForms) {
    await tx.query(
      `INSERT INTO no_cost_forms (class_id, title, body_html, submit_text)
       VALUES ((SELECT id FROM classes WHERE code = $1), $2, $3, $4)`,
      [form.classCode, form.title, form.body, form.submitText],
    );
  }
  // The copies seeded before forms existed (seed.ts, browse-demo.ts) were opened with their venue's form.
  await tx.query(
    `UPDATE registration_infos ri SET form_id = v.registration_form_id
       FROM (SELECT 'CLASS' AS venue_type, id, registration_form_id FROM classes
             UNION ALL SELECT 'PATH', id, registration_form_id FROM pathways) v
      WHERE ri.form_id IS NULL AND v.venue_type = ri.venue_type AND v.id = ri.venue_id
        AND v.registration_form_id IN (SELECT id FROM registration_forms)`,
  );
  const d = demoPendingValues;
  const pending = await idOf(
    tx,
    `SELECT ri.id FROM registration_infos ri JOIN students s ON s.id = ri.student_id
       JOIN classes c ON c.id = ri.venue_id AND ri.venue_type = 'CLASS'
      WHERE s.email = $1 AND c.code = $2 AND ri.status = 'pending'`,
    [d.email, d.classCode],
  );
  for (const { label, value } of d.values) {
    await tx.query(
      `INSERT INTO registration_values (registration_info_id, field_id, value_json)
       SELECT $1, f.id, $3 FROM registration_form_fields f
        WHERE f.form_id = (SELECT form_id FROM registration_infos WHERE id = $1) AND f.label = $2`,
      [pending, label, JSON.stringify(value)],
    );
  }
}
