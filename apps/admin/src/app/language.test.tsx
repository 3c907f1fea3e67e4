import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { http } from '../test/http';
import { renderApp } from '../test/render-app';
import { server } from '../test/server';
import {
  LANGUAGE_STORAGE_KEY,
  LanguageChoice,
  languageCookie,
  preferredLanguage,
  readLanguage,
} from './language';

describe('the language shown', () => {
  it("defaults to the browser's first language the back office has, else English", () => {
    expect(preferredLanguage(['bn-BD', 'en-US'])).toBe('bn');
    expect(preferredLanguage(['fr-FR', 'bn'])).toBe('bn');
    expect(preferredLanguage(['en-GB', 'bn'])).toBe('en');
    expect(preferredLanguage(['fr-FR'])).toBe('en');
    expect(preferredLanguage([])).toBe('en');
  });

  it('is the remembered choice first', () => {
    const storage = { getItem: (key: string) => (key === LANGUAGE_STORAGE_KEY ? 'en' : null) };
    expect(readLanguage(storage, ['bn-BD'])).toBe('en');
    expect(readLanguage({ getItem: () => 'xx' }, ['bn-BD'])).toBe('bn');
    expect(
      readLanguage(
        {
          getItem: () => {
            throw new Error('storage refused');
          },
        },
        [],
      ),
    ).toBe('en');
  });

  it('is told each time a language is shown, for the cookie the server reads', async () => {
    const shown: string[] = [];
    const stored = new Map<string, string>();
    const choice = new LanguageChoice(
      { getItem: (key) => stored.get(key) ?? null, setItem: (key, value) => void stored.set(key, value) },
      ['bn-BD'],
      (language) => shown.push(language),
    );
    await choice.start();
    await choice.choose('en');
    expect(shown).toEqual(['bn', 'en']);
    expect(languageCookie('bn')).toBe('shop.language=bn; Path=/; Max-Age=31536000; SameSite=Lax');
  });

  it('is chosen on the sign-in screen, remembered, and switched back to the exact English texts', async () => {
    const app = await renderApp({ url: '/login' });
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();

    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'বাংলা');
    expect(await screen.findByRole('heading', { name: 'লগইন' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'লগইন' });
    expect(within(form).getByLabelText('পাসওয়ার্ড')).toHaveAttribute('placeholder', 'আপনার পাসওয়ার্ড লিখুন');
    expect(within(form).getByRole('button', { name: 'সাইন ইন' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('bn');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('bn');

    await app.user.selectOptions(screen.getByRole('combobox', { name: 'ভাষা' }), 'English');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });

  it('opens in Bangla for a browser that prefers it, and keeps what was typed when switching', async () => {
    const app = await renderApp({ url: '/login', browserLanguages: ['bn-BD', 'en'] });
    expect(screen.getByRole('heading', { name: 'লগইন' })).toBeInTheDocument();
    await app.user.type(screen.getByLabelText('ইমেইল'), 'rahim@shop.test');
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'ভাষা' }), 'English');
    expect(await screen.findByLabelText('Email')).toHaveValue('rahim@shop.test');
  });
});

describe('the API client', () => {
  it("asks for the server's messages in the language shown", async () => {
    const languages: Array<string | null> = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/employees/login')) languages.push(request.headers.get('accept-language'));
    });
    server.use(
      http.post('/employees/login', ({ request, response }) =>
        response(401).json({
          message:
            request.headers.get('accept-language') === 'bn'
              ? 'ইমেইল বা পাসওয়ার্ড ভুল।'
              : 'Wrong email or password.',
        }),
      ),
    );
    const app = await renderApp({ url: '/login', browserLanguages: ['bn'] });
    await app.user.type(screen.getByLabelText('ইমেইল'), 'rahim@shop.test');
    await app.user.type(screen.getByLabelText('পাসওয়ার্ড'), 'wrong-password');
    await app.user.click(screen.getByRole('button', { name: 'সাইন ইন' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ইমেইল বা পাসওয়ার্ড ভুল।');
    expect(languages).toEqual(['bn']);
  });
});
