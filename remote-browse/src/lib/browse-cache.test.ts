import { categoriesResponseSchema, venueSchema } from '../contract';
import * as z from '@portal/shared/zod';
import { venueFixture } from '../testing/browse-fixtures';
import {
  CACHE_PREFIX,
  MAX_AGE_MS,
  MAX_ENTRIES,
  cacheKey,
  catalogOnly,
  clearBrowseCache,
  readCached,
  writeCached,
} from './browse-cache';

beforeEach(() => localStorage.clear());

const categories = {
  categories: [{ id: 3, title: 'Welding', description: '', imageUrl: null }],
  rapidappForms: [],
};

describe('the v2Cached local cache', () => {
  it('keeps entries under the v2Cached key prefix', () => {
    writeCached(['catalog', 'categories'], categories);
    expect(cacheKey(['catalog', 'course', 4])).toBe('v2Cached:catalog:course:4');
    expect(localStorage.getItem('v2Cached:catalog:categories')).toContain('Welding');
    expect(Object.keys(localStorage).every((key) => key.startsWith(`${CACHE_PREFIX}:`))).toBe(true);
  });

  it('reads back what was written, parsed with its contract', () => {
    writeCached(['catalog', 'categories'], categories);
    expect(readCached(['catalog', 'categories'], categoriesResponseSchema)).toEqual(categories);
  });

  it('reads nothing for a key never written', () => {
    expect(readCached(['catalog', 'course', 99], z.string())).toBeUndefined();
  });

  it('drops an entry that no longer matches its contract (an older release wrote it)', () => {
    writeCached(['catalog', 'categories'], { categories: [{ id: 'three' }] });
    expect(readCached(['catalog', 'categories'], categoriesResponseSchema)).toBeUndefined();
    expect(localStorage.getItem('v2Cached:catalog:categories')).toBeNull();
  });

  it('drops an entry that is not JSON', () => {
    localStorage.setItem('v2Cached:catalog:categories', '{oops');
    expect(readCached(['catalog', 'categories'], categoriesResponseSchema)).toBeUndefined();
    expect(localStorage.getItem('v2Cached:catalog:categories')).toBeNull();
  });

  it('expires an entry after a day', () => {
    writeCached(['timezone'], 'America/Chicago', 1_000);
    expect(readCached(['timezone'], z.string(), 1_000 + MAX_AGE_MS)).toBe('America/Chicago');
    expect(readCached(['timezone'], z.string(), 1_001 + MAX_AGE_MS)).toBeUndefined();
  });

  it(`keeps at most ${MAX_ENTRIES} entries, dropping the least recently written`, () => {
    for (let id = 1; id <= MAX_ENTRIES + 5; id++) writeCached(['catalog', 'course', id], { id });
    expect(readCached(['catalog', 'course', 1], z.object({ id: z.number() }))).toBeUndefined();
    expect(readCached(['catalog', 'course', 5], z.object({ id: z.number() }))).toBeUndefined();
    expect(readCached(['catalog', 'course', 6], z.object({ id: z.number() }))).toEqual({ id: 6 });
    expect(readCached(['catalog', 'course', MAX_ENTRIES + 5], z.object({ id: z.number() }))).toEqual({
      id: MAX_ENTRIES + 5,
    });
  });

  it('rewriting an entry makes it the most recent', () => {
    writeCached(['catalog', 'course', 1], { id: 1 });
    for (let id = 2; id <= MAX_ENTRIES; id++) writeCached(['catalog', 'course', id], { id });
    writeCached(['catalog', 'course', 1], { id: 1 });
    writeCached(['catalog', 'course', 999], { id: 999 });
    expect(readCached(['catalog', 'course', 1], z.object({ id: z.number() }))).toEqual({ id: 1 });
    expect(readCached(['catalog', 'course', 2], z.object({ id: z.number() }))).toBeUndefined();
  });

  it('clears every entry, and nothing else', () => {
    localStorage.setItem('portal-session', 'keep me');
    writeCached(['catalog', 'categories'], categories);
    writeCached(['timezone'], 'UTC');
    clearBrowseCache();
    expect(Object.keys(localStorage)).toEqual(['portal-session']);
  });

  it('starts over instead of failing when the storage is full', () => {
    writeCached(['timezone'], 'UTC');
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementationOnce(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => writeCached(['catalog', 'categories'], categories)).not.toThrow();
    setItem.mockRestore();
    expect(readCached(['timezone'], z.string())).toBeUndefined();
  });
});

describe('catalogOnly: no student state is ever cached', () => {
  const mine = venueFixture({
    enrollState: 'enrolled',
    enrollStateTitle: 'Waitlisted',
    interestState: 'interested',
    interestStateTitle: 'Remove Interest',
    registrationInfoId: 31,
    rapidappForms: [{ id: 501, name: 'Application', userFormId: 9, userFormStatus: 'started' }],
  });

  it('neutralises the enroll and interest states, the application form and the pending registration', () => {
    const cached = catalogOnly(mine);
    expect(cached).toMatchObject({
      enrollState: 'disabled',
      enrollStateTitle: '',
      interestState: 'disabled',
      interestStateTitle: '',
      registrationInfoId: null,
      rapidappForms: [{ id: 501, name: 'Application', userFormId: null, userFormStatus: '' }],
    });
    expect(venueSchema.safeParse(cached).success).toBe(true);
  });

  it('keeps the catalog data', () => {
    const {
      enrollState,
      enrollStateTitle,
      interestState,
      interestStateTitle,
      registrationInfoId,
      rapidappForms,
      ...rest
    } = catalogOnly(mine);
    const {
      enrollState: _a,
      enrollStateTitle: _b,
      interestState: _c,
      interestStateTitle: _d,
      registrationInfoId: _e,
      rapidappForms: _f,
      ...original
    } = mine;
    expect([
      enrollState,
      enrollStateTitle,
      interestState,
      interestStateTitle,
      registrationInfoId,
      rapidappForms.length,
    ]).toEqual(['disabled', '', 'disabled', '', null, 1]);
    expect(rest).toEqual(original);
  });

  it('so what one student leaves in the cache shows nothing of theirs to the next', () => {
    writeCached(['catalog', 'class', 11], catalogOnly(mine));
    const text = localStorage.getItem('v2Cached:catalog:class:11') ?? '';
    expect(text).not.toMatch(/Waitlisted|Remove Interest|started|"registrationInfoId":31/);
  });
});
