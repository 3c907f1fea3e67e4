import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Modal } from '@shop/ui-kit/modal';
import { useNavigate } from '@tanstack/react-router';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useSession } from '../../app/use-app-context';
import type { PaletteEntry, PaletteGroup } from './palette-entry';
import { screensFor, screensMatching } from './palette-screens';
import { recentEntries } from './recent-entries';
import { useRecordSearch } from './use-record-search';
import './palette.css';

/**
 * The command palette: a dialog with a combobox (WAI-ARIA combobox with a listbox popup). Typing filters the screens
 * by name and finds items, customers and orders on the server; with no text it offers the recent places first.
 * Up and Down move through the choices, Enter opens one, Escape closes and focus goes back where it was. The
 * number of choices is announced as it changes.
 */
export function CommandPalette({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useLingui();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const navigate = useNavigate();
  const level = useSession().employee?.level;
  const screens = useMemo(() => screensFor(level, i18n), [level, i18n]);
  const recent = useMemo(() => recentEntries(screens, navigate, i18n), [screens, navigate, i18n]);
  const records = useRecordSearch(text);

  const screenEntries = (text.trim() === '' ? screens : screensMatching(screens, text)).map(
    (screen): PaletteEntry => ({
      key: `screen ${screen.title} ${screen.path}`,
      label: screen.title,
      detail: screen.description ?? t`Screen`,
      go: () => void screen.go(navigate),
    }),
  );
  const recentGroup: PaletteGroup = { key: 'recent', title: t`Recent`, entries: recent };
  const screensGroup: PaletteGroup = { key: 'screens', title: t`Screens`, entries: screenEntries };
  const groups = [
    ...(text.trim() === '' ? [recentGroup] : []),
    ...records.groups.filter((group) => group.key === 'orders'),
    screensGroup,
    ...records.groups.filter((group) => group.key !== 'orders'),
  ].filter((group) => group.entries.length > 0);
  const entries = groups.flatMap((group) => group.entries);
  const activeIndex = Math.min(active, entries.length - 1);
  const optionId = (index: number) => `${listId}-${index}`;

  useEffect(() => {
    if (activeIndex >= 0)
      document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  });

  const choose = (entry: PaletteEntry | undefined) => {
    if (!entry) return;
    onClose();
    entry.go();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, number> = {
      ArrowDown: (activeIndex + 1) % entries.length,
      ArrowUp: (activeIndex - 1 + entries.length) % entries.length,
    };
    const next = moves[event.key];
    if (next !== undefined && entries.length > 0) {
      event.preventDefault();
      setActive(next);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(entries[activeIndex]);
    }
  };

  const count = entries.length;
  const resultCount = t`${plural(count, { one: `${count} result`, other: `${count} results` })}`;
  let index = -1;
  return (
    <Modal open onClose={onClose} initialFocus={inputRef} className="command-palette">
      <Modal.Title>
        <Trans>Go to or find</Trans>
      </Modal.Title>
      <Modal.Body>
        <input
          ref={inputRef}
          type="text"
          role="combobox"
          aria-label={t`Screen, item, customer or order`}
          aria-expanded={entries.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder={t`A screen, an item, a customer's name, email or phone, an order number`}
          className="ui-input command-palette-input"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
        />
        <p role="status" className="command-palette-status">
          {records.searching ? t`Searching...` : resultCount}
        </p>
        {records.failures.map((failure) => (
          <p key={failure} role="alert" className="command-palette-failure">
            {failure}
          </p>
        ))}
        <div id={listId} role="listbox" aria-label={t`Results`} className="command-palette-list">
          {groups.map((group) => (
            // biome-ignore lint/a11y/useSemanticElements: a group of options in a listbox (APG listbox pattern), not a form's fieldset
            <div key={group.key} role="group" aria-label={group.title}>
              <div className="command-palette-group" aria-hidden="true">
                {group.title}
              </div>
              {group.entries.map((entry) => {
                index += 1;
                const at = index;
                return (
                  // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's input takes the keys (aria-activedescendant)
                  <div
                    key={entry.key}
                    id={optionId(at)}
                    role="option"
                    aria-selected={at === activeIndex}
                    tabIndex={-1}
                    className="command-palette-option"
                    onClick={() => choose(entry)}
                    onMouseMove={() => setActive(at)}
                  >
                    <span className="command-palette-label">{entry.label}</span>
                    {entry.detail && <span className="command-palette-detail">{entry.detail}</span>}
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      </Modal.Body>
    </Modal>
  );
}
