import { type KeyboardEvent, type ReactNode, type Ref, useEffect, useId, useState } from 'react';

/** Props of {@link SearchCombobox}. */
export interface SearchComboboxProps<Option> {
  label: string;
  placeholder?: string;
  /** What is typed. */
  text: string;
  onTextChange: (text: string) => void;
  /** The matches of what is typed (none while nothing is). */
  options: readonly Option[];
  optionKey: (option: Option) => string;
  /** An option's line in the list. */
  renderOption: (option: Option) => ReactNode;
  /** An option shown but not to be chosen (an item not for sale). */
  isDisabled?: (option: Option) => boolean;
  onChoose: (option: Option) => void;
  /** Said under the box and announced: "Searching...", "3 found", "No customer has that name or mobile". */
  status: string;
  /** Why the search failed, or a message about the choice (shown under the box, marks it invalid). */
  error?: string | undefined;
  /** Set in the input's `inputMode` (a phone keypad for mobiles). */
  inputMode?: 'text' | 'search' | 'tel' | 'numeric';
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A search box whose matches drop down as a list (the WAI-ARIA combobox with a listbox popup), for the keyboard
 * first: Down and Up move through the matches, Enter chooses one, Escape closes the list; a tap or click chooses
 * too. The list shows while there is text and something matches.
 */
export function SearchCombobox<Option>({
  label,
  placeholder,
  text,
  onTextChange,
  options,
  optionKey,
  renderOption,
  isDisabled = () => false,
  onChoose,
  status,
  error,
  inputMode = 'search',
  inputRef,
}: SearchComboboxProps<Option>) {
  const id = useId();
  const [active, setActive] = useState(0);
  const [closed, setClosed] = useState(false);
  const open = !closed && text.trim() !== '' && options.length > 0;
  const activeIndex = Math.min(active, options.length - 1);
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    if (open && activeIndex >= 0)
      document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  });

  const choose = (option: Option | undefined) => {
    if (option === undefined || isDisabled(option)) return;
    setClosed(true);
    onChoose(option);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (closed) setClosed(false);
      else if (options.length > 0)
        setActive((activeIndex + (event.key === 'ArrowDown' ? 1 : -1) + options.length) % options.length);
    } else if (event.key === 'Enter') {
      // Enter chooses; it never submits a form around the box.
      event.preventDefault();
      if (open) choose(options[activeIndex]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      setClosed(true);
    }
  };

  const statusId = `${id}-status`;
  const errorId = `${id}-error`;
  return (
    <div className="ui-field search-combobox">
      <label className="ui-label" htmlFor={`${id}-input`}>
        {label}
      </label>
      <div className="search-combobox-control">
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="text"
          role="combobox"
          className="ui-input"
          inputMode={inputMode}
          enterKeyHint="search"
          aria-expanded={open}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={open && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          aria-describedby={error ? `${statusId} ${errorId}` : statusId}
          aria-invalid={error ? true : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          value={text}
          onChange={(event) => {
            onTextChange(event.target.value);
            setActive(0);
            setClosed(false);
          }}
          onKeyDown={onKeyDown}
        />
        <div
          id={`${id}-list`}
          role="listbox"
          aria-label={label}
          className="search-combobox-list"
          hidden={!open}
        >
          {open &&
            options.map((option, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's input takes the keys (aria-activedescendant)
              <div
                key={optionKey(option)}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                aria-disabled={isDisabled(option) || undefined}
                tabIndex={-1}
                className="search-combobox-option"
                // Focus stays in the box, so typing and the arrows go on working after a tap.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
                onMouseMove={() => setActive(index)}
              >
                {renderOption(option)}
              </div>
            ))}
        </div>
      </div>
      <p id={statusId} role="status" className="ui-hint">
        {status}
      </p>
      {error && (
        <p id={errorId} className="ui-field-error">
          {error}
        </p>
      )}
    </div>
  );
}
