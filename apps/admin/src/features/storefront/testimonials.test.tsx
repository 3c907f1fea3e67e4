import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aTestimonial } from '../../test/catalogue-fixtures';
import { anEmployeeSession, listOf } from '../../test/fixtures';
import { formDialog } from '../../test/form-dialog';
import { http } from '../../test/http';
import { multipartFields } from '../../test/multipart';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';

describe('/testimonials', () => {
  it('lists Name, Designation, Image, Actions and updates a testimonial as multipart', async () => {
    let rows = [aTestimonial()];
    const sent: Array<Record<string, string>> = [];
    server.use(
      http.get('/testimonials', ({ response }) => response(200).json(listOf(rows))),
      http.patch('/testimonials/{id}', async ({ request, response }) => {
        sent.push(await multipartFields(request));
        const updated = aTestimonial({ designation: 'Head Teacher' });
        rows = [updated];
        return response(200).json(updated);
      }),
    );
    const app = await renderApp({ url: '/testimonials', user: anEmployeeSession() });

    expect(screen.getByRole('heading', { name: 'Testimonials (1 in total)' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Testimonials' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Designation', 'Image', 'Actions']);
    const row = within(table).getByRole('row', { name: /Nusrat Jahan/ });
    expect(within(row).getByRole('img', { name: 'Nusrat Jahan' })).toHaveAttribute(
      'src',
      '/media/testimonials/nusrat.webp',
    );

    await app.user.click(within(row).getByRole('button', { name: 'Update' }));
    const dialog = await formDialog('Update Testimonial');
    expect(within(dialog).getByLabelText('Testimonial')).toHaveValue('Fast delivery.');
    await app.user.type(within(dialog).getByLabelText('Designation'), '{Control>}a{/Control}Head Teacher');
    await app.user.click(within(dialog).getByRole('button', { name: 'Update Testimonial' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([
      { name: 'Nusrat Jahan', designation: 'Head Teacher', testimonial: 'Fast delivery.', precedence: '1' },
    ]);
    expect(screen.getByRole('row', { name: /Head Teacher/ })).toBeInTheDocument();
  });
});
