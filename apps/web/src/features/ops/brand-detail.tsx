import type { BrandView } from '@portal/contract/ops/brands';
import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { toBcp47 } from '../../i18n/language-codes.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { formatTime } from '../../shared/lib/format-time.ts';
import { Button } from '../../shared/ui/button.tsx';
import { BrandForm } from './brand-form.tsx';
import { BrandKeys } from './brand-keys.tsx';
import { useBrand, useBrandWritten } from './brand-queries.ts';
import type { useFeedback } from './ops-page.tsx';
import { QueryState } from './query-state.tsx';
import css from './brands.module.css';
import styles from './console.module.css';

type Feedback = ReturnType<typeof useFeedback>;
type Fact =
  | 'currency'
  | 'timeZone'
  | 'defaultLanguage'
  | 'languages'
  | 'domains'
  | 'imageCdns'
  | 'launchCdns'
  | 'analyticsId'
  | 'customerService'
  | 'resources'
  | 'isDefault'
  | 'maintenance'
  | 'created';

/** One brand opened from the list: its configuration and keys, or the form that changes it. */
export function BrandDetail({
  code,
  feedback,
  onClose,
}: {
  code: string;
  feedback: Feedback;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const detail = useBrand(code);
  const written = useBrandWritten();
  const [editing, setEditing] = useState(false);
  return (
    <QueryState query={detail}>
      {(brand) =>
        editing ? (
          <BrandForm
            brand={brand}
            onSaved={(view) => {
              written(view);
              feedback.setNotice(() => t('opsBrands.updated', { code: view.code }));
              setEditing(false);
            }}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <BrandSummary
            brand={brand}
            feedback={feedback}
            onEdit={() => {
              feedback.clear();
              setEditing(true);
            }}
            onClose={onClose}
          />
        )
      }
    </QueryState>
  );
}

/** The brand's configuration as stored, its key pairs, and the way to edit or close it. */
function BrandSummary({
  brand,
  feedback,
  onEdit,
  onClose,
}: {
  brand: BrandView;
  feedback: Feedback;
  onEdit: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Opening a brand (or coming back from its form) moves the focus to it, below the list's button.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className={`${styles.panel} ${styles.stack}`} aria-labelledby={`brand-${brand.code}`}>
      <div className={css.headingRow}>
        <h2
          id={`brand-${brand.code}`}
          ref={headingRef}
          tabIndex={-1}
          className={styles.sectionTitle}
        >
          {t('opsBrands.detail.heading', { code: brand.code, name: brand.name })}
        </h2>
        <div className={styles.actions}>
          <Button size="sm" variant="primary" onClick={onEdit}>
            {t('opsBrands.detail.edit')}
          </Button>
          <Button size="sm" variant="secondary" onClick={onClose}>
            {t('opsBrands.detail.close')}
          </Button>
        </div>
      </div>
      <BrandFacts brand={brand} />
      <BrandKeys brand={brand} feedback={feedback} />
    </section>
  );
}

/** A list of values, or "none" when there is none. */
function Items({ items }: { items: readonly string[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return <>{t('opsBrands.detail.none')}</>;
  return (
    <ul>
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </ul>
  );
}

/** Every setting of the brand as a term and its value. */
function BrandFacts({ brand }: { brand: BrandView }) {
  const { t } = useTranslation();
  const locale = toBcp47(useLanguage());
  const yesNo = (value: boolean) => t(value ? 'opsBrands.yes' : 'opsBrands.no');
  // An empty origin is the page's own, which the list says in words rather than as a blank.
  const origins = (list: readonly string[]) =>
    list.map((origin) => (origin === '' ? t('opsBrands.detail.ownOrigin') : origin));
  const facts: [Fact, ReactNode][] = [
    [
      'currency',
      t('opsBrands.detail.currencyValue', {
        currency: brand.currency,
        symbol: brand.currencySymbol,
        scale: brand.currencyScale,
      }),
    ],
    ['timeZone', brand.timeZone],
    ['defaultLanguage', brand.defaultLanguage],
    ['languages', brand.languages.join(', ')],
    ['domains', <Items items={brand.domains.map((d) => `${d.domain} (${d.routeType})`)} />],
    ['imageCdns', <Items items={origins(brand.imageCdns)} />],
    ['launchCdns', <Items items={origins(brand.launchCdns)} />],
    ['analyticsId', brand.analyticsId === '' ? t('opsBrands.detail.none') : brand.analyticsId],
    [
      'customerService',
      <Items items={brand.customerService.map((s) => `${s.csType} · ${s.title} · ${s.url}`)} />,
    ],
    [
      'resources',
      <Items
        items={brand.resources.map((r) => `${r.resourceType} · ${r.labelNameEn} · ${r.url}`)}
      />,
    ],
    ['isDefault', yesNo(brand.isDefault)],
    ['maintenance', yesNo(brand.maintenance)],
    ['created', formatTime(brand.createdAt, locale)],
  ];
  return (
    <dl className={css.facts} aria-label={t('opsBrands.detail.facts', { code: brand.code })}>
      {facts.map(([key, value]) => (
        <Fragment key={key}>
          <dt>{t(`opsBrands.detail.${key}`)}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
