import { describe, expect, it, vi } from 'vitest';
import { Translator } from './translator.ts';

/** A translator of its own, PT first, falling back as the app's does. */
function translator(language = 'pt') {
  return new Translator(language, (code) => (code === 'pt-BR' ? ['pt'] : ['en']))
    .addResourceBundle('pt', 'translation', {
      header: { login: 'Entrar', hello: 'Olá, {{name}}!' },
      names: { 'deposit.day': 'Depósitos por dia' },
      items_one: '{{count}} item',
      items_other: '{{count}} itens',
      items_many: '{{count}} de itens',
      steps: ['um', 'dois'],
    })
    .addResourceBundle('en', 'translation', {
      header: { login: 'Log in', only: 'Only in EN' },
      items_one: '{{count}} item',
      items_other: '{{count}} items',
    });
}

const t = (tr: Translator, key: string, options?: Record<string, unknown>) =>
  tr.translate(key, options);

describe('translator', () => {
  it('reads dotted keys, names that hold a dot, and fills values in', () => {
    const tr = translator();
    expect(t(tr, 'header.login')).toBe('Entrar');
    expect(t(tr, 'names.deposit.day')).toBe('Depósitos por dia');
    expect(t(tr, 'header.hello', { name: 'Ana' })).toBe('Olá, Ana!');
    // A value not given fills nothing in, never the placeholder.
    expect(t(tr, 'header.hello')).toBe('Olá, !');
  });

  it('picks plurals by the language rules, the count filled in', () => {
    const tr = translator();
    expect(t(tr, 'items', { count: 1 })).toBe('1 item');
    expect(t(tr, 'items', { count: 2 })).toBe('2 itens');
    // The PT texts are European Portuguese: zero is plural there (CLDR's bare `pt`, Brazil's,
    // counts it as one).
    expect(t(tr, 'items', { count: 0 })).toBe('0 itens');
    expect(t(tr, 'items', { count: 1_000_000 })).toBe(
      new Intl.PluralRules('pt-PT').select(1_000_000) === 'many'
        ? '1000000 de itens'
        : '1000000 itens',
    );
    void tr.changeLanguage('en');
    expect(t(tr, 'items', { count: 0 })).toBe('0 items');
  });

  it('falls back: PT-BR reads PT, PT then EN; other languages read EN', async () => {
    const tr = translator('pt-BR');
    expect(t(tr, 'header.login')).toBe('Entrar');
    expect(t(tr, 'header.only')).toBe('header.only');
    await tr.changeLanguage('pt');
    expect(t(tr, 'header.only')).toBe('Only in EN');
    await tr.changeLanguage('es');
    expect(t(tr, 'header.login')).toBe('Log in');
    expect(tr.language).toBe('es');
  });

  it('answers the key or the default for a missing text, and a branch only when asked', () => {
    const tr = translator();
    expect(t(tr, 'nowhere.at.all')).toBe('nowhere.at.all');
    expect(t(tr, 'nowhere', { defaultValue: 'Nada' })).toBe('Nada');
    expect(t(tr, 'header')).toBe('header');
    expect(t(tr, 'steps', { returnObjects: true })).toEqual(['um', 'dois']);
    expect(tr.exists('header.login')).toBe(true);
    expect(tr.exists('header')).toBe(false);
    expect(tr.getResource('en', 'translation', 'header.login')).toBe('Log in');
  });

  it('merges added texts, keeping what is there unless told to overwrite', () => {
    const tr = translator();
    tr.addResourceBundle('pt', 'translation', { header: { login: 'Outro', extra: 'Mais' } });
    expect(t(tr, 'header.login')).toBe('Entrar');
    expect(t(tr, 'header.extra')).toBe('Mais');
    tr.addResourceBundle('pt', 'translation', { header: { login: 'Outro' } }, true, true);
    expect(t(tr, 'header.login')).toBe('Outro');
    expect(t(tr, 'header.hello', { name: 'Rui' })).toBe('Olá, Rui!');
  });

  it('tells listeners of every change, with a new t each time', async () => {
    const tr = translator();
    const listener = vi.fn();
    const stop = tr.subscribe(listener);
    const before = tr.t;
    const version = tr.snapshot();
    await tr.changeLanguage('en');
    tr.addResourceBundle('en', 'translation', { more: 'More' });
    expect(listener).toHaveBeenCalledTimes(2);
    expect(tr.snapshot()).toBe(version + 2);
    expect(tr.t).not.toBe(before);
    expect(tr.t('header.login')).toBe('Log in');
    stop();
    await tr.changeLanguage('pt');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
