import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { Button } from '../../shared/ui/button.tsx';
import { SideNavLayout } from '../../shared/ui/side-nav-layout.tsx';
import { helpCenterQuery } from './content-api.ts';
import './content-texts.ts';
import styles from './help-page.module.css';
import { feedbackAnchor } from './help-terms.ts';
import { SafeHtml } from './safe-html.tsx';
import { useScrollToId } from './use-scroll-to-id.ts';

/** Props of `HelpPage`. */
export interface HelpPageProps {
  /** The term named by the address hash (`/help#term`). */
  term: string | undefined;
  termHref: (term: string) => string;
  /** The feedback form, placed after the terms (the app hands it in with its session). */
  feedback?: ReactNode;
}

/**
 * The help centre (`/help#term`): the terms of the server's help centre in the merchant's
 * language, each a section whose id is its term; the named term is scrolled to and marked.
 */
export function HelpPage({ term, termHref, feedback }: HelpPageProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useQuery(helpCenterQuery(language));
  const terms = query.data?.list ?? [];
  const open = terms.find((item) => item.term === term)?.term;
  useScrollToId(term, query.isSuccess);
  const items = [
    ...terms.map((item) => ({
      key: item.term,
      label: item.title,
      href: termHref(item.term),
      current: item.term === open,
    })),
    ...(feedback === undefined
      ? []
      : [
          {
            key: feedbackAnchor,
            label: t('content.feedback.title'),
            href: termHref(feedbackAnchor),
            current: term === feedbackAnchor,
          },
        ]),
  ];
  return (
    <SideNavLayout
      navLabel={t('content.help.termsLabel')}
      heading={t('content.help.title')}
      items={items}
    >
      <div className={styles.page}>
        <h1 className={styles.heading}>{t('content.help.title')}</h1>
        {query.isPending ? <p role="status">{t('content.loading')}</p> : null}
        {query.isError ? (
          <div role="alert" className={styles.state}>
            <p>{t('content.error')}</p>
            <Button variant="secondary" onClick={() => void query.refetch()}>
              {t('content.retry')}
            </Button>
          </div>
        ) : null}
        {terms.map((item) => (
          <section
            key={item.term}
            id={item.term}
            className={[styles.term, item.term === open ? styles.current : undefined]
              .filter(Boolean)
              .join(' ')}
            aria-labelledby={`${item.term}-title`}
            aria-current={item.term === open ? 'location' : undefined}
          >
            <p className={styles.category}>{item.category}</p>
            <h2 id={`${item.term}-title`} className={styles.title}>
              {item.title}
            </h2>
            <SafeHtml html={item.content} />
          </section>
        ))}
        {feedback === undefined ? null : (
          <section
            id={feedbackAnchor}
            className={[styles.term, term === feedbackAnchor ? styles.current : undefined]
              .filter(Boolean)
              .join(' ')}
            aria-label={t('content.feedback.title')}
          >
            {feedback}
          </section>
        )}
      </div>
    </SideNavLayout>
  );
}
