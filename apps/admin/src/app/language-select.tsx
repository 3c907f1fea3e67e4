import { useLingui } from '@lingui/react/macro';
import { languageValues } from '@shop/sdk';
import { useId } from 'react';
import type { Language } from './language';
import { useAppContext } from './use-app-context';

/** Each language in its own words: a person who cannot read the one shown still finds theirs. */
export const languageNames: Readonly<Record<Language, string>> = { en: 'English', bn: 'বাংলা' };

/** The language the back office is shown in, remembered per browser: on the sign-in screens and in the account menu. */
export function LanguageSelect({ className }: { className?: string }) {
  const { language } = useAppContext();
  const { t, i18n } = useLingui();
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id}>{t`Language`}</label>{' '}
      <select
        id={id}
        className="ui-input ui-select"
        value={i18n.locale}
        onChange={(event) => {
          const chosen = languageValues.find((value) => value === event.target.value);
          if (chosen) void language.choose(chosen);
        }}
      >
        {languageValues.map((value) => (
          <option key={value} value={value} lang={value}>
            {languageNames[value]}
          </option>
        ))}
      </select>
    </div>
  );
}
