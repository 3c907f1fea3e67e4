import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anItem } from '../test/catalogue-fixtures';
import { anAppSetting, anEmployee, anEmployeeSession, listOf } from '../test/fixtures';
import { http } from '../test/http';
import { renderApp } from '../test/render-app';
import { recordRequests, server } from '../test/server';
import { FIRST_DATA_ID, type FirstData, takeFirstData } from './first-data';

const rahim = anEmployee();
const fromThePage = anItem({ name: 'Jamdani Saree (from the page)' });
const fromTheApi = anItem({ name: 'Linen Shirt (from the API)' });

/** The page's answers as the server inlines them for `employee` on /items (apps/server/src/http/first-reads.ts). */
function itemsPageData(employee = rahim): FirstData {
  return {
    employee: employee._id,
    answers: [
      { key: ['getCurrentEmployee'], data: employee },
      { key: ['listAppSettings'], data: listOf([anAppSetting()]) },
      { key: ['listItems', { query: { pageSize: 50 } }], data: listOf([fromThePage]) },
    ],
  };
}

function serveItems() {
  server.use(
    http.get('/controlItems/manageItem', ({ response }) => response(200).json(listOf([fromTheApi]))),
  );
}

describe('the first screen’s data in the page', () => {
  it('shows the rows the page carries with no request for them', async () => {
    serveItems();
    const requests = recordRequests();
    await renderApp({ url: '/items', user: anEmployeeSession(), firstData: itemsPageData() });

    expect(screen.getByRole('row', { name: /Jamdani Saree \(from the page\)/ })).toBeInTheDocument();
    expect(screen.queryByText('Linen Shirt (from the API)')).not.toBeInTheDocument();
    expect(requests.filter((request) => request.startsWith('GET /controlItems/'))).toEqual([]);
    expect(requests).not.toContain('GET /employees/me');
    expect(requests).not.toContain('GET /appSettings');
  });

  it('uses none of it when it was read for someone else than the person signed in here', async () => {
    serveItems();
    const requests = recordRequests();
    const other = anEmployee({ _id: '8', name: 'Sadia Islam', level: 'employee' });
    await renderApp({ url: '/items', user: anEmployeeSession(), firstData: itemsPageData(other) });

    expect(await screen.findByRole('row', { name: /Linen Shirt \(from the API\)/ })).toBeInTheDocument();
    expect(screen.queryByText('Jamdani Saree (from the page)')).not.toBeInTheDocument();
    expect(requests).toContain('GET /controlItems/manageItem?pageSize=50');
  });

  it('is read once and taken out of the page', () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = FIRST_DATA_ID;
    block.textContent = JSON.stringify(itemsPageData()).replaceAll('<', '\\u003c');
    document.body.append(block);

    expect(takeFirstData(document)).toEqual(itemsPageData());
    expect(document.getElementById(FIRST_DATA_ID)).toBeNull();
    expect(takeFirstData(document)).toBeUndefined();
  });

  it('is ignored when it is not the server’s', () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = FIRST_DATA_ID;
    block.textContent = '{"answers": 3';
    document.body.append(block);

    expect(takeFirstData(document)).toBeUndefined();
    expect(document.getElementById(FIRST_DATA_ID)).toBeNull();
  });
});
