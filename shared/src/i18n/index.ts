/**
 * The portal's language (host contract): the locale the shell decided, the catalogs each app owns,
 * and the language names a menu shows. Money and dates follow the locale through `formatMoney` and
 * `formatDate` of the contract's root.
 */
export {
  LOCALES,
  LOCALE_NAMES,
  LOCALE_TAGS,
  chooseLocale,
  isLocale,
  localeOfTag,
  type Locale,
} from './locales';
export {
  LOCALE_STORAGE_KEY,
  currentLocale,
  readStoredLocale,
  storeLocale,
  useLocaleStore,
} from './locale-store';
export {
  catalogsReady,
  defineCatalog,
  loadCatalogs,
  messagesNow,
  translateRefusal,
  useMessages,
  useRefusal,
  type Catalog,
  type MessageValues,
  type Messages,
  type RichValues,
} from './catalog';
export { Refusal } from './refusal';
