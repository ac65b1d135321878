import { IntlMessageFormat } from 'intl-messageformat';
import {
  accountErrorMessages,
  ACTION_NO_LONGER_VALID,
  AMOUNT_MESSAGES,
  CARD_MESSAGES,
  formatBytes,
  lateMessage,
  MAX_UPLOAD_BYTES,
  REGISTRATION_MESSAGES,
  REPORT_DATE_MESSAGES,
  RESTRICTED_MESSAGE,
  UPLOAD_MESSAGES,
} from '../contracts';
import { messages as httpMessages } from '../http/errors';
import { PERSONAL_INFO_REQUIRED_MESSAGE } from '../auth/personal-info';
import { formatCents, formatDate, formatDateRange, formatInstantDate } from '../lib/format';
import {
  formatMessage,
  messagesIn,
  negotiateLocale,
  offeredLocales,
  parseAcceptLanguage,
  pdfPageLabel,
  personLocale,
  translateRefusal,
  type MessageId,
} from '.';
import english from './messages/en.json';
import spanish from './messages/es.json';

const BOTH = ['en', 'es'] as const;
const SPANISH_FIRST = ['es', 'en'] as const;

describe('parseAcceptLanguage', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['es', [{ tag: 'es', q: 1 }]],
    [
      'es-MX,es;q=0.9,en;q=0.8',
      [
        { tag: 'es-MX', q: 1 },
        { tag: 'es', q: 0.9 },
        { tag: 'en', q: 0.8 },
      ],
    ],
    // By weight, then in the order written.
    [
      'en;q=0.5, es;q=0.8, fr',
      [
        { tag: 'fr', q: 1 },
        { tag: 'es', q: 0.8 },
        { tag: 'en', q: 0.5 },
      ],
    ],
    [
      'en, es',
      [
        { tag: 'en', q: 1 },
        { tag: 'es', q: 1 },
      ],
    ],
    // q=0 means "not this one"; malformed weights and tags are left out.
    ['es;q=0, en', [{ tag: 'en', q: 1 }]],
    ['es;q=2, en;q=abc, fr;q=0.3', [{ tag: 'fr', q: 0.3 }]],
    ['e$s, <script>, en', [{ tag: 'en', q: 1 }]],
    [
      '*;q=0.1, es',
      [
        { tag: 'es', q: 1 },
        { tag: '*', q: 0.1 },
      ],
    ],
    ['  ES ; Q=0.7 ', [{ tag: 'ES', q: 0.7 }]],
  ])('%j', (header, ranges) => {
    expect(parseAcceptLanguage(header)).toEqual(ranges);
  });

  it('reads a header given more than once', () => {
    expect(parseAcceptLanguage(['fr;q=0.2', 'es'])).toEqual([
      { tag: 'es', q: 1 },
      { tag: 'fr', q: 0.2 },
    ]);
  });
});

describe('negotiateLocale', () => {
  it.each([
    // What the web client sends.
    ['es', BOTH, 'es'],
    ['en', BOTH, 'en'],
    // A region or a script is the language's.
    ['es-MX', BOTH, 'es'],
    ['es_US', BOTH, 'es'],
    ['ES-419', BOTH, 'es'],
    ['en-GB', BOTH, 'en'],
    // The first wanted language the school offers.
    ['fr, es;q=0.5', BOTH, 'es'],
    ['fr-CA,fr;q=0.9,es;q=0.8,en;q=0.7', BOTH, 'es'],
    ['en;q=0.4, es;q=0.6', BOTH, 'es'],
    ['es;q=0, en;q=0.1', SPANISH_FIRST, 'en'],
    // Nothing the school offers: its default, its first locale.
    ['fr', BOTH, 'en'],
    ['fr', SPANISH_FIRST, 'es'],
    [undefined, BOTH, 'en'],
    [undefined, SPANISH_FIRST, 'es'],
    ['', SPANISH_FIRST, 'es'],
    ['not a header;;;', BOTH, 'en'],
    // '*' is anything: the school's default.
    ['*', SPANISH_FIRST, 'es'],
    ['*, en;q=0.5', SPANISH_FIRST, 'es'],
    // A language the school does not offer counts for nothing.
    ['es', ['en'], 'en'],
    ['es-MX, es', ['en'], 'en'],
    ['en', ['es'], 'es'],
    // No locales at all: English.
    ['es', [], 'en'],
  ] as const)('%j among %j is %s', (header, offered, locale) => {
    expect(negotiateLocale(header, offered)).toBe(locale);
  });
});

describe("a school's locales and a person's", () => {
  it('offers English alone when the school names no locales', () => {
    expect(offeredLocales({})).toEqual(['en']);
    expect(offeredLocales({ locales: undefined })).toEqual(['en']);
    expect(offeredLocales({ locales: ['es', 'en'] })).toEqual(['es', 'en']);
  });

  it.each([
    // The saved choice first, when the school offers it.
    [['en', 'es'], 'es', 'en', 'es'],
    [['en', 'es'], 'en', 'es', 'en'],
    // Else the request's locale.
    [['en', 'es'], null, 'es', 'es'],
    [['en', 'es'], undefined, 'es', 'es'],
    // A choice the school no longer offers, or no longer a locale, counts for nothing.
    [['en'], 'es', undefined, 'en'],
    [['en', 'es'], 'fr', 'es', 'es'],
    // Else the school's default.
    [['es', 'en'], null, undefined, 'es'],
    [undefined, 'es', 'es', 'en'],
  ] as const)('offered %j, saved %j, request %j: %s', (locales, saved, fallback, locale) => {
    expect(personLocale({ locales: locales as never }, saved, fallback)).toBe(locale);
  });
});

/** Every argument of an ICU message, with its type (1 plain, 5 select, 6 plural...), nested ones too. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const visit = (elements: unknown[]) => {
    for (const element of elements as { type: number; value?: string; options?: object }[]) {
      if (element.type !== 0 && element.type !== 7 && element.value) names.add(element.value);
      for (const option of Object.values(element.options ?? {}) as { value: unknown[] }[])
        visit(option.value);
    }
  };
  visit(new IntlMessageFormat(message, 'en-US').getAst());
  return [...names].sort();
}

describe('the catalogs', () => {
  const ids = Object.keys(english) as MessageId[];

  it('have the same ids, in the same order, and no empty message', () => {
    expect(Object.keys(spanish)).toEqual(ids);
    for (const id of ids) {
      expect(english[id].trim()).not.toBe('');
      expect(spanish[id].trim()).not.toBe('');
    }
  });

  it('give each message the same placeholders in both languages', () => {
    for (const id of ids) expect([id, argumentsOf(spanish[id])]).toEqual([id, argumentsOf(english[id])]);
  });

  it('word each English refusal once (a refusal is found by its words)', () => {
    const refusals = ids.filter((id) => id.startsWith('error.')).map((id) => english[id]);
    expect(new Set(refusals).size).toBe(refusals.length);
    // Plain placeholders only: the English is matched as a pattern.
    for (const text of refusals) expect(text.replace(/\{\w+\}/g, '')).not.toMatch(/[{}]/);
  });

  it('writes Spanish only in characters the PDFs can draw (WinAnsi)', () => {
    for (const id of ids)
      expect([id, spanish[id]]).toEqual([id, spanish[id].replace(/[^\x20-\x7e\xa0-\xff]/g, '?')]);
  });
});

describe('formatMessage', () => {
  it('formats a message in each locale, with its placeholders', () => {
    expect(formatMessage('en', 'pdf.page', { page: 1, pages: 3 })).toBe('Page 1 of 3');
    expect(formatMessage('es', 'pdf.page', { page: 1, pages: 3 })).toBe('Página 1 de 3');
    expect(formatMessage('en', 'mail.greeting', { name: 'Casey' })).toBe('Hello Casey,');
    expect(formatMessage('es', 'mail.greeting', { name: 'Casey' })).toBe('Hola, Casey:');
    expect(formatMessage('es', 'receipt.title')).toBe('Recibo de pago');
    expect(pdfPageLabel('es')(2, 2)).toBe('Página 2 de 2');
  });

  it('formats plurals and selects by their values', () => {
    const t = messagesIn('es');
    expect(t('error.payments.pastDue', { days: 1 })).toBe('1 día de atraso. Comunícate con la escuela');
    expect(t('error.payments.pastDue', { days: 12 })).toBe('12 días de atraso. Comunícate con la escuela');
    expect(t('error.profile.imageEmpty', { what: 'signature' })).toBe('La firma está vacía');
    expect(t('error.profile.imageEmpty', { what: 'picture' })).toBe('La imagen está vacía');
  });

  it('gives the English of every message as it is written, placeholders filled in', () => {
    expect(formatMessage('en', 'error.registration.full', { title: 'Welding I' })).toBe('Welding I is full.');
    expect(formatMessage('en', 'error.documents.tooManyFiles', { max: 20 })).toBe(
      'A document can have at most 20 files',
    );
  });
});

describe('translateRefusal', () => {
  it('leaves English as it is', () => {
    expect(translateRefusal('Course not found', 'en')).toBe('Course not found');
    expect(translateRefusal('Welding I is full.', 'en')).toBe('Welding I is full.');
  });

  it('translates a refusal it knows by its exact words', () => {
    expect(translateRefusal('Course not found', 'es')).toBe('No se encontró el curso');
    expect(translateRefusal(httpMessages.invalidInput, 'es')).toBe('Revisa los campos e inténtalo de nuevo');
    expect(translateRefusal(accountErrorMessages.invalid_student_email_password_combination, 'es')).toBe(
      'El correo electrónico o la contraseña son incorrectos',
    );
    // The contact phone's message ends with a space (the spec's), and keeps it.
    expect(translateRefusal(REGISTRATION_MESSAGES.contactPhoneRequired, 'es')).toBe(
      'El número de teléfono es obligatorio. ',
    );
  });

  it('translates a refusal with placeholders, keeping their values', () => {
    expect(translateRefusal('Welding I is full.', 'es')).toBe('Welding I está lleno.');
    expect(translateRefusal('Registration for Welding I (Evening) is closed.', 'es')).toBe(
      'La inscripción para Welding I (Evening) está cerrada.',
    );
    expect(translateRefusal(UPLOAD_MESSAGES.tooLarge(formatBytes(MAX_UPLOAD_BYTES)), 'es')).toBe(
      'El documento es demasiado grande para subirlo. El tamaño máximo de carga es 20 MB',
    );
    expect(translateRefusal('The photo is too large (at most 512 KB)', 'es')).toBe(
      'La foto es demasiado grande (máximo 512 KB)',
    );
  });

  it('prefers the longer pattern where two would match', () => {
    expect(translateRefusal('You are already enrolled in another section of Welding I.', 'es')).toBe(
      'Ya estás inscrito en otra sección de Welding I.',
    );
    expect(translateRefusal('You are already enrolled in Welding I.', 'es')).toBe(
      'Ya estás inscrito en Welding I.',
    );
  });

  it('gives counts their plural and units their words', () => {
    expect(translateRefusal(lateMessage(1), 'es')).toBe('1 día de atraso. Comunícate con la escuela');
    expect(translateRefusal(lateMessage(30), 'es')).toBe('30 días de atraso. Comunícate con la escuela');
    expect(translateRefusal('Too many sign-in attempts, please try again in 1 minute.', 'es')).toBe(
      'Demasiados intentos de inicio de sesión. Inténtalo de nuevo en 1 minuto.',
    );
    expect(translateRefusal('Too many sign-in attempts, please try again in 45 seconds.', 'es')).toBe(
      'Demasiados intentos de inicio de sesión. Inténtalo de nuevo en 45 segundos.',
    );
    expect(translateRefusal(accountErrorMessages.too_many_attempts, 'es')).toBe(
      'Demasiados intentos de inicio de sesión. Inténtalo de nuevo en unos minutos.',
    );
  });

  it('writes money the Spanish way, and a list of amounts with its "o"', () => {
    expect(
      translateRefusal('This registration has a fee of $ 1,234.50: please pay it to submit the form.', 'es'),
    ).toBe('Esta inscripción tiene una tarifa de $1,234.50: págala para enviar el formulario.');
    expect(translateRefusal(AMOUNT_MESSAGES.tooMuch('$ 1,000.00'), 'es')).toBe(
      'El monto no puede ser mayor que $1,000.00',
    );
    expect(translateRefusal('The amount for Payment plan – Welding must be $ 50.00 or $ 75.25.', 'es')).toBe(
      'El monto de Payment plan – Welding debe ser $50.00 o $75.25.',
    );
  });

  it('leaves a text it does not know as it is', () => {
    expect(translateRefusal('Something the school wrote', 'es')).toBe('Something the school wrote');
    expect(translateRefusal('', 'es')).toBe('');
  });

  it("knows every refusal of the contracts and of the API's shared errors", () => {
    const thrown = [
      ...Object.values(httpMessages),
      ...Object.values(accountErrorMessages),
      PERSONAL_INFO_REQUIRED_MESSAGE,
      RESTRICTED_MESSAGE,
      ACTION_NO_LONGER_VALID,
      UPLOAD_MESSAGES.tooLarge('20 MB'),
      UPLOAD_MESSAGES.attachmentTooLarge('20 MB'),
      UPLOAD_MESSAGES.notAFile,
      UPLOAD_MESSAGES.needSignature,
      ...Object.values(REPORT_DATE_MESSAGES),
      AMOUNT_MESSAGES.format,
      AMOUNT_MESSAGES.positive,
      AMOUNT_MESSAGES.tooMuch('$ 5.00'),
      ...Object.values(CARD_MESSAGES),
      lateMessage(3),
      ...(
        [
          'required',
          'studentPhoneRequired',
          'contactPhoneRequired',
          'addressRequired',
          'invalidSsn',
          'signFirst',
          'needSignature',
          'refundPolicy',
          'needPrimaryAddress',
          'needPrimaryPhone',
          'numbersOnly',
          'invalidDate',
          'futureBirthDate',
          'unknownOption',
          'unknownContact',
          'unknownAddress',
        ] as const
      ).map((key) => REGISTRATION_MESSAGES[key]),
    ];
    const untranslated = thrown.filter((text) => translateRefusal(text, 'es') === text);
    expect(untranslated).toEqual([]);
  });
});

describe('dates and money by locale', () => {
  it('keeps the English formats', () => {
    expect(formatDate('2026-11-24')).toBe('11/24/2026');
    expect(formatDate('2026-11-24', 'en')).toBe('11/24/2026');
    expect(formatDateRange('2027-01-12', '2027-03-20', 'en')).toBe('01/12/2027 - 03/20/2027');
    expect(formatCents(123456)).toBe('$ 1,234.56');
    expect(formatCents(-500, 'en')).toBe('-$ 5.00');
    expect(formatInstantDate(new Date('2026-11-25T03:00:00Z'), 'America/New_York')).toBe('11/24/2026');
  });

  it('writes Spanish dates day first and money without the space', () => {
    expect(formatDate('2026-11-24', 'es')).toBe('24/11/2026');
    expect(formatDateRange('2027-01-12', '2027-03-20', 'es')).toBe('12/01/2027 - 20/03/2027');
    expect(formatDateRange('2027-01-12', '2027-01-12', 'es')).toBe('12/01/2027');
    expect(formatCents(123456, 'es')).toBe('$1,234.56');
    expect(formatCents(-500, 'es')).toBe('-$5.00');
    expect(formatCents(5, 'es')).toBe('$0.05');
    // The school's day, not UTC's.
    expect(formatInstantDate(new Date('2026-11-25T03:00:00Z'), 'America/New_York', 'es')).toBe('24/11/2026');
  });
});
