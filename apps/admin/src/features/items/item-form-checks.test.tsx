import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCategory, anImageFile, anItem } from '../../test/catalogue-fixtures';
import { anEmployeeSession, listOf } from '../../test/fixtures';
import { http } from '../../test/http';
import { multipartFields } from '../../test/multipart';
import { renderApp } from '../../test/render-app';
import { recordRequests, server } from '../../test/server';

/** The words of the item form in English and in Bangla. */
const words = {
  en: {
    browserLanguages: ['en'],
    create: 'Create Item',
    update: 'Update Item',
    name: 'Name',
    price: 'Price',
    category: 'Category',
    image: 'Image',
    enterANumber: 'Enter a number',
    twoDecimals: 'At most two decimals',
    required: 'Required',
    tooLarge: 'This image is too large. The limit is 5 MB.',
    chosen: 'big.jpg, 21.7 MB',
    remove: 'Remove chosen file',
  },
  bn: {
    browserLanguages: ['bn'],
    create: 'পণ্য তৈরি করুন',
    update: 'পণ্য হালনাগাদ করুন',
    name: 'নাম',
    price: 'দাম',
    category: 'ক্যাটাগরি',
    image: 'ছবি',
    enterANumber: 'একটি সংখ্যা লিখুন',
    twoDecimals: 'দশমিকের পরে সর্বোচ্চ ২ ঘর',
    required: 'আবশ্যক',
    tooLarge: 'ছবিটি খুব বড়। সর্বোচ্চ সীমা ৫ এমবি।',
    chosen: 'big.jpg, ২১.৭ এমবি',
    remove: 'বাছাই করা ফাইলটি বাদ দিন',
  },
} as const;

/** The items list and the category lookup; every create or update sent is recorded. */
function serveItemScreen(rows = [anItem()]) {
  const sent: Array<Record<string, string>> = [];
  server.use(
    http.get('/controlItems/manageItem', ({ response }) => response(200).json(listOf(rows))),
    http.get('/categories', ({ response }) => response(200).json(listOf([aCategory()]))),
    http.post('/controlItems/manageItem', async ({ request, response }) => {
      sent.push(await multipartFields(request));
      return response(201).json(anItem({ _id: '12' }));
    }),
    http.patch('/controlItems/manageItem/{id}', async ({ request, response }) => {
      sent.push(await multipartFields(request));
      return response(200).json(anItem({ version: 2 }));
    }),
  );
  return sent;
}

/** A photo as large as the one of the issue (21.7 MB), without making 21.7 MB of bytes. */
function aHugePhoto(): File {
  const file = new File(['jpeg bytes'], 'big.jpg', { type: 'image/jpeg' });
  Object.defineProperty(file, 'size', { value: 21.7 * 1024 * 1024 });
  return file;
}

describe.each(['en', 'bn'] as const)(
  'the item form refuses what it cannot send as typed (%s)',
  (language) => {
    const w = words[language];

    async function openCreate() {
      const sent = serveItemScreen();
      const app = await renderApp({
        url: '/items',
        user: anEmployeeSession(),
        browserLanguages: w.browserLanguages,
      });
      await app.user.click(screen.getByRole('button', { name: w.create }));
      const dialog = await screen.findByRole('dialog', { name: w.create });
      await within(dialog).findByRole('form', { name: w.create });
      await app.user.type(within(dialog).getByLabelText(w.name), 'Khadi Shirt');
      const category = within(dialog).getByLabelText(w.category);
      await waitFor(() => expect(within(category).getAllByRole('option')).toHaveLength(2));
      await app.user.selectOptions(category, '2');
      return { app, dialog, sent };
    }

    it('a price that is not a number as people write one (abc, 1e5, a third decimal) stays typed, with the message', async () => {
      const { app, dialog, sent } = await openCreate();
      const price = within(dialog).getByLabelText(w.price);
      const create = within(dialog).getByRole('button', { name: w.create });

      for (const [typed, message] of [
        ['abc', w.enterANumber],
        ['1e5', w.enterANumber],
        ['12.345', w.twoDecimals],
      ] as const) {
        await app.user.clear(price);
        await app.user.type(price, typed);
        await waitFor(() => expect(create).toBeEnabled());
        await app.user.click(create);
        await waitFor(() => expect(price).toHaveAccessibleDescription(message));
        expect(price).toHaveValue(typed);
        // Focus goes to what to fix.
        expect(price).toHaveFocus();
      }
      expect(screen.getByRole('dialog', { name: w.create })).toBeInTheDocument();
      expect(within(dialog).getByLabelText(w.name)).toHaveValue('Khadi Shirt');
      expect(sent).toEqual([]);
    });

    it('an image over the 5 MB limit is named and refused, Create sends nothing, and without it the item is made', async () => {
      const { app, dialog, sent } = await openCreate();
      const image = within(dialog).getByLabelText(w.image);
      await app.user.upload(image, aHugePhoto());
      expect(within(dialog).getByText(w.chosen)).toBeInTheDocument();
      expect(image).toHaveAccessibleDescription(expect.stringContaining(w.tooLarge));

      const create = within(dialog).getByRole('button', { name: w.create });
      await app.user.click(create);
      await waitFor(() => expect(image).toHaveFocus());
      expect(image).toHaveAccessibleDescription(expect.stringContaining(w.tooLarge));
      expect(screen.getByRole('dialog', { name: w.create })).toBeInTheDocument();
      expect(within(dialog).getByLabelText(w.name)).toHaveValue('Khadi Shirt');
      expect(sent).toEqual([]);

      // Letting go of the refused file, the person makes the item without an image.
      await app.user.click(within(dialog).getByRole('button', { name: w.remove }));
      await waitFor(() => expect(create).toBeEnabled());
      await app.user.click(create);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(sent).toHaveLength(1);
      expect(sent[0]).not.toHaveProperty('image');
    });

    it("an update's emptied price is Required: the dialog stays open and nothing is sent", async () => {
      const sent = serveItemScreen();
      const app = await renderApp({
        url: '/items',
        user: anEmployeeSession(),
        browserLanguages: w.browserLanguages,
      });
      const requests = recordRequests();
      const row = screen.getAllByRole('row')[1] as HTMLElement;
      await app.user.click(within(row).getAllByRole('button')[1] as HTMLElement);
      const dialog = await screen.findByRole('dialog', { name: w.update });
      const form = await within(dialog).findByRole('form', { name: w.update });
      await app.user.clear(within(form).getByLabelText(w.price));
      await app.user.click(within(form).getByRole('button', { name: w.update }));

      await waitFor(() =>
        expect(within(form).getByLabelText(w.price)).toHaveAccessibleDescription(w.required),
      );
      expect(screen.getByRole('dialog', { name: w.update })).toBeInTheDocument();
      expect(sent).toEqual([]);
      expect(requests.filter((request) => request.startsWith('PATCH'))).toEqual([]);
    });
  },
);

describe("the server's refusal of an image", () => {
  it('reads at the image field in its words, with no "image:" of the API anywhere in the dialog', async () => {
    serveItemScreen();
    server.use(
      http.post('/controlItems/manageItem', ({ response }) =>
        response(400).json({
          message: 'image: this file is not an image that can be read',
          fields: { image: 'Choose a JPEG, PNG, WebP, GIF or AVIF image that opens as a picture' },
        }),
      ),
    );
    const app = await renderApp({ url: '/items', user: anEmployeeSession() });
    await app.user.click(screen.getByRole('button', { name: 'Create Item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Item' });
    await within(dialog).findByRole('form', { name: 'Create Item' });
    await app.user.type(within(dialog).getByLabelText('Name'), 'Khadi Shirt');
    const category = within(dialog).getByLabelText('Category');
    await waitFor(() => expect(within(category).getAllByRole('option')).toHaveLength(2));
    await app.user.selectOptions(category, 'Shirts');
    await app.user.upload(within(dialog).getByLabelText('Image'), anImageFile('broken.png'));
    expect(within(dialog).getByText('broken.png, 11 bytes')).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Create Item' }));

    const image = within(dialog).getByLabelText('Image');
    await waitFor(() =>
      expect(image).toHaveAccessibleDescription(
        expect.stringContaining('Choose a JPEG, PNG, WebP, GIF or AVIF image that opens as a picture'),
      ),
    );
    expect(image).toHaveFocus();
    expect(dialog).not.toHaveTextContent('image:');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Khadi Shirt');
  });
});
