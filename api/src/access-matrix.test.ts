import { createSession, hashToken } from './auth/sessions';
import {
  accountEndpoints,
  browseEndpoints,
  cartEndpoints,
  cartSchema,
  documentsEndpoints,
  endpointUrl,
  enrollmentsEndpoints,
  idSchema,
  pathParamNames,
  paymentFailureSchema,
  paymentsEndpoints,
  profileEndpoints,
  registrationEndpoints,
  registrationResponseSchema,
  type AnyEndpoint,
} from './contracts';
import { allEndpoints } from './endpoints';
import { routeUrl } from './http/register-endpoint';
import { registration, SCHEDULE_VIEW } from '../test/support/accounts';
import { card, newKey, seenCart } from '../test/support/payments';
import { filledEntries } from '../test/support/registration';
import {
  closeTestContext,
  createTestContext,
  DEMO_PASSWORD,
  login,
  type TestContext,
  type TestResponse,
} from '../test/support/context';

/*
 * The access matrix (issue 16, item 7): every endpoint that names a student-owned object, called as
 * each kind of caller, with the expected allow or deny, and no data of the owner's in a denial.
 *
 * Which endpoints, from the endpoint table alone (so that a route added later is in by construction):
 * - Every endpoint whose `auth` is not `public`. A signed-in call acts on the records of the student
 *   the session acts as: the profile, photo, signature, phone contacts, addresses, cart, wait list,
 *   interests, forms and navigation log are found by the session, not by an id (an `optional` catalog
 *   read shows the caller's own enroll and interest states).
 * - Some of them also name one of those objects by id. Each endpoint lists every id it takes in its
 *   definition (`ids: { addressId: 'owned' }`, `{ venueId: 'shared' }`, shared/src/api/endpoint.ts);
 *   an `owned` one must be found among the acting student's records. The first test fails on an
 *   id-like field (`id`, `...Id`, `..._id`, an `idSchema`) that is not listed, so a new endpoint cannot
 *   name an owned id unnoticed.
 * - A `public` endpoint does not look at the session: one that names an owned id is guarded by a
 *   secret in its input instead, and is listed in GUARDED_BY_INPUT with the test that proves it.
 *
 * The owner is emma.parker@demo.school; guardian@demo.school is her guardian. The callers:
 * - the owner;
 * - another student (student@demo.school);
 * - the owner's guardian, switched into her with GET /student/impersonate/:id: the way the API lets a
 *   guardian act for a related student (spec section 6: "a student with related students can switch
 *   to a related account and back"; impersonation.ts: while switched, every endpoint acts as that
 *   student). Allowed, except where an endpoint refuses a guardian acting for a student (below);
 * - the owner's guardian before switching (an extra row): the guardian's own session, which names her
 *   objects by id only to be refused;
 * - another guardian (registered here, guardian of moved.new@demo.school and switched into him);
 * - a former guardian of the owner's (an extra row): switched into her while related, then the school
 *   ended the relation; the session must be refused from then on (it was not: sessions.ts now checks
 *   the relation on every request);
 * - no token; a garbage token (well-formed, unknown); the owner's own session revoked by logout; the
 *   owner's own session idle past the school's idle timeout (its last_seen_at aged in the database).
 *
 * Each case gets sessions of its own and a state in which the owner's request would succeed (created
 * through the API as the owner, or in the database where no endpoint creates it). The expected result:
 * - allow: a 2xx;
 * - deny: the listed statuses (401 for the bad tokens, 403 or 404 for an owned id of someone else's),
 *   the error envelope with no `data`;
 * - own: the caller's own records (a 2xx, or the 4xx its own state calls for); a visitor's reply for
 *   an `optional` endpoint without a token.
 * Whatever is not allowed must show nothing of the owner's (her e-mail, streets, phone numbers and
 * names, signature, photo key, form and document titles and texts, the values she typed into registration
 * forms, the codes of her document files,
 * the ids of her addresses, contacts, forms and documents, and the cart, wait-list and interest states
 * only she has) and must leave every row of hers (her document files included) as it was.
 */

// ---------------------------------------------------------------- the table's ids

interface Def {
  type: string;
  shape?: Record<string, Schema>;
  innerType?: Schema;
  out?: Schema;
}
interface Schema {
  _zod: { def: Def };
}

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'nonoptional']);
const unwrap = (schema: Schema): Schema => {
  let s = schema;
  while (WRAPPERS.has(s._zod.def.type) && s._zod.def.innerType) s = s._zod.def.innerType;
  return s;
};

const ID_NAME = /^(id|.*[a-z0-9]Id|.*_id)$/;

/** An id: by its name, by the shared `idSchema`, or a path param parsed into a number. */
const isIdLike = (name: string, schema: Schema): boolean => {
  const s = unwrap(schema);
  if (ID_NAME.test(name) || s === (idSchema as unknown as Schema)) return true;
  const out = s._zod.def.type === 'pipe' && s._zod.def.out ? unwrap(s._zod.def.out) : undefined;
  return out?._zod.def.type === 'number';
};

/** Every field of an input, nested ones by dotted path, with its schema. */
function fields(schema: Schema | undefined, prefix = ''): [string, Schema][] {
  if (!schema) return [];
  const s = unwrap(schema);
  if (s._zod.def.type !== 'object') return [];
  return Object.entries(s._zod.def.shape ?? {}).flatMap(([key, child]): [string, Schema][] => [
    [prefix + key, child],
    ...fields(child, `${prefix}${key}.`),
  ]);
}

const inputFields = (e: AnyEndpoint) =>
  [e.params, e.query, e.body].flatMap((schema) => fields(schema as unknown as Schema | undefined));

const endpointKey = (e: AnyEndpoint) => `${e.method} ${e.path}`;
const ownedIds = (e: AnyEndpoint) => Object.keys(e.ids).filter((key) => e.ids[key] === 'owned');

/** Public endpoints that name an owned id: what guards it instead of a session, and where that is tested. */
const GUARDED_BY_INPUT: Record<string, string> = {
  'POST student/request_recover_password_reset':
    'srlCode: the e-mail search must have found that student, and the code must be fresh ' +
    '(account-register.test.ts, "accepts only a student of that search")',
};

const matrixEndpoints = allEndpoints.filter((e) => e.auth !== 'public');

// ---------------------------------------------------------------- callers and expectations

const IDENTITIES = [
  'owner',
  'another student',
  "owner's guardian",
  "owner's guardian, not switched",
  'another guardian',
  "owner's former guardian",
  'no token',
  'garbage token',
  'revoked token',
  'idle-expired token',
] as const;
type Identity = (typeof IDENTITIES)[number];

type Expected =
  | { kind: 'allow'; why?: string }
  | { kind: 'deny'; status: readonly number[]; why?: string }
  | { kind: 'own'; why?: string };

const allow = (why?: string): Expected => ({ kind: 'allow', why });
const deny = (status: readonly number[], why?: string): Expected => ({ kind: 'deny', status, why });
const OWN: Expected = { kind: 'own' };

interface RequestInput {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: unknown;
}

interface Scenario {
  /** Puts the owner's records in a state where her request succeeds; returns that request. */
  prepare(kit: Kit): Promise<RequestInput>;
  /** Undoes what `prepare` set up and a refused request left in place (runs after every case). */
  restore?(kit: Kit): Promise<void>;
  /** Where an endpoint departs from the rule (`expected`), and why. */
  expect?: Partial<Record<Identity, Expected>>;
}

function expected(e: AnyEndpoint, identity: Identity, scenario: Scenario): Expected {
  const special = scenario.expect?.[identity];
  if (special) return special;
  switch (identity) {
    case 'owner':
    case "owner's guardian":
      return allow();
    case 'no token':
      return e.auth === 'optional' ? OWN : deny([401]);
    case 'garbage token':
    case 'revoked token':
    case 'idle-expired token':
    case "owner's former guardian":
      return deny([401]);
    case 'another student':
    case "owner's guardian, not switched":
    case 'another guardian':
      return ownedIds(e).length > 0 ? deny([403, 404]) : OWN;
  }
}

const noData = (data: unknown) => data === null || data === undefined;
/**
 * A refused payment call (checkout, charges/pay) carries the checkout's retry and back flags and nothing
 * else (shell spec 8: checkout failure): no one's data, so it counts as "no data" here.
 */
const isPaymentFailure = (data: unknown) =>
  paymentFailureSchema.safeParse(data).success && Object.keys(data as object).length === 2;

// ---------------------------------------------------------------- the owner's world

const OWNER = 'emma.parker@demo.school';
const OTHER_STUDENT = 'student@demo.school';
const GUARDIAN = 'guardian@demo.school';
const OTHER_CHILD = 'moved.new@demo.school';
const OTHER_GUARDIAN = 'other.guardian@access-matrix.test';
const FORMER_GUARDIAN = 'former.guardian@access-matrix.test';

/** The venues the scenarios act on, by code. No one but the owner ever acts on the secret ones. */
const VENUES = {
  /** Added to and removed from the cart. */
  cart: 'BUS-150-A',
  /** Full with a wait list: joined and left. */
  waitlist: 'WEL-101-B',
  /** Interest shown and removed. */
  interest: 'CUL-050-A',
  /** An application-form class (form 501). */
  rapidapp: 'HLT-120-A',
  /** In the owner's cart, her secret. */
  secretCart: 'ITS-101-A',
  /** The owner is interested, her secret; in the pathway below. */
  secretInterest: 'ITS-210-A',
  /** A pathway the owner is interested in, her secret. */
  secretPathway: 'PTH-ITSUP',
  /** A form class she has a pending registration form for (her secret form). */
  pendingForm: 'HLT-110-A',
  /** Registration-form classes she fills, signs and submits (nothing to pay) or pays for (a fee). */
  registrationForm: 'ENR-120-R',
  registrationFee: 'BUS-125-R',
  /** A no-cost class she enrolls in. */
  noCost: 'ENR-140-N',
} as const;

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A PNG as the API checks one (its magic bytes), distinct by its label. */
const png = (label: string) =>
  `data:image/png;base64,${Buffer.concat([PNG_MAGIC, Buffer.from(label)]).toString('base64')}`;

interface Kit {
  ctx: TestContext;
  owner: number;
  ids: Record<string, number>;
  venue: Record<keyof typeof VENUES, number>;
  courseOfSecretCart: number;
  formOfRapidapp: number;
  addressTypeId: number;
  contactRelationId: number;
  /** A document of hers the school registered, with one attachment (its code). */
  secretDocument: number;
  secretFileCode: string;
  /** Her enrollment in a time-clock class (the school enrolls and tracks: written as the seed does). */
  enrollment: { id: number; venueId: number };
  /** Calls an endpoint as the owner (her own working session); fails unless it answers 2xx. */
  call(e: AnyEndpoint, input?: RequestInput): Promise<Record<string, unknown>>;
  /** A new number each call: phone numbers and streets that no one has yet. */
  unique(): number;
}

const url = (e: AnyEndpoint, input: RequestInput = {}) => `/api${routeUrl({ path: endpointUrl(e, input) })}`;

function send(ctx: TestContext, e: AnyEndpoint, input: RequestInput, token: string | undefined) {
  return ctx.inject({
    method: e.method,
    url: url(e, input),
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
    payload: e.method === 'POST' ? (input.body ?? {}) : undefined,
  });
}

interface VenueView {
  enrollState: string;
  enrollStateTitle: string;
  interestState: string;
}

const classState = async (kit: Kit, venueId: number) =>
  (await kit.call(browseEndpoints.getClass, { params: { id: venueId } })).class as VenueView;

const venueBody = (venueId: number, venueType: 'CLASS' | 'PATH' = 'CLASS') => ({ venueId, venueType });

/** Brings one of the owner's class states about through the venue actions, as she would. */
async function ensureClass(
  kit: Kit,
  venueId: number,
  want: 'in cart' | 'not in cart' | 'waitlisted' | 'not waitlisted' | 'interested' | 'not interested',
): Promise<void> {
  const state = await classState(kit, venueId);
  const waitlisted = state.enrollState === 'enrolled' && state.enrollStateTitle === 'Waitlisted';
  const body = venueBody(venueId);
  if (want === 'in cart' && state.enrollState === 'add') await kit.call(browseEndpoints.addToCart, { body });
  if (want === 'not in cart' && state.enrollState === 'cart')
    await kit.call(cartEndpoints.removeFromCart, { body });
  if (want === 'waitlisted' && state.enrollState === 'waitlist')
    await kit.call(browseEndpoints.joinWaitlist, { body });
  if (want === 'not waitlisted' && waitlisted) await kit.call(browseEndpoints.leaveWaitlist, { body });
  if (want === 'interested' && state.interestState === 'none')
    await kit.call(browseEndpoints.showInterest, { body });
  if (want === 'not interested' && state.interestState === 'interested')
    await kit.call(browseEndpoints.removeInterest, { body });
  const after = await classState(kit, venueId);
  const reached = {
    'in cart': after.enrollState === 'cart',
    'not in cart': after.enrollState === 'add',
    waitlisted: after.enrollState === 'enrolled' && after.enrollStateTitle === 'Waitlisted',
    'not waitlisted': after.enrollState === 'waitlist',
    interested: after.interestState === 'interested',
    'not interested': after.interestState === 'none',
  }[want];
  if (!reached) throw new Error(`class ${venueId}: could not get to "${want}": ${JSON.stringify(after)}`);
}

/** The owner's addresses or contacts made by the scenarios: a few removed so that one more fits. */
async function makeRoom(kit: Kit, list: 'addresses' | 'contacts'): Promise<void> {
  const isAddresses = list === 'addresses';
  const data = await kit.call(
    isAddresses ? profileEndpoints.getAddressList : profileEndpoints.getContactList,
  );
  const items = (data[isAddresses ? 'addressList' : 'contactList'] ?? []) as Record<string, unknown>[];
  const mine = items.filter((item) =>
    isAddresses ? String(item.street).endsWith(MATRIX_STREET) : String(item.phoneNumber).startsWith('6140'),
  );
  const removable = mine.filter((item) => !item.isPrimary);
  for (const item of removable.slice(0, Math.max(0, items.length - 7))) {
    if (isAddresses) await kit.call(profileEndpoints.removeAddress, { body: { addressId: item.addressId } });
    else await kit.call(profileEndpoints.removeContact, { body: { contactId: item.contactId } });
  }
}

const MATRIX_STREET = 'Matrix Street';
const phoneNumber = (n: number) => `6140${String(n).padStart(6, '0')}`;

/** The body of an added address (after makeRoom: the list has a limit). */
const newAddressBody = (kit: Kit, street: string) => ({
  newAddress: {
    street,
    city: 'Riverbend',
    county: 'Franklin',
    stateCode: 'OH',
    zip: '43215',
    addressTypeId: kit.addressTypeId,
    name: null,
    isPrimary: false,
  },
});

/** The body of an added phone number, the student's own or a relation's (after makeRoom). */
const newContactBody = (kit: Kit, number: string, own: boolean, isPrimary = false) => ({
  newContact: {
    phoneNumber: number,
    isOwnPhoneNumber: own,
    contactRelationId: own ? null : kit.contactRelationId,
    name: own ? null : 'Matrix contact',
    isEmergency: false,
    isPrimary,
  },
});

async function addAddress(kit: Kit): Promise<number> {
  await makeRoom(kit, 'addresses');
  const street = `${kit.unique()} ${MATRIX_STREET}`;
  const data = await kit.call(profileEndpoints.addAddress, { body: newAddressBody(kit, street) });
  const list = data.addressList as { addressId: number; street: string }[];
  return list.find((a) => a.street === street)!.addressId;
}

async function addContact(kit: Kit, own: boolean): Promise<number> {
  await makeRoom(kit, 'contacts');
  const number = phoneNumber(kit.unique());
  const data = await kit.call(profileEndpoints.addContact, { body: newContactBody(kit, number, own) });
  const list = data.contactList as { contactId: number; phoneNumber: string }[];
  return list.find((c) => c.phoneNumber === number)!.contactId;
}

const NOTHING: Scenario = { prepare: async () => ({}) };
const NO_FILES = { images: [] as string[], documents: [] as string[] };
/** A required document of the school's that the submission scenario submits (a notice: no file needed). */
const MATRIX_NOTICE = 'MATRIX-NOTICE';

/**
 * The owner's checkout of her whole cart (her secret cart item included), by card. An allowed case buys
 * it: `restore` takes the enrollments back and puts the items in her cart again.
 */
function checkoutScenario(): Scenario {
  let cartRows: Record<string, unknown>[] = [];
  return {
    prepare: async (kit) => {
      const cart = cartSchema.parse(await kit.call(cartEndpoints.getCart));
      cartRows = await kit.ctx.db.query(
        'SELECT venue_type, venue_id, price, discount, discount_code FROM cart_items WHERE student_id = $1',
        [kit.owner],
      );
      return {
        body: {
          paymentInfo: card(),
          howYouHearId: null,
          cart: seenCart(cart),
          amount: Math.round((cart.total_price - cart.total_discount) * 100) / 100,
          idempotencyKey: newKey(),
        },
      };
    },
    restore: async (kit) => {
      await kit.ctx.db.query(`DELETE FROM enrollments WHERE student_id = $1 AND source = 'checkout'`, [
        kit.owner,
      ]);
      for (const row of cartRows)
        await kit.ctx.db.query(
          `INSERT INTO cart_items (student_id, venue_type, venue_id, price, discount, discount_code)
           VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (student_id, venue_type, venue_id) DO NOTHING`,
          [kit.owner, row.venue_type, row.venue_id, row.price, row.discount, row.discount_code],
        );
    },
  };
}

/** A charge and a payment of the owner's: the school makes them (no endpoint does), as the seed does. */
async function ownerCharge(kit: Kit): Promise<number> {
  const [row] = await kit.ctx.db.query<{ id: number }>(
    `INSERT INTO charges (student_id, description, amount_cents, due_date)
     VALUES ($1, 'Matrix tuition', 10000000, current_date) RETURNING id`,
    [kit.owner],
  );
  return row!.id;
}
async function ownerPayment(kit: Kit): Promise<number> {
  const [row] = await kit.ctx.db.query<{ id: number }>(
    `INSERT INTO payments (student_id, description, amount_cents, source, method_type, method_label, verification_code)
     VALUES ($1, 'Matrix payment', 100, 'office', 'none', 'At the office', 'MATRIX0001') RETURNING id`,
    [kit.owner],
  );
  return row!.id;
}
let chargeOfOwner: number | undefined;
let paymentOfOwner: number | undefined;
const venueAction = (venue: keyof typeof VENUES, want: Parameters<typeof ensureClass>[2]): Scenario => ({
  prepare: async (kit) => {
    await ensureClass(kit, kit.venue[venue], want);
    return { body: venueBody(kit.venue[venue]) };
  },
});

/** Her secret registration form (on VENUES.pendingForm), made in the database as the seed makes forms. */
async function secretForm(kit: Kit): Promise<number> {
  const [row] = await kit.ctx.db.query<{ id: number }>(
    `SELECT id FROM registration_infos WHERE student_id = $1 AND title = 'Owner secret registration form'`,
    [kit.owner],
  );
  return row!.id;
}

/**
 * Her copy of a registration-form class, every field filled and signed, with a primary phone (a
 * submit needs one): the submit body. Through the API, as she would.
 */
async function signedRegistration(kit: Kit, venueId: number): Promise<Record<string, unknown>> {
  const contactList = async () =>
    (await kit.call(profileEndpoints.getContactList)).contactList as {
      contactId: number;
      isOwnPhoneNumber: boolean;
      isPrimary: boolean;
    }[];
  if (!(await contactList()).some((c) => c.isPrimary)) {
    await makeRoom(kit, 'contacts');
    await kit.call(profileEndpoints.addContact, {
      body: newContactBody(kit, phoneNumber(kit.unique()), true, true),
    });
  }
  const { registration } = registrationResponseSchema.parse(
    await kit.call(registrationEndpoints.getRegistration, { body: venueBody(venueId) }),
  );
  const addresses = (await kit.call(profileEndpoints.getAddressList)).addressList as { addressId: number }[];
  const fields = filledEntries(registration, { contacts: await contactList(), addresses });
  const id = registration.studentRegistrationId;
  await kit.call(registrationEndpoints.signRegistration, { body: { studentRegistrationId: id, fields } });
  return { studentRegistrationId: id, fields, refundPolicyAgreed: true };
}

/** Takes back what her submitted (or paid) registration made, so that the next case can submit again. */
const undoRegistration = (venue: keyof typeof VENUES) => async (kit: Kit) => {
  const key = [kit.owner, kit.venue[venue]];
  await kit.ctx.db.query(
    `DELETE FROM enrollments WHERE student_id = $1 AND venue_type = 'CLASS' AND venue_id = $2`,
    key,
  );
  await kit.ctx.db.query(
    `DELETE FROM registration_infos WHERE student_id = $1 AND venue_type = 'CLASS' AND venue_id = $2
        AND status = 'submitted'`,
    key,
  );
  await kit.ctx.db.query(`DELETE FROM payments WHERE student_id = $1 AND source = 'registration'`, [
    kit.owner,
  ]);
  await kit.ctx.db.query(`DELETE FROM charges WHERE student_id = $1 AND description LIKE 'Registration%'`, [
    kit.owner,
  ]);
};

/** What each endpoint of the matrix is asked to do; a new endpoint of the matrix needs a line here. */
const SCENARIOS = new Map<AnyEndpoint, Scenario>([
  // ---- the session's own student
  [accountEndpoints.getLoggedStudent, NOTHING],
  // Each caller logs out its own session for the case, never the owner's.
  [accountEndpoints.logout, NOTHING],
  // Each caller saves the signed-in person's own language (a switched guardian's, not the owner's).
  [
    accountEndpoints.saveLocale,
    {
      prepare: async () => ({ body: { locale: 'es' } }),
      restore: async (kit) => {
        await kit.ctx.db.query('UPDATE students SET preferred_locale = NULL');
      },
    },
  ],
  [
    accountEndpoints.completeInfo,
    {
      prepare: async (kit) => {
        // No endpoint asks for personal information again: the seed's flag, set in the database.
        await kit.ctx.db.query('UPDATE students SET requires_personal_info = true WHERE id = $1', [
          kit.owner,
        ]);
        return { body: { firstName: 'Emma', lastName: 'Parker', password: DEMO_PASSWORD } };
      },
      restore: async (kit) => {
        await kit.ctx.db.query('UPDATE students SET requires_personal_info = false WHERE id = $1', [
          kit.owner,
        ]);
      },
      expect: {
        "owner's guardian": deny(
          [403],
          'it sets the password: the owner only, never a guardian acting for her (student-account.ts)',
        ),
      },
    },
  ],
  [
    accountEndpoints.completeAccount,
    {
      prepare: async (kit) => {
        // A student without a student record completes her account; no endpoint takes a record away.
        await kit.ctx.db.query('UPDATE students SET student_record_id = NULL WHERE id = $1', [kit.owner]);
        const n = kit.unique();
        return {
          body: {
            firstName: 'Emma',
            lastName: 'Parker',
            addressStreet: `${n} Completion Road`,
            addressCity: 'Riverbend',
            addressCounty: 'Franklin',
            addressState: 'OH',
            addressZip: '43215',
            phoneNumber: phoneNumber(n),
            phoneNumberTexting: false,
          },
        };
      },
      restore: async (kit) => {
        await kit.ctx.db.query(
          `UPDATE students SET student_record_id = 'RB-100271' WHERE id = $1 AND student_record_id IS NULL`,
          [kit.owner],
        );
      },
      // A guardian may complete a related student's account: it sets no password (no precheck).
    },
  ],
  [accountEndpoints.switchBackToOriginal, NOTHING],
  [
    accountEndpoints.switchIntoStudent,
    {
      prepare: async (kit) => ({ params: { id: kit.owner } }),
      expect: {
        owner: deny([403], 'a student is not a related student of her own: only her guardian switches in'),
        "owner's guardian, not switched": allow(
          'the way a guardian acts for a related student (impersonation.ts; spec section 6)',
        ),
      },
    },
  ],
  [accountEndpoints.getPendingForms, NOTHING],
  [
    accountEndpoints.logNavigation,
    {
      prepare: async () => ({ body: SCHEDULE_VIEW }),
    },
  ],

  // ---- the cart, wait list, interests and application forms
  [cartEndpoints.getCart, NOTHING],
  [cartEndpoints.removeFromCart, venueAction('cart', 'in cart')],
  [browseEndpoints.addToCart, venueAction('cart', 'not in cart')],
  [browseEndpoints.joinWaitlist, venueAction('waitlist', 'not waitlisted')],
  [browseEndpoints.leaveWaitlist, venueAction('waitlist', 'waitlisted')],
  [browseEndpoints.showInterest, venueAction('interest', 'not interested')],
  [browseEndpoints.removeInterest, venueAction('interest', 'interested')],
  [
    browseEndpoints.startApplicationForm,
    {
      prepare: async (kit) => ({
        body: { student: kit.owner, venueId: kit.venue.rapidapp, venueType: 'CLASS' },
      }),
    },
  ],
  [browseEndpoints.getApplicationForm, { prepare: async (kit) => ({ params: { id: kit.formOfRapidapp } }) }],

  // ---- catalog reads with the caller's own states (`optional`)
  [browseEndpoints.getCategories, NOTHING],
  [browseEndpoints.getFeaturedClasses, NOTHING],
  [browseEndpoints.getClass, { prepare: async (kit) => ({ params: { id: kit.venue.secretCart } }) }],
  [
    browseEndpoints.getCourseClasses,
    { prepare: async (kit) => ({ params: { id: kit.courseOfSecretCart } }) },
  ],
  [browseEndpoints.getPathway, { prepare: async (kit) => ({ params: { id: kit.venue.secretPathway } }) }],
  [
    browseEndpoints.getPathwayNodes,
    { prepare: async (kit) => ({ params: { id: kit.venue.secretPathway } }) },
  ],

  // ---- the profile
  [
    profileEndpoints.updateProfile,
    {
      prepare: async () => ({
        body: { profile: { firstName: 'Emma', lastName: 'Parker', preferredName: 'Em' } },
      }),
    },
  ],
  [profileEndpoints.updatePhoto, { prepare: async () => ({ body: { photo: png('matrix photo') } }) }],
  [profileEndpoints.getSignature, NOTHING],
  [
    profileEndpoints.updateSignature,
    { prepare: async () => ({ body: { signature: png('matrix signature') } }) },
  ],
  [profileEndpoints.getContactList, NOTHING],
  [
    profileEndpoints.addContact,
    {
      prepare: async (kit) => {
        await makeRoom(kit, 'contacts');
        return { body: newContactBody(kit, phoneNumber(kit.unique()), true) };
      },
    },
  ],
  [
    profileEndpoints.removeContact,
    { prepare: async (kit) => ({ body: { contactId: await addContact(kit, false) } }) },
  ],
  [
    profileEndpoints.makePrimaryContact,
    { prepare: async (kit) => ({ body: { contactId: await addContact(kit, true) } }) },
  ],
  [profileEndpoints.getAddressList, NOTHING],
  [
    profileEndpoints.addAddress,
    {
      prepare: async (kit) => {
        await makeRoom(kit, 'addresses');
        return { body: newAddressBody(kit, `${kit.unique()} ${MATRIX_STREET}`) };
      },
    },
  ],
  [
    profileEndpoints.removeAddress,
    { prepare: async (kit) => ({ body: { addressId: await addAddress(kit) } }) },
  ],
  [
    profileEndpoints.makePrimaryAddress,
    { prepare: async (kit) => ({ body: { addressId: await addAddress(kit) } }) },
  ],

  // ---- payments: the cart's checkout, the account's charges and payments
  [paymentsEndpoints.getHowDoYouHearList, NOTHING],
  [
    paymentsEndpoints.applyDiscount,
    {
      prepare: async (kit) => {
        await kit.ctx.db.query(
          `INSERT INTO discount_codes (code, amount_off_cents) VALUES ('MATRIX5', 500) ON CONFLICT DO NOTHING`,
        );
        return { body: { venue_type: 'CLASS', venue_id: kit.venue.secretCart, discount_code: 'MATRIX5' } };
      },
    },
  ],
  [paymentsEndpoints.checkout, checkoutScenario()],
  [paymentsEndpoints.getPayableCharges, NOTHING],
  [paymentsEndpoints.getCharges, NOTHING],
  [paymentsEndpoints.getPayments, NOTHING],
  [
    paymentsEndpoints.payCharges,
    {
      prepare: async (kit) => {
        chargeOfOwner ??= await ownerCharge(kit);
        return {
          body: {
            charges: [{ chargeId: chargeOfOwner, amount: 1 }],
            payment: card(),
            amount: 1,
            idempotencyKey: newKey(),
          },
        };
      },
    },
  ],
  [
    paymentsEndpoints.getReceiptLink,
    {
      prepare: async (kit) => {
        paymentOfOwner ??= await ownerPayment(kit);
        return { params: { id: paymentOfOwner } };
      },
    },
  ],
  [paymentsEndpoints.getStatementLink, NOTHING],

  // ---- documents: the required ones and the history, submissions, a document's files
  [documentsEndpoints.getDocuments, NOTHING],
  [documentsEndpoints.getActionView, { prepare: async () => ({ params: { code: 'SURVEY-2026' } }) }],
  [
    documentsEndpoints.submitDocument,
    {
      // An allowed case submits it: taken back so that the next case can submit it again.
      prepare: async (kit) => {
        await kit.ctx.db.query(
          `DELETE FROM student_documents WHERE student_id = $1
              AND required_document_id = (SELECT id FROM required_documents WHERE code = $2)`,
          [kit.owner, MATRIX_NOTICE],
        );
        return { params: { code: MATRIX_NOTICE }, body: NO_FILES };
      },
    },
  ],
  [documentsEndpoints.getAttachments, { prepare: async (kit) => ({ params: { id: kit.secretDocument } }) }],
  [
    documentsEndpoints.getAttachmentLink,
    { prepare: async (kit) => ({ params: { id: kit.secretDocument, code: kit.secretFileCode } }) },
  ],
  [
    documentsEndpoints.addAttachments,
    {
      prepare: async (kit) => ({
        params: { id: kit.secretDocument },
        body: { images: [png('matrix attachment')], documents: [] },
      }),
      // Only her secret attachment stays (a document takes 20 files at most).
      restore: async (kit) => {
        await kit.ctx.db.query('DELETE FROM document_files WHERE student_document_id = $1 AND code <> $2', [
          kit.secretDocument,
          kit.secretFileCode,
        ]);
      },
    },
  ],

  // ---- enrollments: the lists, the enrollment view, the time clock (her enrollment: kit.enrollment)
  [enrollmentsEndpoints.getEnrollments, NOTHING],
  [enrollmentsEndpoints.getWaitlistAndInterests, NOTHING],
  [
    enrollmentsEndpoints.getMeetings,
    { prepare: async () => ({ query: { from: '2027-01-01', to: '2027-03-31' } }) },
  ],
  [
    enrollmentsEndpoints.getEnrollmentView,
    {
      prepare: async (kit) => ({
        body: { venueType: 'CLASS', venueId: kit.enrollment.venueId, enrollmentId: kit.enrollment.id },
      }),
    },
  ],
  [
    enrollmentsEndpoints.getGrades,
    // By venue: anyone else gets their own enrollment's grades there, or a 404.
    { prepare: async (kit) => ({ body: { venueType: 'CLASS', venueId: kit.enrollment.venueId } }) },
  ],
  [
    enrollmentsEndpoints.getAttendance,
    { prepare: async (kit) => ({ body: { venueType: 'CLASS', enrollmentId: kit.enrollment.id } }) },
  ],
  [
    enrollmentsEndpoints.getTimeClock,
    { prepare: async (kit) => ({ body: { venueType: 'CLASS', enrollmentId: kit.enrollment.id } }) },
  ],
  [enrollmentsEndpoints.getClockClasses, NOTHING],
  [
    enrollmentsEndpoints.clockIn,
    {
      // Not clocked in, so that her clock-in is allowed: an open entry of hers is closed first.
      prepare: async (kit) => {
        await kit.ctx.db.query(
          'UPDATE time_clock_entries SET time_out = time_in WHERE enrollment_id = $1 AND time_out IS NULL',
          [kit.enrollment.id],
        );
        return { body: { enrollmentId: kit.enrollment.id } };
      },
    },
  ],
  [
    enrollmentsEndpoints.clockOut,
    {
      // Clocked in, so that her clock-out is allowed.
      prepare: async (kit) => {
        await kit.ctx.db.query(
          `INSERT INTO time_clock_entries (enrollment_id, work_date, time_in) VALUES ($1, current_date, now())
           ON CONFLICT (enrollment_id) WHERE time_out IS NULL DO NOTHING`,
          [kit.enrollment.id],
        );
        return { body: { enrollmentId: kit.enrollment.id } };
      },
    },
  ],

  // ---- enrollments: report links (her enrollment: kit.enrollment)
  [
    enrollmentsEndpoints.getAttendanceReportLink,
    {
      prepare: async (kit) => ({
        body: {
          enrollmentId: kit.enrollment.id,
          startDate: '2026-01-01',
          endDate: '2026-12-31',
          summary: false,
        },
      }),
    },
  ],
  [
    enrollmentsEndpoints.getInfractionReportLink,
    {
      prepare: async (kit) => ({
        body: {
          enrollmentId: kit.enrollment.id,
          startDate: '2026-01-01',
          endDate: '2026-12-31',
          type: 'daily',
        },
      }),
    },
  ],
  [
    enrollmentsEndpoints.getPathwayTranscriptLink,
    {
      // A pathway she is enrolled in (not her secret one); anyone else gets a 404 for theirs.
      prepare: async (kit) => {
        const [pathway] = await kit.ctx.db.query<{ id: number }>(
          `SELECT p.id FROM pathways p
            WHERE p.code <> '${VENUES.secretPathway}' AND EXISTS (SELECT 1 FROM pathway_nodes n WHERE n.pathway_id = p.id)
            ORDER BY p.id LIMIT 1`,
        );
        await kit.ctx.db.query(
          `INSERT INTO enrollments (student_id, venue_type, venue_id, source) VALUES ($1, 'PATH', $2, 'office')
           ON CONFLICT (student_id, venue_type, venue_id) WHERE status <> 'dropped' DO NOTHING`,
          [kit.owner, pathway!.id],
        );
        return { body: { pathId: pathway!.id } };
      },
    },
  ],
  [enrollmentsEndpoints.getClassesTranscriptLink, { prepare: async () => ({ body: { type: 'all' } }) }],
  // ---- registration: her secret form in progress (VENUES.pendingForm), forms she submits and pays for
  [
    registrationEndpoints.getRegistration,
    {
      prepare: async (kit) => ({
        body: { ...venueBody(kit.venue.pendingForm), studentRegistrationId: await secretForm(kit) },
      }),
    },
  ],
  [
    registrationEndpoints.saveRegistration,
    { prepare: async (kit) => ({ body: { studentRegistrationId: await secretForm(kit), fields: [] } }) },
  ],
  [
    registrationEndpoints.discardRegistration,
    {
      prepare: async (kit) => ({ body: { studentRegistrationId: await secretForm(kit) } }),
      restore: async (kit) => {
        await kit.ctx.db.query(
          `UPDATE registration_infos SET status = 'pending' WHERE id = $1 AND status = 'discarded'`,
          [await secretForm(kit)],
        );
      },
    },
  ],
  [
    registrationEndpoints.signRegistration,
    { prepare: async (kit) => ({ body: { studentRegistrationId: await secretForm(kit), fields: [] } }) },
  ],
  [
    registrationEndpoints.submitRegistration,
    {
      prepare: async (kit) => ({ body: await signedRegistration(kit, kit.venue.registrationForm) }),
      restore: undoRegistration('registrationForm'),
    },
  ],
  [
    registrationEndpoints.payRegistration,
    {
      prepare: async (kit) => ({
        body: {
          ...(await signedRegistration(kit, kit.venue.registrationFee)),
          payment: card(),
          amount: 35,
          idempotencyKey: newKey(),
        },
      }),
      restore: undoRegistration('registrationFee'),
    },
  ],
  [registrationEndpoints.getNoCostForm, { prepare: async (kit) => ({ params: { id: kit.venue.noCost } }) }],
  [
    registrationEndpoints.submitNoCostForm,
    {
      // Anyone else enrolls themselves (their own records); hers is taken back for the next case.
      prepare: async (kit) => ({ params: { id: kit.venue.noCost } }),
      restore: async (kit) => {
        await kit.ctx.db.query(
          `DELETE FROM enrollments WHERE student_id = $1 AND venue_type = 'CLASS' AND venue_id = $2`,
          [kit.owner, kit.venue.noCost],
        );
      },
    },
  ],
]);

// ---------------------------------------------------------------- what is the owner's

/** What a reply must not show unless it is the owner's: from the database, before each case. */
/** The fields a reply names her objects' ids with. */
const WATCHED_IDS = [
  'addressId',
  'contactId',
  'userFormId',
  'registrationInfoId',
  'studentRegistrationId',
  'documentId',
] as const;

interface Watch {
  /**
   * Her text: e-mail, streets, names, numbers, signature, photo key, form titles, the titles and texts of
   * her documents (not a required document's own title or HTML: every student sees those), file codes.
   */
  texts: string[];
  /** Ids of her objects, by the field a reply names them with. */
  ids: Record<(typeof WATCHED_IDS)[number], Set<number>>;
  /** Venue states only she has: `CLASS:12`. */
  inCart: Set<string>;
  interested: Set<string>;
  waitlisted: Set<string>;
}

/** Each of a student's text values, tagged by what it is. */
const TEXTS_SQL = (where: string, whereStudent: string) => `
  SELECT 'email' AS what, email AS v FROM students WHERE ${whereStudent}
  UNION ALL SELECT 'street', street FROM student_addresses WHERE ${where}
  UNION ALL SELECT 'address name', name FROM student_addresses WHERE ${where}
  UNION ALL SELECT 'phone number', phone_number FROM student_phones WHERE ${where}
  UNION ALL SELECT 'contact name', name FROM student_phones WHERE ${where}
  UNION ALL SELECT 'signature', image_data_url FROM student_signatures WHERE ${where}
  UNION ALL SELECT 'photo key', photo_key FROM student_photos WHERE ${where}
  UNION ALL SELECT 'form title', title FROM registration_infos WHERE ${where}
  UNION ALL SELECT 'form value', v.value_json::jsonb #>> '{}' FROM registration_values v
    JOIN registration_infos ri ON ri.id = v.registration_info_id WHERE ri.${where}
  UNION ALL SELECT 'document title', title FROM student_documents WHERE ${where} AND required_document_id IS NULL
  UNION ALL SELECT 'document text', d.text FROM student_documents d
    LEFT JOIN required_documents r ON r.id = d.required_document_id
   WHERE d.${where} AND d.text IS DISTINCT FROM r.html
  UNION ALL SELECT 'file code', f.code FROM document_files f JOIN student_documents d ON d.id = f.student_document_id
   WHERE d.${where}`;

const onlyHers = (table: string) => `
  SELECT venue_type || ':' || venue_id AS v FROM ${table} t
   WHERE student_id = $1
     AND NOT EXISTS (SELECT 1 FROM ${table} o
                      WHERE o.student_id <> $1 AND o.venue_type = t.venue_type AND o.venue_id = t.venue_id)`;

async function watchOwner(ctx: TestContext, owner: number): Promise<Watch> {
  const hers = await ctx.db.query<{ v: string | null }>(TEXTS_SQL('student_id = $1', 'id = $1'), [owner]);
  const others = new Set(
    (await ctx.db.query<{ v: string | null }>(TEXTS_SQL('student_id <> $1', 'id <> $1'), [owner])).map(
      (r) => r.v,
    ),
  );
  // As a JSON reply spells them (a document's HTML has quotes and line breaks).
  const texts = [
    ...new Set(
      hers
        .map((r) => r.v)
        .filter((v): v is string => !!v && v.length >= 6 && !others.has(v))
        .map((v) => JSON.stringify(v).slice(1, -1)),
    ),
  ];
  const idRows = await ctx.db.query<{ k: keyof Watch['ids']; id: number }>(
    `SELECT 'addressId' AS k, id FROM student_addresses WHERE student_id = $1
     UNION ALL SELECT 'contactId', id FROM student_phones WHERE student_id = $1
     UNION ALL SELECT 'userFormId', id FROM application_user_forms WHERE student_id = $1
     UNION ALL SELECT 'registrationInfoId', id FROM registration_infos WHERE student_id = $1
     UNION ALL SELECT 'studentRegistrationId', id FROM registration_infos WHERE student_id = $1
     UNION ALL SELECT 'documentId', id FROM student_documents WHERE student_id = $1`,
    [owner],
  );
  const ids = Object.fromEntries(WATCHED_IDS.map((key) => [key, new Set<number>()])) as Watch['ids'];
  for (const { k, id } of idRows) ids[k].add(id);
  const venues = async (table: string) =>
    new Set((await ctx.db.query<{ v: string }>(onlyHers(table), [owner])).map((r) => r.v));
  return {
    texts,
    ids,
    inCart: await venues('cart_items'),
    interested: await venues('interests'),
    waitlisted: await venues('waitlist'),
  };
}

/** What of the owner's a reply shows (empty: nothing). */
function findLeaks(body: string, watch: Watch): string[] {
  const found = new Set<string>();
  for (const text of watch.texts)
    if (body.includes(text)) found.add(`text ${JSON.stringify(text.slice(0, 40))}`);
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return [...found];
  }
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (typeof node !== 'object' || node === null) return;
    const o = node as Record<string, unknown>;
    for (const key of WATCHED_IDS)
      if (typeof o[key] === 'number' && watch.ids[key].has(o[key])) found.add(`${key} ${o[key]}`);
    const type = o.venueType ?? o.venue_type;
    const id = o.venueId ?? o.venue_id ?? (o.venueType !== undefined ? o.id : undefined);
    if (type !== undefined && id !== undefined) {
      const venue = `${String(type)}:${String(id)}`;
      if (watch.inCart.has(venue) && (o.enrollState === 'cart' || o.venue_data !== undefined))
        found.add(`${venue} in the cart`);
      if (watch.interested.has(venue) && o.interestState === 'interested') found.add(`${venue} interested`);
      if (watch.waitlisted.has(venue) && o.enrollStateTitle === 'Waitlisted')
        found.add(`${venue} waitlisted`);
    }
    Object.values(o).forEach(visit);
  };
  visit(json);
  return [...found];
}

/** Every row of the owner's, in every table with a student_id (sessions without their use time). */
// The tables are read once: no case changes the schema.
let studentTables: Promise<{ table_name: string }[]> | undefined;

async function ownerRows(ctx: TestContext, owner: number): Promise<string> {
  studentTables ??= ctx.db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.columns
      WHERE table_schema = 'public' AND column_name = 'student_id' ORDER BY table_name`,
  );
  const tables = await studentTables;
  const row = (t: string) => (t === 'sessions' ? `(to_jsonb(x) - 'last_seen_at')::text` : 'x::text');
  const sql = [
    `SELECT 'students' AS t, md5(x::text) AS h FROM students x WHERE id = $1`,
    // Her documents' files (no student_id of their own).
    `SELECT 'document_files', md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) FROM document_files x
      WHERE student_document_id IN (SELECT id FROM student_documents WHERE student_id = $1)`,
    ...tables.map(
      ({ table_name: t }) =>
        `SELECT '${t}', md5(coalesce(string_agg(${row(t)}, '|' ORDER BY ${row(t)}), '')) FROM "${t}" x WHERE student_id = $1`,
    ),
  ].join(' UNION ALL ');
  const result = await ctx.db.query<{ t: string; h: string }>(sql, [owner]);
  return result.map((r) => `${r.t}:${r.h}`).join('\n');
}

// ---------------------------------------------------------------- setup

let ctx: TestContext;
let kit: Kit;

const relate = (guardian: number, student: number) =>
  ctx.db.query(
    `INSERT INTO student_relations (student_id, related_student_id, relation) VALUES ($1, $2, 'Dependent')
     ON CONFLICT DO NOTHING`,
    [guardian, student],
  );

const idOf = async (table: string, column: string, value: string) => {
  const [row] = await ctx.db.query<{ id: number }>(`SELECT id FROM ${table} WHERE ${column} = $1`, [value]);
  if (!row) throw new Error(`no ${table} with ${column} ${value}`);
  return row.id;
};

beforeAll(async () => {
  ctx = await createTestContext();
  const ids: Record<string, number> = {};
  for (const email of [OWNER, OTHER_STUDENT, GUARDIAN, OTHER_CHILD])
    ids[email] = await idOf('students', 'email', email);

  // Another family's guardian, and a guardian of the owner's who stops being one: registered through
  // the API; no endpoint relates students, so relations are written as the seed writes them.
  for (const email of [OTHER_GUARDIAN, FORMER_GUARDIAN]) {
    const registered = await ctx.inject({
      method: 'POST',
      url: '/api/student/register',
      payload: registration(email, 'full'),
    });
    if (registered.statusCode !== 200) throw new Error(`register: ${registered.body}`);
    ids[email] = await idOf('students', 'email', email);
    await ctx.db.query('UPDATE students SET is_parent = true WHERE id = $1', [ids[email]]);
  }
  await relate(ids[OTHER_GUARDIAN]!, ids[OTHER_CHILD]!);

  const ownerToken = await login(ctx, OWNER);
  let counter = 0;
  const venue = {} as Kit['venue'];
  for (const [key, code] of Object.entries(VENUES) as [keyof typeof VENUES, string][])
    venue[key] = await idOf(code.startsWith('PTH-') ? 'pathways' : 'classes', 'code', code);
  const [course] = await ctx.db.query<{ course_id: number }>('SELECT course_id FROM classes WHERE id = $1', [
    venue.secretCart,
  ]);
  const [form] = await ctx.db.query<{ application_form_id: number }>(
    'SELECT application_form_id FROM classes WHERE id = $1',
    [venue.rapidapp],
  );
  const [addressType] = await ctx.db.query<{ id: number }>(
    'SELECT id FROM address_types ORDER BY id LIMIT 1',
  );
  const [relation] = await ctx.db.query<{ id: number }>(
    "SELECT id FROM contact_relations WHERE lower(label) <> 'self' ORDER BY id LIMIT 1",
  );
  kit = {
    ctx,
    owner: ids[OWNER]!,
    ids,
    venue,
    courseOfSecretCart: course!.course_id,
    formOfRapidapp: form!.application_form_id,
    addressTypeId: addressType!.id,
    contactRelationId: relation!.id,
    secretDocument: 0,
    secretFileCode: '',
    enrollment: { id: 0, venueId: 0 },
    unique: () => (counter += 1),
    call: async (e, input = {}) => {
      const res = await send(ctx, e, input, ownerToken);
      if (res.statusCode >= 300)
        throw new Error(`${endpointKey(e)} as the owner: ${res.statusCode} ${res.body}`);
      return (res.json() as { data: Record<string, unknown> }).data;
    },
  };

  // The owner's secrets, planted as she would: through the API.
  await kit.call(profileEndpoints.addAddress, {
    body: {
      newAddress: {
        street: '4417 Hidden Owner Row',
        city: 'Riverbend',
        county: 'Franklin',
        stateCode: 'OH',
        zip: '43215',
        addressTypeId: kit.addressTypeId,
        name: 'Owner hideaway',
        isPrimary: false,
      },
    },
  });
  await kit.call(profileEndpoints.addContact, {
    body: {
      newContact: {
        phoneNumber: '6149998833',
        isOwnPhoneNumber: false,
        contactRelationId: kit.contactRelationId,
        name: 'Secret Owner Contact',
        isEmergency: true,
        isPrimary: false,
      },
    },
  });
  await kit.call(profileEndpoints.updateSignature, { body: { signature: png('owner secret signature') } });
  await kit.call(profileEndpoints.updatePhoto, { body: { photo: png('owner secret photo') } });
  await ensureClass(kit, venue.secretCart, 'in cart');
  await ensureClass(kit, venue.secretInterest, 'interested');
  await kit.call(browseEndpoints.showInterest, { body: venueBody(venue.secretPathway, 'PATH') });
  await kit.call(browseEndpoints.startApplicationForm, {
    body: { student: kit.owner, venueId: venue.rapidapp, venueType: 'CLASS' },
  });
  // No endpoint creates registration forms, registered documents or required documents (the school
  // does): as the seed does. She signs a required document and attaches a file to hers, through the API.
  await ctx.db.query(
    `INSERT INTO registration_infos (student_id, venue_type, venue_id, title)
     VALUES ($1, 'CLASS', $2, 'Owner secret registration form')`,
    [kit.owner, venue.pendingForm],
  );
  await kit.call(documentsEndpoints.submitDocument, { params: { code: 'WAIVER' }, body: NO_FILES });
  kit.secretDocument = (
    await ctx.db.query<{ id: number }>(
      `INSERT INTO student_documents (student_id, title, text)
       VALUES ($1, 'Owner secret document', '<p>Owner secret document text</p>') RETURNING id`,
      [kit.owner],
    )
  )[0]!.id;
  const added = await kit.call(documentsEndpoints.addAttachments, {
    params: { id: kit.secretDocument },
    body: { images: [png('owner secret attachment')], documents: [] },
  });
  kit.secretFileCode = (added.attachments as { code: string }[])[0]!.code;
  // A notice for the submission scenario (every student is asked for it; none has submitted it).
  await ctx.db.query(
    `INSERT INTO required_documents (code, title, required_action, html)
     VALUES ('${MATRIX_NOTICE}', 'Matrix notice', 'notify', '<p>Read me</p>')`,
  );
  // An enrollment of hers logged with the time clock (no endpoint enrolls without paying, nor tracks).
  const [clockClass] = await ctx.db.query<{ id: number }>(`SELECT id FROM classes WHERE code = 'HLT-140-E'`);
  const [enrolled] = await ctx.db.query<{ id: number }>(
    `INSERT INTO enrollments (student_id, venue_type, venue_id, source) VALUES ($1, 'CLASS', $2, 'office')
     RETURNING id`,
    [kit.owner, clockClass!.id],
  );
  await ctx.db.query(
    'INSERT INTO enrollment_tracking (enrollment_id, show_time_clock, show_grade_book) VALUES ($1, true, true)',
    [enrolled!.id],
  );
  kit.enrollment = { id: enrolled!.id, venueId: clockClass!.id };
}, 120_000);
afterAll(() => closeTestContext(ctx));

/** A session of the caller's for one case: fresh, so that no case sees another's switch or logout. */
async function tokenFor(identity: Identity): Promise<string | undefined> {
  const session = async (email: string) => createSession(ctx.db, kit.ids[email]!);
  const switched = async (email: string, into: string) => {
    const token = await session(email);
    const res = await send(
      ctx,
      accountEndpoints.switchIntoStudent,
      { params: { id: kit.ids[into]! } },
      token,
    );
    if (res.statusCode !== 200) throw new Error(`${email} could not switch into ${into}: ${res.body}`);
    return token;
  };
  switch (identity) {
    case 'owner':
      return session(OWNER);
    case 'another student':
      return session(OTHER_STUDENT);
    case "owner's guardian":
      return switched(GUARDIAN, OWNER);
    case "owner's guardian, not switched":
      return session(GUARDIAN);
    case 'another guardian':
      return switched(OTHER_GUARDIAN, OTHER_CHILD);
    case "owner's former guardian": {
      // Switched into her while still her guardian; then the school ends the relation.
      await relate(kit.ids[FORMER_GUARDIAN]!, kit.owner);
      const token = await switched(FORMER_GUARDIAN, OWNER);
      await ctx.db.query('DELETE FROM student_relations WHERE student_id = $1 AND related_student_id = $2', [
        kit.ids[FORMER_GUARDIAN],
        kit.owner,
      ]);
      return token;
    }
    case 'no token':
      return undefined;
    case 'garbage token':
      return 'Zm9yZ2VkLXRva2VuLXRoYXQtbm8tc2Vzc2lvbi1oYXM';
    case 'revoked token': {
      const token = await session(OWNER);
      const res = await send(ctx, accountEndpoints.logout, {}, token);
      if (res.statusCode !== 200) throw new Error(`logout: ${res.body}`);
      return token;
    }
    case 'idle-expired token': {
      const token = await session(OWNER);
      await ctx.db.query(
        `UPDATE sessions SET last_seen_at = now() - make_interval(mins => $2::int + 1) WHERE token_hash = $1`,
        [hashToken(token), ctx.app.sessionPolicy.idleTimeoutMinutes],
      );
      return token;
    }
  }
}

// ---------------------------------------------------------------- the tests

describe('which endpoints name a student-owned object', () => {
  it('lists every id an endpoint takes in its `ids`, as owned or shared, and nothing else', () => {
    const problems: string[] = [];
    for (const e of allEndpoints) {
      const all = new Set([...pathParamNames(e.path), ...inputFields(e).map(([name]) => name)]);
      for (const [name, schema] of inputFields(e))
        if (isIdLike(name.split('.').pop()!, schema) && !e.ids[name])
          problems.push(
            `${endpointKey(e)}: "${name}" looks like an id: add it to ids as 'owned' or 'shared'`,
          );
      for (const name of Object.keys(e.ids))
        if (!all.has(name)) problems.push(`${endpointKey(e)}: ids names "${name}", which it does not take`);
    }
    expect(problems).toEqual([]);
  });

  it('has a guard other than the session for every public endpoint that names an owned id', () => {
    const guarded = allEndpoints
      .filter((e) => e.auth === 'public' && ownedIds(e).length > 0)
      .map(endpointKey);
    expect(guarded.sort()).toEqual(Object.keys(GUARDED_BY_INPUT).sort());
  });

  it('has a scenario for every endpoint of the matrix, and none for another', () => {
    const missing = matrixEndpoints.filter((e) => !SCENARIOS.has(e)).map(endpointKey);
    const extra = [...SCENARIOS.keys()].filter((e) => !matrixEndpoints.includes(e)).map(endpointKey);
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    // Today's table: the owned ids are addresses, phone contacts, a student to switch into or apply as,
    // a payment (its receipt), a document (its files), an enrollment (its view, attendance, time clock,
    // clocking in and out, its reports), a registration form in progress
    // (`studentRegistrationId`: open, save, discard, sign, submit, pay). A charge paid (`chargeId` in the list of charges paid) is looked up among
    // the acting student's own charges too (a list's fields are not walked here; areas/payments/charges.test.ts).
    expect(
      matrixEndpoints
        .filter((e) => ownedIds(e).length > 0)
        .map(endpointKey)
        .sort(),
    ).toEqual([
      'GET student/account/payment/:id/receipt/link',
      'GET student/document/:id/attachment/:code/link',
      'GET student/document/:id/attachments',
      'GET student/impersonate/:id',
      'POST attendance/clock_in',
      'POST attendance/clock_out',
      'POST enrollment',
      'POST enrollment/attendance',
      'POST enrollment/time_clock',
      'POST enrollments/attendance_report_link',
      'POST enrollments/infraction_report_link',
      'POST rapidapp/passport',
      'POST registration',
      'POST registration/discard',
      'POST registration/pay',
      'POST registration/save',
      'POST registration/sign',
      'POST registration/submit',
      'POST student/address/make_primary',
      'POST student/address/remove',
      'POST student/contact/make_primary',
      'POST student/contact/remove',
      'POST student/document/:id/attachments/add',
    ]);
  });
});

describe('the access matrix', () => {
  it("sees the owner's data where she does: what a denial is checked for is real", async () => {
    const watch = await watchOwner(ctx, kit.owner);
    const reads: [AnyEndpoint, RequestInput][] = [
      [accountEndpoints.getLoggedStudent, {}],
      [profileEndpoints.getAddressList, {}],
      [profileEndpoints.getContactList, {}],
      [profileEndpoints.getSignature, {}],
      [accountEndpoints.getPendingForms, {}],
      [browseEndpoints.getCategories, {}],
      [browseEndpoints.getPathwayNodes, { params: { id: kit.venue.secretPathway } }],
      [browseEndpoints.getPathway, { params: { id: kit.venue.secretPathway } }],
      [documentsEndpoints.getDocuments, {}],
      [documentsEndpoints.getAttachments, { params: { id: kit.secretDocument } }],
      [
        registrationEndpoints.getRegistration,
        { body: { ...venueBody(kit.venue.pendingForm), studentRegistrationId: await secretForm(kit) } },
      ],
    ];
    const seen = new Set<string>();
    for (const [e, input] of reads) {
      const res = await send(ctx, e, input, await tokenFor('owner'));
      expect(res.statusCode).toBe(200);
      for (const leak of findLeaks(res.body, watch)) seen.add(leak.split(' ')[0]!);
    }
    expect(watch.texts.length).toBeGreaterThanOrEqual(8);
    expect([...seen].sort()).toEqual(
      [
        'text',
        ...WATCHED_IDS,
        `CLASS:${kit.venue.secretCart}`,
        `CLASS:${kit.venue.secretInterest}`,
        `PATH:${kit.venue.secretPathway}`,
      ].sort(),
    );
    // Every text of hers shows in some reply of hers.
    const bodies = await Promise.all(
      reads.map(async ([e, input]) => (await send(ctx, e, input, await tokenFor('owner'))).body),
    );
    expect(watch.texts.filter((text) => !bodies.some((body) => body.includes(text)))).toEqual([]);
  }, 60_000);

  it('allows the owner and her guardian, and refuses everyone else without showing or changing her data', async () => {
    const failures: string[] = [];
    const counts = { cases: 0, allowed: 0, refused: 0, own: 0 };

    for (const e of matrixEndpoints) {
      const scenario = SCENARIOS.get(e);
      if (!scenario) continue; // reported by the scenario test
      for (const identity of IDENTITIES) {
        const where = `${identity}: ${endpointKey(e)}`;
        const want = expected(e, identity, scenario);
        let input: RequestInput;
        let token: string | undefined;
        try {
          input = await scenario.prepare(kit);
          token = await tokenFor(identity);
        } catch (error) {
          failures.push(`${where}: setup failed: ${String(error)}`);
          continue;
        }
        const watch = await watchOwner(ctx, kit.owner);
        const before = await ownerRows(ctx, kit.owner);
        const res: TestResponse = await send(ctx, e, input, token);
        const after = await ownerRows(ctx, kit.owner);
        await scenario.restore?.(kit);
        counts.cases += 1;
        const status = res.statusCode;
        const is2xx = status >= 200 && status < 300;
        const got = `${status} ${res.body.slice(0, 160)}`;

        if (want.kind === 'allow') {
          if (is2xx) counts.allowed += 1;
          else failures.push(`${where}: expected allow${want.why ? ` (${want.why})` : ''}, got ${got}`);
          continue;
        }
        if (want.kind === 'deny' && !want.status.includes(status))
          failures.push(
            `${where}: expected ${want.status.join(' or ')}${want.why ? ` (${want.why})` : ''}, got ${got}`,
          );
        if (want.kind === 'own' && !is2xx && !(status >= 400 && status < 500 && status !== 401))
          failures.push(`${where}: expected the caller's own records, got ${got}`);
        if (is2xx) counts.own += 1;
        else counts.refused += 1;
        if (!is2xx) {
          let envelope: { result?: unknown; data?: unknown } | undefined;
          try {
            envelope = JSON.parse(res.body) as typeof envelope;
          } catch {
            envelope = undefined;
          }
          if (envelope?.result !== 'error' || !(noData(envelope.data) || isPaymentFailure(envelope.data)))
            failures.push(`${where}: a denial must be the error envelope with no data: ${got}`);
        }
        const leaks = findLeaks(res.body, watch);
        if (leaks.length > 0) failures.push(`${where}: shows the owner's ${leaks.join(', ')}: ${got}`);
        if (after !== before) failures.push(`${where}: changed the owner's data`);
      }
    }

    console.log(
      `access matrix: ${matrixEndpoints.length} endpoints x ${IDENTITIES.length} identities = ${counts.cases} cases, ` +
        `allowed ${counts.allowed}, denied ${counts.refused + counts.own} ` +
        `(${counts.refused} refused with a 4xx, ${counts.own} answered with the caller's own records only)`,
    );
    expect(failures).toEqual([]);
    expect(counts.cases).toBe(matrixEndpoints.length * IDENTITIES.length);
  }, 300_000);
});
