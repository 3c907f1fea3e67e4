import type { Schema } from '@shop/sdk';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aRef } from '../../test/catalogue-fixtures';
import { anEmployeeSession, aShopPolicy } from '../../test/fixtures';
import { http } from '../../test/http';
import { renderApp } from '../../test/render-app';
import { recordRequests, server } from '../../test/server';

/** Serves the shop policy from `state` and changes it as the server does (If-Match, 412); answers what was sent. */
function servePolicy(state: { policy: Schema<'ShopPolicy'> }) {
  const sent: Array<{ ifMatch: string | null; body: unknown }> = [];
  server.use(
    http.get('/shopPolicy', ({ response }) => response(200).json(state.policy)),
    http.patch('/shopPolicy', async ({ request, response }) => {
      const body = await request.json();
      const ifMatch = request.headers.get('If-Match');
      sent.push({ ifMatch, body });
      if (ifMatch !== `"${state.policy.version}"`) {
        return response(412).json({
          message: 'Changed by Sadia Islam at 6 Mar 2026, 15:15',
          changedBy: aRef('8', 'Sadia Islam'),
          changedAt: '2026-03-06T09:15:00.000Z',
          current: state.policy,
        });
      }
      state.policy = { ...state.policy, ...body, version: state.policy.version + 1 };
      return response(200).json(state.policy);
    }),
  );
  return sent;
}

const exportSwitch = () =>
  screen.findByRole('switch', { name: "Employees may export customers' personal data" });

describe('the shop policy on General Settings', () => {
  it('lets the owner allow employees to export personal data, on the version read, and back', async () => {
    const state = { policy: aShopPolicy() };
    const sent = servePolicy(state);
    const app = await renderApp({ url: '/general_settings', user: anEmployeeSession() });
    expect(await screen.findByRole('heading', { name: 'Shop policy' })).toBeInTheDocument();
    const toggle = await exportSwitch();
    expect(toggle).toHaveAttribute('aria-checked', 'false');

    await app.user.click(toggle);
    expect(await screen.findByRole('status')).toHaveTextContent(
      "Employees may now export customers' personal data.",
    );
    await waitFor(async () => expect(await exportSwitch()).toHaveAttribute('aria-checked', 'true'));
    expect(sent).toEqual([{ ifMatch: '"1"', body: { employeesMayExport: true } }]);

    await app.user.click(await exportSwitch());
    await waitFor(async () => expect(await exportSwitch()).toHaveAttribute('aria-checked', 'false'));
    expect(sent[1]).toEqual({ ifMatch: '"2"', body: { employeesMayExport: false } });
  });

  it('shows a refusal at the switch, and reads the policy someone changed meanwhile', async () => {
    const state = { policy: aShopPolicy() };
    const sent = servePolicy(state);
    const app = await renderApp({ url: '/general_settings', user: anEmployeeSession() });
    const toggle = await exportSwitch();
    // Another owner allows it meanwhile: the switch on screen is of version 1.
    state.policy = aShopPolicy({ version: 2, employeesMayExport: true });

    await app.user.click(toggle);
    expect(await screen.findByText('Changed by Sadia Islam at 6 Mar 2026, 15:15')).toBeInTheDocument();
    await waitFor(async () => expect(await exportSwitch()).toHaveAttribute('aria-checked', 'true'));
    expect(sent).toEqual([{ ifMatch: '"1"', body: { employeesMayExport: true } }]);
  });

  it('is not offered to an employee, who reads no policy there', async () => {
    const requests = recordRequests();
    await renderApp({ url: '/general_settings', user: anEmployeeSession({ level: 'employee' }) });
    expect(await screen.findByRole('heading', { name: 'General Settings' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Shop policy' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(requests).not.toContain('GET /shopPolicy');
  });
});
