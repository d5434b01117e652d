import { languageCodes, languageNames } from '@portal/contract/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../test/fetch-stub.ts';
import { renderApp } from '../test/render-app.tsx';
import { makeStatus } from '../test/status-fixture.ts';
import { i18n, initialLanguage } from './i18n.ts';
import { currentLanguage, setLanguage } from './set-language.ts';

describe('language', () => {
  it('starts in PT when nothing valid is saved', () => {
    expect(initialLanguage()).toBe('PT');
    localStorage.setItem('language', 'XX');
    expect(initialLanguage()).toBe('PT');
    localStorage.setItem('language', 'EN');
    expect(initialLanguage()).toBe('EN');
  });

  it('keeps the choice in local storage and on <html lang>', async () => {
    await setLanguage('EN');
    expect(localStorage.getItem('language')).toBe('EN');
    expect(document.documentElement.lang).toBe('en');
    expect(currentLanguage()).toBe('EN');
    expect(i18n.t('header.login')).toBe('Log in');
  });

  it('shows EN text for languages without translations but keeps their code', async () => {
    await setLanguage('JA');
    expect(currentLanguage()).toBe('JA');
    expect(document.documentElement.lang).toBe('ja');
    expect(i18n.t('header.register')).toBe('Register');
    expect(i18n.t('network_abnormal')).toBe('Network link abnormal, please retry.');
  });

  it('reads PT for Brazilian Portuguese', async () => {
    await setLanguage('PT-BR');
    expect(currentLanguage()).toBe('PT-BR');
    expect(document.documentElement.lang).toBe('pt-BR');
    expect(i18n.t('header.register')).toBe('Registar');
  });

  it('lists every language by its native name and switches the page when one is chosen', async () => {
    const fetchMock = stubFetch({
      '/wps/system/status': (request) =>
        jsonResponse({
          success: true,
          value: makeStatus({ location: { ip: request.headers.get('X-Language') ?? '' } }),
        }),
    });
    renderApp();
    const select = await screen.findByRole('combobox', { name: 'Idioma' });
    const options = within(select).getAllByRole('option');
    expect(options.map((option) => option.getAttribute('value'))).toEqual([...languageCodes]);
    expect(options.map((option) => option.textContent)).toEqual(
      languageCodes.map((code) => languageNames[code]),
    );

    await userEvent.selectOptions(select, 'EN');
    expect((await screen.findAllByRole('button', { name: 'Log in' })).length).toBeGreaterThan(0);
    expect(localStorage.getItem('language')).toBe('EN');
    // The status query carries the language in its key, so it is fetched again in EN.
    await waitFor(() => {
      const calls = fetchMock.mock.calls.map(([url]) => String(url));
      expect(calls).toContain('/wps/system/status?platform=W&language=EN');
    });
    expect(document.documentElement.lang).toBe('en');
  });
});
