import type { TFunction } from 'i18next';

/** Nested texts of one language: `{ header: { login: 'Entrar' } }`. */
export type Texts = { [key: string]: unknown };

/** The options a `t` call takes: values to fill in, `count` for plurals, and lookup switches. */
type TOptions = Record<string, unknown> & {
  count?: number;
  defaultValue?: string;
  returnObjects?: boolean;
};

const placeholder = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/gu;

/**
 * The web app's translations: nested texts per language, looked up by dotted key, with
 * `{{name}}` values filled in and plurals picked by `Intl.PluralRules` (`key_one`,
 * `key_other`, `key_many`), the language's own texts first, then its base language, then its
 * fallbacks. It keeps the i18next call shapes the app uses (`t`, `exists`, `language`,
 * `changeLanguage`, `addResourceBundle`, `getResource`) and i18next's key typing
 * (`i18next.d.ts`), in a fraction of its size on the first page (ADR 0024).
 */
export class Translator {
  language: string;
  /** Typed as i18next's `t`, so every key is checked against the PT texts at compile time. */
  t: TFunction<'translation'>;
  private readonly store = new Map<string, Texts>();
  private readonly listeners = new Set<() => void>();
  private readonly plurals = new Map<string, Intl.PluralRules>();
  private version = 0;

  /** The languages a lookup reads, in order: the language, its base, its fallbacks. */
  private order: readonly string[];

  /**
   * Told of a key no language in the order has (and no default stands in for): texts that load
   * on demand can be fetched then, and `useTranslation` renders again when they arrive.
   */
  onMissing: ((key: string) => void) | undefined;

  constructor(
    language: string,
    private readonly fallbacks: (language: string) => readonly string[],
  ) {
    this.language = language;
    this.order = this.orderOf(language);
    this.t = this.bind();
  }

  /** Adds texts to a language, merged into what it has; `overwrite` false keeps existing texts. */
  addResourceBundle(
    language: string,
    _namespace: 'translation',
    texts: Texts,
    _deep = true,
    overwrite = false,
  ): this {
    this.store.set(language, merge(this.store.get(language) ?? {}, texts, overwrite));
    this.changed();
    return this;
  }

  /** The text or branch at `key` in one language's texts, without fallbacks. */
  getResource(language: string, _namespace: 'translation', key: string): unknown {
    return lookup(this.store.get(language), key);
  }

  /** Whether `key` has a text in the current language or one it falls back to. */
  exists(key: string): boolean {
    return this.order.some((code) => typeof lookup(this.store.get(code), key) === 'string');
  }

  /** Switches the language; every `useTranslation` re-renders with the new `t`. */
  async changeLanguage(language: string): Promise<TFunction<'translation'>> {
    this.language = language;
    this.order = this.orderOf(language);
    this.changed();
    return this.t;
  }

  /** Listens to language switches and added texts; returns the unsubscribe. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** A number that moves on every change, for `useSyncExternalStore`. */
  snapshot = (): number => this.version;

  /** The text of `key` in the current language, `options` filled in. */
  translate(key: string, options: TOptions = {}): unknown {
    const { count, returnObjects } = options;
    for (const code of this.order) {
      const texts = this.store.get(code);
      if (texts === undefined) continue;
      const keys =
        typeof count === 'number'
          ? [`${key}_${this.pluralOf(code).select(count)}`, `${key}_other`, key]
          : [key];
      for (const candidate of keys) {
        const found = lookup(texts, candidate);
        if (typeof found === 'string') return fill(found, options);
        if (found !== undefined && returnObjects) return found;
      }
    }
    if (options.defaultValue !== undefined) return options.defaultValue;
    this.onMissing?.(key);
    return key;
  }

  private orderOf(language: string): readonly string[] {
    const base = language.split('-')[0]!;
    return [...new Set([language, base, ...this.fallbacks(language)])];
  }

  private pluralOf(code: string): Intl.PluralRules {
    let rules = this.plurals.get(code);
    if (rules === undefined) {
      // The PT texts are European Portuguese ("utilizador", "prémio"), where zero counts in the
      // plural ("0 apostas"); CLDR's bare `pt` is Brazil's, which counts it as one ("0 aposta").
      rules = new Intl.PluralRules(code === 'pt' ? 'pt-PT' : code);
      this.plurals.set(code, rules);
    }
    return rules;
  }

  /** A new `t` for each change, so components that depend on it render again. */
  private bind(): TFunction<'translation'> {
    return ((key: string, options?: TOptions) =>
      this.translate(key, options)) as unknown as TFunction<'translation'>;
  }

  private changed(): void {
    this.version += 1;
    this.t = this.bind();
    for (const listener of this.listeners) listener();
  }
}

/**
 * The value at a dotted key; undefined when any step is missing. A text's own name may hold a
 * dot (`'deposit.day': ...`): each step tries one part, then two joined, and so on.
 */
function lookup(texts: Texts | undefined, key: string): unknown {
  return find(texts, key.split('.'), 0);
}

function find(node: unknown, parts: readonly string[], from: number): unknown {
  if (from === parts.length) return node;
  if (node === null || typeof node !== 'object') return undefined;
  let name = '';
  for (let to = from; to < parts.length; to += 1) {
    name = to === from ? parts[to]! : `${name}.${parts[to]!}`;
    const next = (node as Texts)[name];
    if (next === undefined) continue;
    const found = find(next, parts, to + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** `{{name}}` replaced by the option of that name; a missing one by nothing. */
function fill(text: string, values: TOptions): string {
  if (!text.includes('{{')) return text;
  return text.replace(placeholder, (_match, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? '' : String(value);
  });
}

/** `target` with `source` merged in, branch by branch; a new object, the inputs untouched. */
function merge(target: Texts, source: Texts, overwrite: boolean): Texts {
  const out: Texts = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const existing = out[key];
    if (isBranch(value) && isBranch(existing)) out[key] = merge(existing, value, overwrite);
    else if (existing === undefined || overwrite) out[key] = value;
  }
  return out;
}

function isBranch(value: unknown): value is Texts {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
