import { type ComponentPropsWithRef, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { cx } from './class-names';
import { Icon } from './icon';

/** Props of {@link SearchBox}: native input props plus a controlled, debounced value. */
export interface SearchBoxProps
  extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'value' | 'defaultValue' | 'onChange' | 'children'> {
  /** Visible label (or hidden with hideLabel), e.g. "Search items". */
  label: ReactNode;
  /** The current search text (e.g. from the URL). */
  value: string;
  /**
   * Called with the text once typing pauses for debounceMs, or at once on Enter. A single keystroke after such a
   * pause is reported at once when the text is at least `instantFrom` long: refining a search answers without
   * waiting, while a burst of typing still sends one search.
   */
  onChange: (value: string) => void;
  /** Pause in ms before onChange; 300 by default. */
  debounceMs?: number;
  /** The shortest text a keystroke after a pause reports at once; 2 by default (one letter matches too much). */
  instantFrom?: number;
  /** Keeps the label for assistive technology only. */
  hideLabel?: boolean;
}

/** A labelled search input whose onChange is debounced; controlled by `value`. */
export function SearchBox({
  label,
  value,
  onChange,
  debounceMs = 300,
  instantFrom = 2,
  hideLabel = false,
  className,
  id,
  ...rest
}: SearchBoxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastKeystroke = useRef(Number.NEGATIVE_INFINITY);
  if (value !== seen) {
    setSeen(value);
    setDraft(value);
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  const emit = (text: string, delay: number) => {
    clearTimeout(timer.current);
    if (delay <= 0) {
      if (text !== value) onChange(text);
      return;
    }
    timer.current = setTimeout(() => {
      if (text !== value) onChange(text);
    }, delay);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not yet exposed as a landmark by every browser and screen reader
    <form
      className={cx('ui-search', className)}
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        emit(draft, 0);
      }}
    >
      <label htmlFor={inputId} className={hideLabel ? 'ui-visually-hidden' : 'ui-label'}>
        {label}
      </label>
      <div className="ui-search-control">
        <Icon name="search" className="ui-search-icon" />
        <input
          type="search"
          className="ui-input ui-search-input"
          value={draft}
          onChange={(event) => {
            const text = event.target.value;
            const now = performance.now();
            const afterPause = now - lastKeystroke.current >= debounceMs;
            lastKeystroke.current = now;
            setDraft(text);
            emit(text, afterPause && text.length >= instantFrom ? 0 : debounceMs);
          }}
          {...rest}
          id={inputId}
        />
      </div>
    </form>
  );
}
