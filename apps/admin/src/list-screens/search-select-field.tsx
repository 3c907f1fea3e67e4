import { useLingui } from '@lingui/react/macro';
import { SelectField } from '@shop/ui-kit/select-field';
import { TextField } from '@shop/ui-kit/text-field';
import { type ReactNode, useState } from 'react';
import type { SearchLookup } from './lookups';
import type { Choice } from './resource-fields';
import { useDebouncedValue } from './use-debounced-value';

const SEARCH_DELAY_MS = 300;

/**
 * A select over a list too large to load (100,000 items): a search input asks the server for matching names
 * (`?q=`), and the select offers the matches. The current choice stays offered whatever the search shows.
 */
export function SearchSelectField({
  label,
  searchLabel,
  name,
  search,
  initial,
  error,
  hint,
}: {
  label: string;
  searchLabel: string;
  name: string;
  search: SearchLookup;
  initial: Choice | undefined;
  error: ReactNode;
  hint: string | undefined;
}) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<Choice | undefined>(initial);
  const {
    options,
    pending,
    error: loadError,
  } = search.useSearch(useDebouncedValue(text.trim(), SEARCH_DELAY_MS));
  const offered =
    chosen && !options.some((option) => option.value === chosen.value) ? [chosen, ...options] : options;
  return (
    <div className="resource-search-select">
      <TextField
        type="search"
        label={searchLabel}
        value={text}
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          // Enter in the search box must not submit the form around it.
          if (event.key === 'Enter') event.preventDefault();
        }}
        hint={pending ? t`Searching...` : t`Type part of a name to narrow the choices.`}
      />
      <SelectField
        label={label}
        name={name}
        options={offered}
        value={chosen?.value ?? ''}
        onChange={(event) => setChosen(offered.find((option) => option.value === event.target.value))}
        error={error ?? loadError}
        hint={hint}
      />
    </div>
  );
}
