import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadSchoolConfig, loadSchoolFile } from '../src/config/load-school-config';
import { schoolSchema, type School } from '../src/contracts';
import { DEMO_SCHOOL_FILE, NO_BROWSE_SCHOOL_FILE } from './support/context';

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-config-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function writeConfig(name: string, content: string): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, content);
  return file;
}

const demoJson = () => JSON.parse(fs.readFileSync(DEMO_SCHOOL_FILE, 'utf8')) as School;

describe('school configuration files', () => {
  it('the default demo school validates, with every module on', () => {
    const school = loadSchoolConfig(DEMO_SCHOOL_FILE);
    expect(schoolSchema.parse(demoJson())).toEqual(school);
    expect(Object.values(school.modules).every(Boolean)).toBe(true);
    expect(school.features).toMatchObject({
      alternateSignIn: false,
      loginAllowed: true,
      registrationAllowed: true,
      legal: true,
      social: true,
    });
    expect(school.timezone).toBe('America/New_York');
    expect(school.payments.gateway).toBe('card');
    expect(school.mapsKey).toBeNull();
    expect(school.texts.privacyPolicy).toMatch(/<p>/);
    expect(school.texts.termsOfService).toMatch(/<p>/);
    expect(school.helpfulLinks.length).toBeGreaterThanOrEqual(2);
    expect(school.socialLinks.length).toBeGreaterThanOrEqual(2);
    for (const link of [...school.helpfulLinks, ...school.socialLinks])
      expect(link.url).toMatch(/^https:\/\//);
  });

  it('the no-browse school is the demo school with browseCourses off', () => {
    const school = loadSchoolConfig(NO_BROWSE_SCHOOL_FILE);
    const demo = loadSchoolConfig(DEMO_SCHOOL_FILE);
    expect(school.modules.browseCourses).toBe(false);
    expect({ ...school, modules: { ...school.modules, browseCourses: true } }).toEqual(demo);
  });

  it('names the file and the bad field path', () => {
    const bad = demoJson();
    bad.modules.cart = 'yes' as unknown as boolean;
    const file = writeConfig('bad-field.json', JSON.stringify(bad));
    expect(() => loadSchoolConfig(file)).toThrow(
      `Invalid school configuration in ${file}: modules.cart: Invalid input: expected boolean, received string`,
    );
  });

  it('lists every bad field, including nested array paths and missing fields', () => {
    const bad = demoJson();
    bad.socialLinks[0]!.url = 'not a url';
    delete (bad.features as Partial<School['features']>).legal;
    const file = writeConfig('bad-fields.json', JSON.stringify(bad));
    let message = '';
    try {
      loadSchoolConfig(file);
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toContain(file);
    expect(message).toContain('features.legal:');
    expect(message).toContain('socialLinks.0.url:');
  });

  it('rejects an unknown time zone', () => {
    const bad = demoJson();
    bad.timezone = 'Mars/Olympus_Mons';
    const file = writeConfig('bad-tz.json', JSON.stringify(bad));
    expect(() => loadSchoolConfig(file)).toThrow(/bad-tz\.json: timezone: Unknown time zone/);
  });

  it('reports malformed JSON and unreadable files with the file name', () => {
    const file = writeConfig('broken.json', '{ "name": ');
    expect(() => loadSchoolConfig(file)).toThrow(`Invalid school configuration in ${file}: not valid JSON`);
    const missing = path.join(dir, 'missing.json');
    expect(() => loadSchoolConfig(missing)).toThrow(
      `Invalid school configuration in ${missing}: cannot read the file (ENOENT)`,
    );
  });
});

describe("the API's own settings in the school file", () => {
  const withSessions = (name: string, sessions: unknown) => {
    const json: Record<string, unknown> = { ...demoJson(), sessions };
    if (sessions === undefined) delete json.sessions;
    return writeConfig(name, JSON.stringify(json));
  };

  it('reads the idle time of sessions, 120 minutes in the demo school, and never gives it to browsers', () => {
    const file = loadSchoolFile(DEMO_SCHOOL_FILE);
    expect(file.sessions).toEqual({ idleTimeoutMinutes: 120 });
    expect(file.school).not.toHaveProperty('sessions');
    expect(loadSchoolConfig(DEMO_SCHOOL_FILE)).toEqual(file.school);
  });

  it('takes 2 hours when the file says nothing', () => {
    expect(loadSchoolFile(withSessions('no-sessions.json', undefined)).sessions.idleTimeoutMinutes).toBe(120);
    expect(loadSchoolFile(withSessions('empty-sessions.json', {})).sessions.idleTimeoutMinutes).toBe(120);
  });

  it("takes the school's own idle time", () => {
    const file = withSessions('idle-30.json', { idleTimeoutMinutes: 30 });
    expect(loadSchoolFile(file).sessions.idleTimeoutMinutes).toBe(30);
  });

  it.each([3, 1.5, '60', 50_000, null])('refuses an idle time of %p, naming the field', (value) => {
    const file = withSessions(`idle-bad-${String(value)}.json`, { idleTimeoutMinutes: value });
    expect(() => loadSchoolFile(file)).toThrow(
      new RegExp(`Invalid school configuration in .*: sessions\\.idleTimeoutMinutes: `),
    );
  });
});
