import { create } from 'zustand';
import { isLocale, type Locale } from './locales';

type LocaleState = {
  /** The language every page speaks now. */
  locale: Locale;
  /** The languages the school offers (a language menu shows only when there are two or more). */
  offered: readonly Locale[];
  localeApplied: (locale: Locale) => void;
  offeredReceived: (offered: readonly Locale[]) => void;
};

/** The shell decides the locale (`chooseLocale`); remotes read it, through their catalogs and the formatters. */
export const useLocaleStore = create<LocaleState>()((set) => ({
  locale: 'en',
  offered: ['en'],
  localeApplied: (locale) => set({ locale }),
  offeredReceived: (offered) => set({ offered }),
}));

/** The language the portal speaks now, for code outside React (formatters, toasts). */
export const currentLocale = (): Locale => useLocaleStore.getState().locale;

/** A visitor's choice is kept in the browser; a student's is saved with the student as well. */
export const LOCALE_STORAGE_KEY = 'portal.locale';

export const readStoredLocale = (): Locale | null => {
  try {
    const stored = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(stored) ? stored : null;
  } catch {
    return null;
  }
};

export const storeLocale = (locale: Locale) => {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage refused (private mode, full): the choice lasts until the page closes.
  }
};
