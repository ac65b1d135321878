import { useSessionStore, type School } from '@portal/shared';
import { LOCALE_TAGS, chooseLocale, readStoredLocale, useLocaleStore } from '@portal/shared/i18n';
import { useEffect, useRef } from 'react';
import { applyLocale } from './use-language';
import { rememberShownLocale } from '../../../lib/first-paint';

const ENGLISH_ONLY = ['en'] as const;

/**
 * Decides the portal's language (docs/adr/019-messages-and-locales.md): the signed-in person's saved
 * choice, else this browser's stored choice, else the browser's languages, else the school's default,
 * among what the school offers. It decides again when someone signs in or out, and keeps `<html lang>`
 * true for screen readers and the browser's own translation offer.
 *
 * Returns false until the first decision is applied, so that a Spanish reader's first screen is not
 * English for a moment (English, the store's start, is applied at once).
 */
export const useLocaleSync = (school: School | undefined): boolean => {
  const saved = useSessionStore((state) => state.student?.preferredLocale ?? null);
  const locale = useLocaleStore((state) => state.locale);
  const offered = school?.locales ?? ENGLISH_ONLY;
  const chosen = chooseLocale({
    offered,
    saved: saved ?? readStoredLocale(),
    browser: typeof navigator === 'undefined' ? [] : navigator.languages,
  });
  const settled = useRef(false);
  if (school && locale === chosen) settled.current = true;

  useEffect(() => {
    if (!school) return;
    useLocaleStore.getState().offeredReceived(offered);
    if (chosen !== useLocaleStore.getState().locale) void applyLocale(chosen);
  }, [school, offered, chosen]);

  const decided = settled.current;
  useEffect(() => {
    document.documentElement.lang = LOCALE_TAGS[locale];
    // The next first paint's heading speaks it (index.html, before any of the portal's code runs).
    if (decided) rememberShownLocale(locale);
  }, [locale, decided]);

  return settled.current;
};
