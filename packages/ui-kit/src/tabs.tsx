import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { cx } from './class-names';

/** One tab of {@link Tabs}: its button's text and what it shows. */
export interface TabItem {
  /** Stable key of the tab. */
  id: string;
  label: ReactNode;
  /** Rendered only while the tab is selected, so a panel that loads something loads it when first shown. */
  panel: ReactNode;
}

/** Props of {@link Tabs}. */
export interface TabsProps {
  /** Accessible name of the tab list, e.g. "View Item". */
  label: string;
  tabs: readonly TabItem[];
  /** The tab selected at first; the first tab by default. */
  defaultSelected?: string;
  className?: string;
}

/**
 * Tabs (the WAI-ARIA tabs pattern): a tab list whose buttons select one panel. Arrow keys move between tabs and
 * select them, Home and End go to the first and last; only the selected tab is in the Tab order.
 */
export function Tabs({ label, tabs, defaultSelected, className }: TabsProps) {
  const baseId = useId();
  const [selected, setSelected] = useState(defaultSelected ?? tabs[0]?.id);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const current = tabs.find((tab) => tab.id === selected) ?? tabs[0];

  const select = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    setSelected(tab.id);
    buttons.current.get(tab.id)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };

  return (
    <div className={cx('ui-tabs', className)}>
      <div role="tablist" aria-label={label} className="ui-tab-list">
        {tabs.map((tab, index) => {
          const isSelected = tab.id === current?.id;
          return (
            <button
              key={tab.id}
              ref={(button) => {
                if (button) buttons.current.set(tab.id, button);
                else buttons.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={isSelected ? 0 : -1}
              className="ui-tab"
              onClick={() => setSelected(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {current && (
        <div
          role="tabpanel"
          id={`${baseId}-panel-${current.id}`}
          aria-labelledby={`${baseId}-tab-${current.id}`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a panel is focusable so keyboard users reach its text
          tabIndex={0}
          className="ui-tab-panel"
        >
          {current.panel}
        </div>
      )}
    </div>
  );
}
