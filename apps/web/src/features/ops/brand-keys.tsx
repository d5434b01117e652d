import { brandOpsEndpoints, type BrandView } from '@portal/contract/ops/brands';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { toBcp47 } from '../../i18n/language-codes.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { CheckboxField } from '../../shared/forms/checkbox-field.tsx';
import formStyles from '../../shared/forms/form.module.css';
import { formatTime } from '../../shared/lib/format-time.ts';
import { Button } from '../../shared/ui/button.tsx';
import { useBrandWritten } from './brand-queries.ts';
import { opsCall } from './operator-session.ts';
import type { useFeedback } from './ops-page.tsx';
import { OpsTable, type OpsColumn } from './ops-table.tsx';
import css from './brands.module.css';
import styles from './console.module.css';

type BrandKey = BrandView['keys'][number];

/**
 * The brand's payload key pairs, newest as the server lists them, and their rotation: a new
 * pair becomes the active one after a confirmation. For a leaked key the operator may end the
 * old pair's grace time at once.
 */
export function BrandKeys({
  brand,
  feedback,
}: {
  brand: BrandView;
  feedback: ReturnType<typeof useFeedback>;
}) {
  const { t } = useTranslation();
  const locale = toBcp47(useLanguage());
  const written = useBrandWritten();
  const [confirming, setConfirming] = useState(false);
  const [immediate, setImmediate] = useState(false);
  const headingId = useId();
  const confirmRef = useRef<HTMLHeadingElement>(null);
  const rotateRef = useRef<HTMLDivElement>(null);
  const wasConfirming = useRef(false);
  // The confirmation takes the focus when it opens, so a keyboard user reads what it asks; once
  // it closes, the focus goes back to the button that opened it.
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
    else if (wasConfirming.current) rotateRef.current?.querySelector('button')?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  const close = () => {
    setConfirming(false);
    setImmediate(false);
  };
  const rotate = useMutation({
    mutationFn: (now: boolean) =>
      opsCall(brandOpsEndpoints.brandRotateKey, { code: brand.code, immediate: now }),
    onMutate: feedback.clear,
    onSuccess: (view, now) => {
      written(view);
      const kid = view.keys.find((key) => key.active)?.kid ?? '';
      feedback.setNotice(() =>
        t(now ? 'opsBrands.keys.rotatedNow' : 'opsBrands.keys.rotated', { kid }),
      );
      close();
    },
    onError: feedback.fail,
  });

  const columns: OpsColumn<BrandKey>[] = [
    { key: 'kid', header: t('opsBrands.keys.kid'), cell: (k) => k.kid, text: (k) => k.kid },
    {
      key: 'state',
      header: t('opsBrands.keys.state'),
      cell: (k) => t(k.active ? 'opsBrands.keys.active' : 'opsBrands.keys.retired'),
      text: (k) => t(k.active ? 'opsBrands.keys.active' : 'opsBrands.keys.retired'),
      sortable: true,
    },
    {
      key: 'created',
      header: t('opsBrands.keys.created'),
      cell: (k) => formatTime(k.createdAt, locale),
      text: (k) => k.createdAt,
      sortable: true,
    },
    {
      key: 'retired',
      header: t('opsBrands.keys.retiredAt'),
      cell: (k) => (k.retiredAt === null ? '' : formatTime(k.retiredAt, locale)),
      text: (k) => k.retiredAt ?? '',
      sortable: true,
    },
  ];

  return (
    <section className={styles.stack} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.sectionTitle}>
        {t('opsBrands.keys.heading')}
      </h3>
      <OpsTable
        caption={t('opsBrands.keys.caption', { code: brand.code })}
        columns={columns}
        rows={brand.keys}
        rowKey={(k) => k.kid}
        exportName={`brand-keys-${brand.code}`}
      />
      {!confirming ? (
        <div ref={rotateRef}>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              feedback.clear();
              setConfirming(true);
            }}
          >
            {t('opsBrands.keys.rotate')}
          </Button>
        </div>
      ) : (
        <div className={css.confirm} role="group" aria-labelledby={`${headingId}-confirm`}>
          <h4
            id={`${headingId}-confirm`}
            ref={confirmRef}
            tabIndex={-1}
            className={formStyles.label}
          >
            {t('opsBrands.keys.confirmHeading', { code: brand.code })}
          </h4>
          <p className={styles.muted}>{t('opsBrands.keys.confirmIntro')}</p>
          <CheckboxField
            label={t('opsBrands.keys.immediate')}
            checked={immediate}
            onChange={(event) => setImmediate(event.target.checked)}
          />
          {!immediate ? null : (
            <p className={styles.warning}>{t('opsBrands.keys.immediateHint')}</p>
          )}
          <div className={styles.actions}>
            <Button
              size="sm"
              variant="primary"
              disabled={rotate.isPending}
              onClick={() => rotate.mutate(immediate)}
            >
              {t('opsBrands.keys.confirm')}
            </Button>
            <Button size="sm" variant="secondary" disabled={rotate.isPending} onClick={close}>
              {t('opsBrands.keys.cancel')}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
