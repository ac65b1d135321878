import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readDefinition, repoRoot } from '../remotes/portal-remotes.mjs';

/**
 * The route's heading, painted by the shell's index.html before any of its JavaScript has arrived
 * (docs/adr/014-every-route-fast-on-a-phone.md, seventh pass). On a phone the first load is about
 * 200 KB of JavaScript, and a page's heading used to wait for all of it and for its start-up: on
 * the routes where the heading is the largest thing on the first screen, that wait was the LCP.
 *
 * A route whose address has no parameter is headed by its area title (e2e/tests/first-paint.spec.ts
 * checks it), so the heading is known from the address alone: the table below, in each language the shell
 * has area messages for. A route with parameters (a category, a course) is headed by its data, and
 * gets no heading here.
 */

const AREA_MESSAGES = path.join(repoRoot, 'shell/src/lib/modules/messages');
const START_UP_MESSAGES = path.join(repoRoot, 'shell/src/pages/messages');

/**
 * The languages of the table: those the shell has area messages in (a catalog per language, which
 * tooling/i18n/catalogs.test.ts keeps whole), English first (the HTML's own language).
 */
export const FIRST_PAINT_LOCALES = readdirSync(AREA_MESSAGES)
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length))
  .sort((a, b) => Number(b === 'en') - Number(a === 'en') || a.localeCompare(b));

const messagesIn = (folder, locale) => JSON.parse(readFileSync(path.join(folder, `${locale}.json`), 'utf8'));
const areaMessages = (locale) => messagesIn(AREA_MESSAGES, locale);

/** "Loading the portal…" in each language, for the first paint that knows the reader's language. */
export const firstPaintLoading = () =>
  Object.fromEntries(
    FIRST_PAINT_LOCALES.map((locale) => [
      locale,
      `${messagesIn(START_UP_MESSAGES, locale)['startUp.loading']}…`,
    ]),
  );

/**
 * Route -> language -> heading, for every route of portal.remotes.json without parameters. The
 * definition names an area by its English title; the shell's English messages give that title's
 * message id, and each language's messages its words.
 * @returns {Record<string, Record<string, string>>}
 */
export const firstPaintHeadings = (definition = readDefinition()) => {
  const english = areaMessages('en');
  const idOfTitle = new Map(
    Object.entries(english)
      .filter(([id]) => id.startsWith('area.'))
      .map(([id, title]) => [title, id]),
  );
  const catalogs = Object.fromEntries(FIRST_PAINT_LOCALES.map((locale) => [locale, areaMessages(locale)]));
  const headings = {};
  for (const remote of definition.remotes) {
    for (const expose of remote.exposes) {
      // A route with a parameter draws its own heading from its data; the shell keeps the same rule
      // (isHeadedByTitle, shell/src/app/portal-routes.tsx).
      if (!expose.route || expose.route.includes(':')) continue;
      const id = idOfTitle.get(expose.title);
      if (!id) throw new Error(`${expose.route}: the shell has no area message for "${expose.title}"`);
      headings[expose.route] = Object.fromEntries(
        FIRST_PAINT_LOCALES.map((locale) => [locale, catalogs[locale][id] ?? expose.title]),
      );
    }
  }
  return headings;
};

/**
 * The inline script of index.html: finds the address's heading, in the language the portal last
 * showed in this browser (`portal.locale.shown`, kept by shell/src/lib/first-paint.ts), else the
 * visitor's stored choice (`portal.locale`, LOCALE_STORAGE_KEY of @portal/shared/i18n), else the first
 * of the browser's languages the table has, else English, and writes it into the first paint. It runs as
 * the HTML is parsed, before the deferred scripts; the static servers allow it by its hash
 * (scripts/lib/security-headers.mjs), never as any inline script. "Loading the portal…" under the
 * heading speaks the same language.
 * @param {Record<string, Record<string, string>>} headings firstPaintHeadings()
 * @param {Record<string, string>} loading firstPaintLoading()
 */
export const firstPaintScript = (headings, loading) =>
  `(function (headings, loading) {
  var own = function (object, key) { return Object.prototype.hasOwnProperty.call(object, key); };
  var path = location.pathname.replace(/(.)\\/+$/, '$1');
  var paint = document.getElementById('first-paint');
  if (!own(headings, path) || !paint) return;
  var byLocale = headings[path];
  var locale = null;
  try {
    locale = localStorage.getItem('portal.locale.shown') || localStorage.getItem('portal.locale');
  } catch (error) {}
  if (!own(byLocale, locale)) {
    var tags = navigator.languages || [];
    locale = 'en';
    for (var i = 0; i < tags.length; i++) {
      var language = String(tags[i]).slice(0, 2).toLowerCase();
      if (own(byLocale, language)) { locale = language; break; }
    }
  }
  var heading = document.createElement('h2');
  heading.className = 'boot-heading';
  heading.setAttribute('aria-hidden', 'true');
  heading.textContent = byLocale[locale];
  paint.className = 'boot-frame';
  paint.querySelector('.boot-content').prepend(heading);
  paint.querySelector('.boot').textContent = loading[locale];
})(${[headings, loading].map((table) => JSON.stringify(table).replace(/</g, '\\u003c')).join(', ')});`;
