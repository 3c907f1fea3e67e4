import { screen, within } from '@testing-library/react';

/** The table row with a cell whose text is exactly `cellText` (e.g. an order id or a name). */
export function rowOf(cellText: string): HTMLElement {
  const row = screen.getAllByRole('row').find((candidate) =>
    within(candidate)
      .queryAllByRole('cell')
      .some((cell) => cell.textContent === cellText),
  );
  if (!row) throw new Error(`No table row has a cell "${cellText}"`);
  return row;
}

/** The label/value pairs of a details list (the body of a "View X" modal), in order. */
export function detailsOf(container: HTMLElement): Array<[string, string]> {
  return within(container)
    .getAllByRole('term')
    .map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);
}
