import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Pagination, pageWindow } from '../src/pagination';
import { SearchBox } from '../src/search-box';
import { advanceTo, runClock, startTestClock } from './test-clock';

/** The search box's default pause before it reports. */
const DEBOUNCE_MS = 300;

function UrlSearch({ onChange }: { onChange: (value: string) => void }) {
  const [q, setQ] = useState('');
  return (
    <>
      <SearchBox
        label="Search items"
        value={q}
        onChange={(value) => {
          onChange(value);
          setQ(value);
        }}
      />
      <button type="button" onClick={() => setQ('from the url')}>
        Back
      </button>
    </>
  );
}

// The search box reads pauses from the clock: on the test clock a burst of typing stays a burst, however busy
// the machine, and the test decides when a pause has been long enough.
describe('SearchBox', () => {
  it('is labelled, in a search landmark, and reports once typing pauses', async () => {
    const user = startTestClock();
    const onChange = vi.fn();
    render(<UrlSearch onChange={onChange} />);
    expect(screen.getByRole('search')).toBeInTheDocument();
    const typing = Date.now();
    await user.type(screen.getByRole('searchbox', { name: 'Search items' }), 'tea');
    const typed = Date.now();
    advanceTo(typing + DEBOUNCE_MS - 1);
    expect(onChange).not.toHaveBeenCalled();
    advanceTo(typed + DEBOUNCE_MS);
    expect(onChange.mock.calls).toEqual([['tea']]);
  });

  it('reports a keystroke after a pause at once, and a burst once it pauses', async () => {
    const user = startTestClock();
    const onChange = vi.fn();
    render(<SearchBox label="Search" value="" onChange={onChange} />);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(box, 'te');
    expect(onChange).not.toHaveBeenCalled();
    advanceTo(Date.now() + DEBOUNCE_MS);
    expect(onChange).toHaveBeenCalledWith('te');

    runClock();
    await user.type(box, 'a');
    expect(onChange).toHaveBeenLastCalledWith('tea');
    await user.type(box, ' 12');
    expect(onChange).toHaveBeenCalledTimes(2);
    advanceTo(Date.now() + DEBOUNCE_MS);
    expect(onChange.mock.calls).toEqual([['te'], ['tea'], ['tea 12']]);
  });

  it('reports at once on Enter', async () => {
    const user = startTestClock();
    const onChange = vi.fn();
    render(<SearchBox label="Search" value="" onChange={onChange} />);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'chai{Enter}');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('chai');
  });

  it('shows a new value given from outside', async () => {
    const user = userEvent.setup();
    render(<UrlSearch onChange={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('searchbox', { name: 'Search items' })).toHaveValue('from the url');
  });

  it('can hide its label visually and keep it for assistive technology', () => {
    render(<SearchBox label="Search items" value="" onChange={vi.fn()} hideLabel />);
    expect(screen.getByRole('searchbox', { name: 'Search items' })).toBeInTheDocument();
    expect(screen.getByText('Search items')).toHaveClass('ui-visually-hidden');
  });
});

describe('Pagination', () => {
  it('names its buttons and moves between pages', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pagination page={2} pageSize={20} total={95} onPageChange={onPageChange} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('21–40 of 95');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    await user.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(onPageChange).toHaveBeenLastCalledWith(5);
  });

  it('disables Previous on the first page and Next on the last', () => {
    const { rerender } = render(<Pagination page={1} pageSize={20} total={40} onPageChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
    rerender(<Pagination page={2} pageSize={20} total={40} onPageChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    rerender(<Pagination page={1} pageSize={20} total={0} onPageChange={vi.fn()} />);
    expect(screen.getByRole('navigation')).toHaveTextContent('0–0 of 0');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('takes its texts as props', () => {
    render(
      <Pagination
        page={1}
        pageSize={10}
        total={30}
        onPageChange={vi.fn()}
        texts={{ label: 'Pages', previous: 'Back', next: 'Forward', page: (n) => `Go to ${n}` }}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Forward' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to 3' })).toBeInTheDocument();
  });

  it('offers the first, the last and the pages around the current one', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(10, 20)).toEqual([1, 'gap-start', 8, 9, 10, 11, 12, 'gap-end', 20]);
  });
});
