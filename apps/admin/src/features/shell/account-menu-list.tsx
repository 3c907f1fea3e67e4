import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { languageValues } from '@shop/sdk';
import { Link } from '@tanstack/react-router';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { languageNames } from '../../app/language-select';
import { type Theme, themeValues } from '../../app/theme';
import { chooseTheme, useTheme } from '../../app/theme-choice';
import { useAppContext } from '../../app/use-app-context';

const THEME_NAMES: { readonly [theme in Theme]: MessageDescriptor } = {
  system: msg`System`,
  light: msg`Light`,
  dark: msg`Dark`,
};

/** Profile, the themes, the languages, Logout. */
const ITEM_COUNT = themeValues.length + languageValues.length + 2;

/**
 * The open account menu (loaded when first wanted): the profile, the screen's theme (System, Light or Dark: radio
 * items, remembered per browser), the language (each named in its own words, remembered per browser) and logout. The arrows, Home and End move, Escape closes it back onto its button,
 * Tab closes it.
 */
export default function AccountMenuList({
  id,
  labelledBy,
  startAt,
  onClose,
  onLogout,
}: {
  id: string;
  labelledBy: string;
  startAt: 'first' | 'last';
  onClose: (options: { refocus: boolean }) => void;
  onLogout: () => void;
}) {
  const [focusIndex, setFocusIndex] = useState(startAt === 'first' ? 0 : ITEM_COUNT - 1);
  const itemRefs = useRef<Array<HTMLElement | null>>([]);
  const theme = useTheme();
  const { t, i18n } = useLingui();
  const { language } = useAppContext();

  useEffect(() => {
    itemRefs.current[focusIndex]?.focus();
  }, [focusIndex]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowDown: (focusIndex + 1) % ITEM_COUNT,
      ArrowUp: (focusIndex - 1 + ITEM_COUNT) % ITEM_COUNT,
      Home: 0,
      End: ITEM_COUNT - 1,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      setFocusIndex(next);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose({ refocus: true });
    } else if (event.key === 'Tab') {
      onClose({ refocus: false });
    }
  };

  const itemRef = (index: number) => (node: HTMLElement | null) => {
    itemRefs.current[index] = node;
  };

  return (
    <div id={id} role="menu" aria-labelledby={labelledBy} className="account-menu-list" onKeyDown={onKeyDown}>
      <Link
        to="/profile"
        role="menuitem"
        tabIndex={-1}
        ref={itemRef(0)}
        className="account-menu-item"
        onClick={() => onClose({ refocus: false })}
      >
        <Trans>Profile</Trans>
      </Link>
      <RadioGroup
        label={t`Theme`}
        items={themeValues.map((value) => ({
          key: value,
          name: i18n._(THEME_NAMES[value]),
          checked: theme === value,
          choose: () => chooseTheme(value),
        }))}
        itemRef={(index) => itemRef(1 + index)}
      />
      <RadioGroup
        label={t`Language`}
        items={languageValues.map((value) => ({
          key: value,
          name: languageNames[value],
          lang: value,
          checked: i18n.locale === value,
          choose: () => void language.choose(value),
        }))}
        itemRef={(index) => itemRef(1 + themeValues.length + index)}
      />
      <button
        type="button"
        role="menuitem"
        tabIndex={-1}
        ref={itemRef(ITEM_COUNT - 1)}
        className="account-menu-item"
        onClick={() => {
          onClose({ refocus: false });
          onLogout();
        }}
      >
        <Trans>Logout</Trans>
      </button>
    </div>
  );
}

/** One choice of a {@link RadioGroup}. */
interface RadioItem {
  key: string;
  name: string;
  /** The language the name is written in, when not the page's. */
  lang?: string;
  checked: boolean;
  choose: () => void;
}

/** A labelled group of radio items of the menu (the theme, the language): the choice is made on click. */
function RadioGroup({
  label,
  items,
  itemRef,
}: {
  label: string;
  items: readonly RadioItem[];
  itemRef: (index: number) => (node: HTMLElement | null) => void;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of menu items (APG menu pattern), not a form's fieldset
    <div role="group" aria-label={label} className="account-menu-group">
      <span className="account-menu-label" aria-hidden="true">
        {label}
      </span>
      {items.map((item, index) => (
        <button
          key={item.key}
          type="button"
          role="menuitemradio"
          lang={item.lang}
          aria-checked={item.checked}
          tabIndex={-1}
          ref={itemRef(index)}
          className="account-menu-item"
          onClick={item.choose}
        >
          {item.name}
        </button>
      ))}
    </div>
  );
}
