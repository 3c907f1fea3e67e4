import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aHeroSlider, anImageFile } from '../../test/catalogue-fixtures';
import { anEmployeeSession, listOf } from '../../test/fixtures';
import { formDialog } from '../../test/form-dialog';
import { http } from '../../test/http';
import { multipartFields } from '../../test/multipart';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';

describe('/hero_sliders', () => {
  it('lists Image, Precedence, Actions and creates a slider with its desktop and mobile images', async () => {
    let rows = [aHeroSlider()];
    const sent: Array<Record<string, string>> = [];
    server.use(
      http.get('/heroSliders', ({ response }) => response(200).json(listOf(rows))),
      http.post('/heroSliders', async ({ request, response }) => {
        sent.push(await multipartFields(request));
        const created = aHeroSlider({ _id: '92', precedence: 2 });
        rows = [...rows, created];
        return response(201).json(created);
      }),
    );
    const app = await renderApp({ url: '/hero_sliders', user: anEmployeeSession() });

    expect(screen.getByRole('heading', { name: 'Hero Sliders (1 in total)' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Hero Sliders' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Image', 'Precedence', 'Actions']);
    expect(within(table).getByRole('img')).toHaveAttribute('src', '/media/sliders/eid-desktop.webp');

    await app.user.click(screen.getByRole('button', { name: 'Create Hero Slider' }));
    const dialog = await formDialog('Create Hero Slider');
    expect(within(dialog).getByLabelText('Link')).toHaveAttribute('placeholder', 'Please Enter Link');
    expect(within(dialog).getByLabelText('Link')).toHaveAttribute('type', 'url');
    await app.user.type(within(dialog).getByLabelText('Link'), 'https://shop.test/winter');
    await app.user.upload(
      within(dialog).getByLabelText('Desktop Image'),
      new File(['wide'], 'd.png', { type: 'image/png' }),
    );
    await app.user.upload(within(dialog).getByLabelText('Mobile Image'), anImageFile('m.png'));
    await app.user.type(within(dialog).getByLabelText('Precedence'), '2');
    await app.user.click(within(dialog).getByRole('button', { name: 'Create Hero Slider' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([
      {
        link: 'https://shop.test/winter',
        image: 'file image/png: wide',
        image1: 'file image/png: image bytes',
        precedence: '2',
      },
    ]);
    expect(screen.getByRole('heading', { name: 'Hero Sliders (2 in total)' })).toBeInTheDocument();
  });

  it('refuses a link without http(s) at its field before sending', async () => {
    server.use(http.get('/heroSliders', ({ response }) => response(200).json(listOf([]))));
    const app = await renderApp({ url: '/hero_sliders', user: anEmployeeSession() });

    await app.user.click(screen.getByRole('button', { name: 'Create Hero Slider' }));
    const dialog = await formDialog('Create Hero Slider');
    await app.user.type(within(dialog).getByLabelText('Link'), 'shop.test');
    await app.user.click(within(dialog).getByRole('button', { name: 'Create Hero Slider' }));

    expect(within(dialog).getByLabelText('Link')).toHaveAccessibleDescription('Enter a valid link');
    expect(within(dialog).getByLabelText('Desktop Image')).toHaveAccessibleDescription(/Required/);
  });
});
