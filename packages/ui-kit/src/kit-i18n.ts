import { type I18n, i18n as sharedI18n } from '@lingui/core';
import { LinguiContext } from '@lingui/react';
import { useContext } from 'react';

/**
 * The Lingui instance the ui-kit's own texts (its defaults: "Close", "Next page", ...) are translated with: the
 * app's (its `I18nProvider`), else Lingui's shared one. Write the texts with `msg` from `@lingui/core/macro` and show
 * them with `i18n._(...)`: the app's message extraction collects them into its catalogs.
 */
export function useKitI18n(): I18n {
  return useContext(LinguiContext)?.i18n ?? sharedI18n;
}
