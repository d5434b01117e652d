import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize-html.ts';
import styles from './safe-html.module.css';

/** Props of `SafeHtml`. */
export interface SafeHtmlProps {
  html: string;
  className?: string | undefined;
}

/** Renders server HTML after the client-side allow-list (`sanitizeHtml`). */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      className={[styles.html, className].filter(Boolean).join(' ')}
      // The content went through the allow-list just above.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
