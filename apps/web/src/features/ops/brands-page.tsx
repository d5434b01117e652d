import type { BrandListItem } from '@portal/contract/ops/brands';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { toBcp47 } from '../../i18n/language-codes.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { formatTime } from '../../shared/lib/format-time.ts';
import { Button } from '../../shared/ui/button.tsx';
import { BrandDetail } from './brand-detail.tsx';
import { BrandForm } from './brand-form.tsx';
import { useBrandList, useBrandWritten } from './brand-queries.ts';
import { OpsPage, RowAction, useFeedback } from './ops-page.tsx';
import { OpsTable, type OpsColumn } from './ops-table.tsx';
import { QueryState } from './query-state.tsx';
import styles from './console.module.css';

/** What stands over the list: the form of a new brand, one brand opened, or nothing. */
type Panel = { kind: 'create' } | { kind: 'brand'; code: string } | null;

/**
 * The brands of the deployment, for platform operators: the list, one brand's configuration and
 * key pairs, its changes and key rotation, and new brands. Each brand is named by its code, so
 * one console manages them all whatever host it was opened on.
 */
export function BrandsPage() {
  const { t } = useTranslation();
  const locale = toBcp47(useLanguage());
  const feedback = useFeedback();
  const list = useBrandList();
  const written = useBrandWritten();
  const [panel, setPanel] = useState<Panel>(null);
  const open = (next: Panel) => {
    feedback.clear();
    setPanel(next);
  };
  const yesNo = (value: boolean) => t(value ? 'opsBrands.yes' : 'opsBrands.no');

  const columns: OpsColumn<BrandListItem>[] = [
    {
      key: 'code',
      header: t('opsBrands.columns.code'),
      cell: (r) => r.code,
      text: (r) => r.code,
      sortable: true,
    },
    {
      key: 'name',
      header: t('opsBrands.columns.name'),
      cell: (r) => r.name,
      text: (r) => r.name,
      sortable: true,
    },
    {
      key: 'currency',
      header: t('opsBrands.columns.currency'),
      cell: (r) => r.currency,
      text: (r) => r.currency,
      sortable: true,
    },
    {
      key: 'languages',
      header: t('opsBrands.columns.languages'),
      cell: (r) => r.languages.join(', '),
      text: (r) => r.languages.join(' '),
    },
    {
      key: 'mainDomain',
      header: t('opsBrands.columns.mainDomain'),
      cell: (r) => r.mainDomain,
      text: (r) => r.mainDomain,
      sortable: true,
    },
    {
      key: 'isDefault',
      header: t('opsBrands.columns.isDefault'),
      cell: (r) => yesNo(r.isDefault),
      text: (r) => yesNo(r.isDefault),
      sortable: true,
    },
    {
      key: 'maintenance',
      header: t('opsBrands.columns.maintenance'),
      cell: (r) => yesNo(r.maintenance),
      text: (r) => yesNo(r.maintenance),
      sortable: true,
    },
    {
      key: 'members',
      numeric: true,
      header: t('opsBrands.columns.members'),
      cell: (r) => r.members.toLocaleString(locale),
      text: (r) => r.members,
      sortable: true,
    },
    {
      key: 'created',
      header: t('opsBrands.columns.created'),
      cell: (r) => formatTime(r.createdAt, locale),
      text: (r) => r.createdAt,
      sortable: true,
    },
    {
      key: 'actions',
      pinned: true,
      header: t('opsBrands.columns.actions'),
      cell: (r) => (
        <RowAction
          label={t('opsBrands.open')}
          target={r.code}
          disabled={panel?.kind === 'brand' && panel.code === r.code}
          onClick={() => open({ kind: 'brand', code: r.code })}
        />
      ),
      text: () => null,
    },
  ];

  return (
    <OpsPage title={t('opsBrands.heading')} feedback={feedback}>
      {panel?.kind === 'create' ? (
        <BrandForm
          brand={null}
          onSaved={(view) => {
            written(view);
            setPanel({ kind: 'brand', code: view.code });
            feedback.setNotice(() => t('opsBrands.created', { code: view.code }));
          }}
          onCancel={() => setPanel(null)}
        />
      ) : (
        <div className={styles.toolbar}>
          <Button variant="primary" onClick={() => open({ kind: 'create' })}>
            {t('opsBrands.newBrand')}
          </Button>
        </div>
      )}
      {panel?.kind !== 'brand' ? null : (
        <BrandDetail
          key={panel.code}
          code={panel.code}
          feedback={feedback}
          onClose={() => setPanel(null)}
        />
      )}
      <QueryState query={list}>
        {(data) =>
          data.items.length === 0 ? (
            <p className={styles.stateBox}>{t('opsBrands.empty')}</p>
          ) : (
            <OpsTable
              caption={t('opsBrands.heading')}
              columns={columns}
              rows={data.items}
              rowKey={(r) => r.code}
              exportName="brands"
            />
          )
        }
      </QueryState>
    </OpsPage>
  );
}
