import { accountEndpoints, callEndpoint, useSessionStore } from '@portal/shared';
import { loadCatalogs, storeLocale, useLocaleStore, type Locale } from '@portal/shared/i18n';
import { useCallback } from 'react';

/**
 * Every page speaks `locale` at once: the catalogs on the page load first, so that nothing shows
 * half in one language, and then every mounted remote renders again, keeping what was typed.
 */
export const applyLocale = async (locale: Locale) => {
  await loadCatalogs(locale);
  useLocaleStore.getState().localeApplied(locale);
};

/**
 * The language menu's choice: kept in this browser (a visitor's too), saved with the signed-in
 * person for their other devices, mail and PDFs. A student system without the call keeps it in
 * the browser only (the extension's declared fallback).
 */
export const useChooseLanguage = () =>
  useCallback(async (locale: Locale) => {
    storeLocale(locale);
    const { student, studentLoaded } = useSessionStore.getState();
    if (student) {
      studentLoaded({ ...student, preferredLocale: locale });
      void callEndpoint(accountEndpoints.saveLocale, { body: { locale } }).catch(() => undefined);
    }
    await applyLocale(locale);
  }, []);
