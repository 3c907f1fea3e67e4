import { HttpResponse, http as untypedHttp } from 'msw';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../../app/language';
import {
  aCategory,
  aCollection,
  aCollectionItem,
  aFeaturedCategory,
  aFeaturedItem,
  aHeroSlider,
  aNavCollection,
  anItem,
  anItemAsset,
  aSocialLink,
  aSubcategory,
  aTestimonial,
  aWishlist,
} from '../../test/catalogue-fixtures';
import { aChange, changeListOf } from '../../test/change-fixtures';
import { aCustomer, anAddress } from '../../test/customer-fixtures';
import { defaultHandlers } from '../../test/default-handlers';
import { anAppSetting, anEmployee, anEmployeeSession, listOf } from '../../test/fixtures';
import { API_BASE_URL, http } from '../../test/http';
import { anOrderQuote } from '../../test/order-entry-fixtures';
import { anOrder, anOrderItem } from '../../test/order-fixtures';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';

// Every route of the app, opened in Bangla with a row of data in each list: no visible text (nor a label, a
// placeholder, a title) may be in Latin letters, except the data the server answered (names, emails, addresses)
// and a few deliberate terms. A text some screen forgot to translate fails here.

/** Latin words a Bangla screen may show on purpose. */
const DELIBERATE = new Set([
  'English', // the language choice names each language in its own words
  'CSV',
  'SKU',
  'URL',
  'ID',
  'http',
  'https',
  'Ctrl',
  'Cmd',
  'Esc',
]);

/** Every string value in an answer: what the page may show as data. */
function collectStrings(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) for (const item of value) collectStrings(item, into);
  else if (typeof value === 'object' && value !== null)
    for (const item of Object.values(value)) collectStrings(item, into);
}

/** What a page shows people: its texts, and the attributes read to them or shown in fields. */
function shownTexts(): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    // A command to type (`code`) is not language.
    if (!parent || parent.closest('script, style, template, code')) continue;
    if (node.textContent?.trim()) texts.push(node.textContent.trim());
  }
  for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title], [alt]'))
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
      const value = element.getAttribute(name);
      if (value?.trim()) texts.push(value.trim());
    }
  return texts;
}

/** The Latin words of `texts` that are neither data nor deliberate. */
function untranslated(texts: readonly string[], data: ReadonlySet<string>): string[] {
  const dataText = [...data].join('\n');
  const found = new Set<string>();
  for (const text of texts)
    for (const word of text.match(/[A-Za-z]{2,}/g) ?? [])
      if (!DELIBERATE.has(word) && !dataText.includes(word)) found.add(`${word} (in "${text.slice(0, 80)}")`);
  return [...found];
}

const one = <Row,>(row: Row) => listOf([row], 1);

/** A row for every list a route reads; anything else answers an empty list. */
function dataHandlers() {
  return [
    http.get('/customers/manageCustomers/getAllCustomers', ({ response }) =>
      response(200).json(one(aCustomer())),
    ),
    http.get('/manageEmployees/getAllEmployees', ({ response }) => response(200).json(one(anEmployee()))),
    http.get('/customers/manageCustomers/getWishlistsForSingleCustomer/{id}', ({ response }) =>
      response(200).json(one(aWishlist())),
    ),
    http.get('/customers/manageCustomers/getAddressesForSingleCustomer/{id}', ({ response }) =>
      response(200).json(one(anAddress())),
    ),
    http.get('/customers/manageCustomers/getSingleCustomerOrders/{id}', ({ response }) =>
      response(200).json(one(anOrder())),
    ),
    http.get('/customers/orders/allOrdersByStatus/{status}', ({ response }) =>
      response(200).json(one(anOrder())),
    ),
    http.get('/customers/orders/orderItemsFromOrder/{orderID}', ({ response }) =>
      response(200).json(one(anOrderItem())),
    ),
    // The order being edited (/edit_order/5) and its customer.
    http.get('/customers/orders/getSingleOrder/{id}', ({ params, response }) =>
      response(200).json(anOrder({ _id: params.id })),
    ),
    http.get('/customers/manageCustomers/getSingleCustomer/{id}', ({ response }) =>
      response(200).json(aCustomer()),
    ),
    http.post('/customers/orders/quoteOrder', ({ response }) =>
      response(200).json(
        anOrderQuote([{ item: { _id: '8', name: 'Cotton Panjabi' }, quantity: 2, unitPrice: 1450 }]),
      ),
    ),
    http.get('/controlItems/manageItem', ({ response }) => response(200).json(one(anItem()))),
    http.get('/itemAssets', ({ response }) => response(200).json(one(anItemAsset()))),
    http.get('/featuredItems', ({ response }) => response(200).json(one(aFeaturedItem()))),
    http.get('/wishlists', ({ response }) => response(200).json(one(aWishlist()))),
    http.get('/itemCollections', ({ response }) => response(200).json(one(aCollectionItem()))),
    http.get('/collections', ({ response }) => response(200).json(one(aCollection()))),
    http.get('/navCollections', ({ response }) => response(200).json(one(aNavCollection()))),
    http.get('/categories', ({ response }) => response(200).json(one(aCategory()))),
    http.get('/featuredCategories', ({ response }) => response(200).json(one(aFeaturedCategory()))),
    http.get('/subCategories/getSubcategoriesByCategory/{categoryId}', ({ response }) =>
      response(200).json(one(aSubcategory())),
    ),
    http.get('/socialLinks', ({ response }) => response(200).json(one(aSocialLink()))),
    http.get('/heroSliders', ({ response }) => response(200).json(one(aHeroSlider()))),
    http.get('/testimonials', ({ response }) => response(200).json(one(aTestimonial()))),
    http.get('/appSettings', ({ response }) => response(200).json(one(anAppSetting()))),
    http.get('/changes', ({ response }) => response(200).json(changeListOf([aChange()]))),
    // What every signed-in screen reads (the dashboard, the order counts, the signed-in employee, ...).
    ...defaultHandlers(),
    // Every other read of a list screen: none yet.
    untypedHttp.get(`${API_BASE_URL}/*`, () => HttpResponse.json(listOf([], 0))),
  ];
}

describe('every route in Bangla', () => {
  it('shows no untranslated text', async () => {
    const probe = await renderApp({ url: '/login' });
    const paths = Object.keys(probe.router.routesByPath).filter(
      (path) => path !== '/' && !path.includes('*'),
    );
    probe.unmount();
    const problems: string[] = [];
    for (const path of ['/', ...paths]) {
      const url = path.replace(/\$status/, 'processing').replace(/\$[A-Za-z]+/g, '5');
      const data = new Set<string>();
      server.use(...dataHandlers());
      server.events.on('response:mocked', async ({ response }) => {
        if (response.headers.get('content-type')?.includes('json'))
          collectStrings(await response.clone().json(), data);
      });
      // Signed out for a sign-in screen: the session of the route before would send it on to the home page.
      localStorage.clear();
      localStorage.setItem(LANGUAGE_STORAGE_KEY, 'bn');
      const signedOut =
        ['/login', '/recover-pass-one'].includes(url) || /^\/(register|resetEmployeePassword)\//.test(url);
      const app = await renderApp({ url, ...(signedOut ? {} : { user: anEmployeeSession() }) });
      for (const word of untranslated(shownTexts(), data)) problems.push(`${url}: ${word}`);
      app.unmount();
      server.events.removeAllListeners();
      server.resetHandlers();
    }
    expect(problems).toEqual([]);
  });
});
