import {
  answerProblems,
  formatPhoneAnswer,
  questionsOf,
  readAnswers,
  type DocumentQuestion,
} from './document-questions';

const QUESTIONS: DocumentQuestion[] = [
  { name: 'mood', label: 'How was it?', kind: 'choice', required: true, options: ['Good', 'Bad'] },
  { name: 'who', label: 'Name', kind: 'text', required: true, maxLength: 5 },
  { name: 'notes', label: 'Notes', kind: 'textarea', required: false, maxLength: 8 },
  { name: 'phone', label: 'Phone', kind: 'phone', required: false },
];
const read = (fields: Record<string, unknown>) => readAnswers(QUESTIONS, (name) => fields[name]);

describe('reading the answers of a form post', () => {
  it.each([
    ['a known option', { mood: 'Good' }, 'mood', 'Good'],
    ['an option the form does not have', { mood: 'Great' }, 'mood', ''],
    ['an option in another case', { mood: 'good' }, 'mood', ''],
    ['text trimmed and cut to its length', { who: '  Alexander ' }, 'who', 'Alexa'],
    ['a line break in one-line text', { who: 'A\nB' }, 'who', 'A B'],
    ['control characters dropped', { who: 'A\u0000B\u001b' }, 'who', 'AB'],
    ['line breaks kept in a textarea', { notes: 'a\r\nb\rc' }, 'notes', 'a\nb\nc'],
    ['a phone written any way', { phone: '(614) 555-0150' }, 'phone', '6145550150'],
    ['a phone with the country code', { phone: '+1 614 555 0150' }, 'phone', '6145550150'],
    ['a phone too short, as written', { phone: '555-0150' }, 'phone', '555-0150'],
    ['a field that is not text', { who: ['A'] }, 'who', ''],
    ['a question not sent', {}, 'notes', ''],
  ])('%s', (_case, fields, name, answer) => expect(read(fields)[name]).toBe(answer));

  it('keeps the questions only', () => {
    expect(Object.keys(read({ mood: 'Good', token: 't', other: 'x' }))).toEqual([
      'mood',
      'who',
      'notes',
      'phone',
    ]);
  });
});

describe('what is wrong with the answers', () => {
  it.each([
    ['nothing, when complete', { mood: 'Good', who: 'Al' }, {}],
    ['the required ones left empty', {}, { mood: 'Answer this question', who: 'Answer this question' }],
    [
      'a phone that is not 10 digits, even when optional',
      { mood: 'Good', who: 'Al', phone: '555-0150' },
      { phone: 'Enter a 10-digit phone number' },
    ],
    ['an optional one left empty is fine', { mood: 'Bad', who: 'Al', notes: '', phone: '' }, {}],
  ])('%s', (_case, fields, problems) => expect(answerProblems(QUESTIONS, read(fields))).toEqual(problems));
});

describe('the questions a school stores', () => {
  it('are none for a document without a form', () => {
    expect(questionsOf(null)).toBeNull();
  });
  it('are checked: unique names, not "token", a choice of two options at least', () => {
    expect(questionsOf(QUESTIONS)).toEqual(QUESTIONS);
    expect(() => questionsOf([QUESTIONS[0], QUESTIONS[0]])).toThrow();
    expect(() => questionsOf([{ ...QUESTIONS[1], name: 'token' }])).toThrow();
    expect(() => questionsOf([{ ...QUESTIONS[0], options: ['Only'] }])).toThrow();
    expect(() => questionsOf([{ ...QUESTIONS[1], name: 'Bad Name' }])).toThrow();
    expect(() => questionsOf([])).toThrow();
  });
});

it.each([
  ['6145550150', '(614) 555-0150'],
  ['555-0150', '555-0150'],
  ['', ''],
])('shows the phone %p as %p', (digits, shown) => expect(formatPhoneAnswer(digits)).toBe(shown));
