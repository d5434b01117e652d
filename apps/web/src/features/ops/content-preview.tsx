import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { SafeHtml } from '../content/index.ts';
import { imageSource } from './content-columns.tsx';
import { languageLabel } from './content-localized-fields.tsx';
import css from './content-editor.module.css';

/** A text map as the form holds it while the operator types (a language may be missing). */
export type WatchedTexts = Partial<Record<string, string | undefined>> | undefined;

const textOf = (map: WatchedTexts, code: string) => (map?.[code] ?? '').trim();

/** The languages worth showing: those with some text; the first one while all are blank. */
function shownLanguages(languages: readonly string[], maps: WatchedTexts[]): string[] {
  const filled = languages.filter((code) => maps.some((map) => textOf(map, code) !== ''));
  return filled.length > 0 ? filled : languages.slice(0, 1);
}

/** The preview beside a form: what players would see, refreshed as the operator types. */
function PreviewPanel({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <aside className={css.preview} aria-labelledby={headingId}>
      <h3 id={headingId} className={css.previewTitle}>
        {t('opsContentEditor.preview')}
      </h3>
      <p className={css.hint}>{t('opsContentEditor.previewHint')}</p>
      {children}
    </aside>
  );
}

/** One language of the preview, named so that a screen reader can jump between them. */
function LanguageBox({ code, children }: { code: string; children: ReactNode }) {
  const { t } = useTranslation();
  const label = t('opsContentEditor.previewOf', { language: languageLabel(code) });
  return (
    <section className={css.previewLanguage} aria-label={label}>
      <p className={css.previewLanguageName}>{languageLabel(code)}</p>
      {children}
    </section>
  );
}

/** The title of a language, or a placeholder saying it has none yet. */
function PreviewTitle({ text }: { text: string }) {
  const { t } = useTranslation();
  return text === '' ? (
    <p className={css.hint}>{t('opsContentEditor.noTitle')}</p>
  ) : (
    <h4 className={css.previewHeading}>{text}</h4>
  );
}

/**
 * The picture as players would load it: only a same-origin path or an https address, like the
 * lists; anything else says there is no picture rather than loading it.
 */
function PreviewImage({ url, alt }: { url: string; alt: string }) {
  const { t } = useTranslation();
  const src = imageSource(url.trim());
  return src === null ? (
    <p className={css.hint}>{t('ops.content.noImage')}</p>
  ) : (
    <img className={css.previewImage} src={src} alt={alt} />
  );
}

/** A banner per language: its picture, named by its title, and the title under it. */
export function BannerPreview({
  languages,
  titles,
  imageUrl,
}: {
  languages: readonly string[];
  titles: WatchedTexts;
  imageUrl: string;
}) {
  return (
    <PreviewPanel>
      {shownLanguages(languages, [titles]).map((code) => (
        <LanguageBox key={code} code={code}>
          <PreviewImage url={imageUrl} alt={textOf(titles, code)} />
          <PreviewTitle text={textOf(titles, code)} />
        </LanguageBox>
      ))}
    </PreviewPanel>
  );
}

/**
 * Announcements and promotions per language: picture and summary where the kind has them,
 * then the HTML contents through the portal's own allow-list, exactly as players' screens
 * render it (a script or an event handler never reaches the page).
 */
export function HtmlPreview({
  languages,
  titles,
  contents,
  summaries,
  imageUrl,
  period,
}: {
  languages: readonly string[];
  titles: WatchedTexts;
  contents: WatchedTexts;
  summaries?: WatchedTexts;
  imageUrl?: string;
  /** When the promotion runs, as players read it. */
  period?: string;
}) {
  return (
    <PreviewPanel>
      {shownLanguages(languages, [titles, summaries, contents]).map((code) => (
        <LanguageBox key={code} code={code}>
          {imageUrl === undefined ? null : (
            <PreviewImage url={imageUrl} alt={textOf(titles, code)} />
          )}
          <PreviewTitle text={textOf(titles, code)} />
          {period === undefined ? null : <p className={css.hint}>{period}</p>}
          {textOf(summaries, code) === '' ? null : <p>{textOf(summaries, code)}</p>}
          <SafeHtml html={textOf(contents, code)} />
        </LanguageBox>
      ))}
    </PreviewPanel>
  );
}

/**
 * Marquee notices per language. Players' screens show a notice's text as text, never as HTML,
 * so the preview does the same: a tag typed here shows as typed.
 */
export function NoticePreview({
  languages,
  titles,
  contents,
}: {
  languages: readonly string[];
  titles: WatchedTexts;
  contents: WatchedTexts;
}) {
  return (
    <PreviewPanel>
      {shownLanguages(languages, [titles, contents]).map((code) => (
        <LanguageBox key={code} code={code}>
          <PreviewTitle text={textOf(titles, code)} />
          <p className={css.previewText}>{textOf(contents, code)}</p>
        </LanguageBox>
      ))}
    </PreviewPanel>
  );
}
