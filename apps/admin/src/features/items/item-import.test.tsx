import { importLimits, type Schema } from '@shop/sdk';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anItem } from '../../test/catalogue-fixtures';
import { anEmployeeSession, listOf } from '../../test/fixtures';
import { http } from '../../test/http';
import { multipartFields } from '../../test/multipart';
import { renderApp } from '../../test/render-app';
import { recordRequests, server } from '../../test/server';

type Row = Schema<'ItemImportRow'>;

const csv = 'name,price,category\r\nKhadi Panjabi,2500,Shirts\r\nLinen Shirt,1300,Shirts\r\n';
const aFile = (content = csv, name = 'items.csv') => new File([content], name, { type: 'text/csv' });

const goodRows: Row[] = [
  { row: 2, outcome: 'created', _id: null },
  { row: 3, outcome: 'updated', _id: '8' },
  { row: 4, outcome: 'unchanged', _id: '9' },
];
const counts = (rows: Row[]): Schema<'ItemImportCounts'> => ({
  created: rows.filter((row) => row.outcome === 'created').length,
  updated: rows.filter((row) => row.outcome === 'updated').length,
  unchanged: rows.filter((row) => row.outcome === 'unchanged').length,
  error: rows.filter((row) => row.outcome === 'error').length,
});

/** The items list (one item, then two once an import is applied) and what each import call was sent. */
function serveItems() {
  let imported = false;
  server.use(
    http.get('/controlItems/manageItem', ({ response }) =>
      response(200).json(
        listOf(imported ? [anItem(), anItem({ _id: '10', name: 'Khadi Panjabi' })] : [anItem()]),
      ),
    ),
  );
  return { applied: () => (imported = true) };
}

/** Opens the import from the items list and checks `file`. */
async function checkFile(app: Awaited<ReturnType<typeof renderApp>>, file: File) {
  await app.user.click(screen.getByRole('button', { name: 'Import Items' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import Items' });
  await app.user.upload(await within(dialog).findByLabelText('CSV file'), file);
  await app.user.click(within(dialog).getByRole('button', { name: 'Check file' }));
  return dialog;
}

/** The rows of the outcome table as text: row, outcome, column, message. */
function outcomeRows(dialog: HTMLElement): string[][] {
  const table = within(dialog).getByRole('table', { name: 'Rows of the file' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    );
}

describe('importing items from a CSV file', () => {
  it("checks the file first (every row's outcome, nothing written), then applies it and shows the new list", async () => {
    const items = serveItems();
    const sent: Record<string, string>[] = [];
    let release = () => {};
    const applying = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('/controlItems/manageItem/importItems', async ({ request, response }) => {
        const fields = await multipartFields(request);
        sent.push(fields);
        if (fields.dryRun === 'true')
          return response(200).json({ dryRun: true, counts: counts(goodRows), rows: goodRows });
        await applying;
        items.applied();
        return response(200).json({ dryRun: false, counts: counts(goodRows), rows: goodRows });
      }),
    );
    const app = await renderApp({ url: '/items', user: anEmployeeSession() });
    const requests = recordRequests();
    const dialog = await checkFile(app, aFile());

    expect(
      await within(dialog).findByText('Checked: 1 to create, 1 to update, 1 unchanged, 0 errors.'),
    ).toBeInTheDocument();
    expect(outcomeRows(dialog)).toEqual([
      ['2', 'Created', '', ''],
      ['3', 'Updated', '', ''],
      ['4', 'Unchanged', '', ''],
    ]);
    expect(sent).toEqual([{ file: `file text/csv: ${csv}`, dryRun: 'true' }]);
    // A check writes nothing: the list is not read again.
    expect(requests).toEqual(['POST /controlItems/manageItem/importItems']);

    await app.user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(within(dialog).getByRole('button', { name: 'Applying…' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Check file' })).toBeDisabled();
    release();

    expect(
      await within(dialog).findByText('Imported: 1 created, 1 updated, 1 unchanged.'),
    ).toBeInTheDocument();
    expect(sent[1]).toEqual({ file: `file text/csv: ${csv}`, dryRun: 'false' });
    expect(requests.slice(1)).toEqual([
      'POST /controlItems/manageItem/importItems',
      'GET /controlItems/manageItem?pageSize=50',
    ]);
    expect(within(dialog).queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The list has been read again with the imported items.
    expect(screen.getByRole('heading', { name: 'Items (2 in total)' })).toBeInTheDocument();
  });

  it('names the rows that are errors, with their column and reason, and offers no apply', async () => {
    serveItems();
    const rows: Row[] = [
      { row: 2, outcome: 'created', _id: null },
      {
        row: 3,
        outcome: 'error',
        _id: null,
        column: 'category',
        message: "category 'Sarees' does not exist",
      },
      { row: 4, outcome: 'error', _id: '8', column: 'price', message: 'Must be a number' },
    ];
    server.use(
      http.post('/controlItems/manageItem/importItems', ({ response }) =>
        response(200).json({ dryRun: true, counts: counts(rows), rows }),
      ),
    );
    const app = await renderApp({ url: '/items', user: anEmployeeSession() });
    const dialog = await checkFile(app, aFile());

    expect(
      await within(dialog).findByText('Checked: 1 to create, 0 to update, 0 unchanged, 2 errors.'),
    ).toBeInTheDocument();
    expect(outcomeRows(dialog)).toEqual([
      ['2', 'Created', '', ''],
      ['3', 'Error', 'category', "category 'Sarees' does not exist"],
      ['4', 'Error', 'price', 'Must be a number'],
    ]);
    expect(within(dialog).getByText(/Nothing can be imported while a row is an error/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
  });

  it('shows the rows a refused apply (422) names, and writes nothing', async () => {
    serveItems();
    const refusedRows: Row[] = [
      { row: 2, outcome: 'created', _id: null },
      {
        row: 3,
        outcome: 'error',
        _id: '8',
        column: 'version',
        message: 'Someone changed this item since the export',
      },
    ];
    server.use(
      http.post('/controlItems/manageItem/importItems', async ({ request, response }) => {
        const { dryRun } = await multipartFields(request);
        if (dryRun === 'true')
          return response(200).json({ dryRun: true, counts: counts(goodRows), rows: goodRows });
        return response(422).json({
          message: 'Row 3 has errors; nothing was imported.',
          counts: counts(refusedRows),
          rows: refusedRows,
        });
      }),
    );
    const app = await renderApp({ url: '/items', user: anEmployeeSession() });
    const dialog = await checkFile(app, aFile());
    await app.user.click(await within(dialog).findByRole('button', { name: 'Apply' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Row 3 has errors; nothing was imported.',
    );
    expect(outcomeRows(dialog)).toEqual([
      ['2', 'Created', '', ''],
      ['3', 'Error', 'version', 'Someone changed this item since the export'],
    ]);
    expect(within(dialog).queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'Items (1 in total)' })).toBeInTheDocument();
  });

  it('shows why a file is refused (400) and keeps it chosen, to check it again', async () => {
    serveItems();
    let calls = 0;
    server.use(
      http.post('/controlItems/manageItem/importItems', ({ response }) => {
        calls += 1;
        return response(400).json({
          message: 'The file is not UTF-8 text. Save it as CSV UTF-8 and try again.',
        });
      }),
    );
    const app = await renderApp({ url: '/items', user: anEmployeeSession() });
    const dialog = await checkFile(app, aFile('name;price\r\n', 'latin1.csv'));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The file is not UTF-8 text. Save it as CSV UTF-8 and try again.',
    );
    const input = within(dialog).getByLabelText<HTMLInputElement>('CSV file');
    expect(input.files?.[0]?.name).toBe('latin1.csv');
    await app.user.click(within(dialog).getByRole('button', { name: 'Check file' }));
    await expect.poll(() => calls).toBe(2);
  });

  it('refuses a file over the size limit before sending it', async () => {
    serveItems();
    const app = await renderApp({ url: '/items', user: anEmployeeSession() });
    await app.user.click(screen.getByRole('button', { name: 'Import Items' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import Items' });
    const requests = recordRequests();
    const huge = new File([new Uint8Array(importLimits.fileBytes + 1)], 'huge.csv', { type: 'text/csv' });
    await app.user.upload(await within(dialog).findByLabelText('CSV file'), huge);

    expect(within(dialog).getByLabelText('CSV file')).toHaveAccessibleDescription(
      'huge.csv is 20.0 MB; a file to import can be at most 20 MB.',
    );
    expect(within(dialog).getByRole('button', { name: 'Check file' })).toBeDisabled();
    expect(requests).toEqual([]);
  });
});
