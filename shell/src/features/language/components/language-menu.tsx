import { LOCALE_NAMES, LOCALE_TAGS, isLocale, useLocaleStore } from '@portal/shared/i18n';
import { useId } from 'react';
import { useLanguageMessages } from '../messages/catalog';
import { useChooseLanguage } from '../hooks/use-language';

/**
 * The language menu of the header and the phone menu: the platform's own select (the phone's wheel or
 * sheet), each language in its own name. A school that offers one language shows none.
 */
export const LanguageMenu = () => {
  const m = useLanguageMessages();
  const id = useId();
  const locale = useLocaleStore((state) => state.locale);
  const offered = useLocaleStore((state) => state.offered);
  const choose = useChooseLanguage();
  if (offered.length < 2) return null;
  return (
    <div className="pt-language">
      <label htmlFor={id} className="pt-visually-hidden">
        {m('language.label')}
      </label>
      <select
        id={id}
        className="pt-language-select"
        value={locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) void choose(event.target.value);
        }}
      >
        {offered.map((option) => (
          <option key={option} value={option} lang={LOCALE_TAGS[option]}>
            {LOCALE_NAMES[option]}
          </option>
        ))}
      </select>
    </div>
  );
};
