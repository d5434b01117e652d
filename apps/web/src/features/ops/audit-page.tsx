import { opsEndpoints } from '@portal/contract/ops';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import type * as z from 'zod/mini';
import { toBcp47 } from '../../i18n/language-codes.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { errorText } from '../../shared/forms/error-text.ts';
import { FormAlert } from '../../shared/forms/form-alert.tsx';
import { formatTime } from '../../shared/lib/format-time.ts';
import { Button } from '../../shared/ui/button.tsx';
import { opsCall } from './operator-session.ts';
import { opsKeys } from './ops-queries.ts';
import { OpsTable, type OpsColumn } from './ops-table.tsx';
import { QueryState } from './query-state.tsx';
import { OpsPage } from './ops-page.tsx';
import styles from './console.module.css';

type AuditRow = z.infer<typeof opsEndpoints.auditList.output>['items'][number];

/** The audit log, newest first, with an action filter and the hash chain's check. */
export function AuditPage() {
  const { t } = useTranslation();
  const locale = toBcp47(useLanguage());
  const [action, setAction] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const list = useQuery({
    queryKey: opsKeys.audit(action, pageNo),
    queryFn: ({ signal }) =>
      opsCall(
        opsEndpoints.auditList,
        { pageNo, pageSize: 50, ...(action === '' ? {} : { action }) },
        { signal },
      ),
  });
  const verify = useMutation({ mutationFn: () => opsCall(opsEndpoints.auditVerify, {}) });
  const columns: OpsColumn<AuditRow>[] = [
    { key: 'id', header: '#', cell: (r) => r.id, text: (r) => Number(r.id), sortable: true },
    {
      key: 'at',
      header: t('ops.audit.at'),
      cell: (r) => formatTime(r.createdAt, locale),
      text: (r) => r.createdAt,
      sortable: true,
    },
    {
      key: 'action',
      header: t('ops.audit.action'),
      cell: (r) => r.action,
      text: (r) => r.action,
      sortable: true,
    },
    {
      key: 'operator',
      header: t('ops.audit.operator'),
      cell: (r) => r.operator ?? '',
      text: (r) => r.operator,
      sortable: true,
    },
    {
      key: 'member',
      header: t('ops.audit.member'),
      cell: (r) => r.memberId ?? '',
      text: (r) => r.memberId,
    },
    { key: 'ip', header: t('ops.audit.ip'), cell: (r) => r.ip ?? '', text: (r) => r.ip },
    {
      key: 'detail',
      header: t('ops.audit.detail'),
      cell: (r) => <code className={styles.detail}>{JSON.stringify(r.detail)}</code>,
      text: (r) => JSON.stringify(r.detail),
    },
  ];
  return (
    <OpsPage title={t('ops.audit.heading')}>
      <div className={styles.toolbar}>
        <label className={styles.filter}>
          <span>{t('ops.audit.filter')}</span>
          <input
            className={styles.select}
            aria-label={t('ops.audit.filter')}
            value={action}
            maxLength={40}
            onChange={(event) => {
              setAction(event.target.value.trim());
              setPageNo(1);
            }}
          />
        </label>
        <Button variant="secondary" onClick={() => verify.mutate()} disabled={verify.isPending}>
          {t('ops.audit.verify')}
        </Button>
      </div>
      {verify.data === undefined ? null : (
        <p
          role={verify.data.brokenAt === null ? 'status' : 'alert'}
          className={verify.data.brokenAt === null ? styles.notice : styles.warning}
        >
          {verify.data.brokenAt === null
            ? t('ops.audit.whole', { checked: verify.data.checked })
            : t('ops.audit.broken', { id: verify.data.brokenAt, checked: verify.data.checked })}
        </p>
      )}
      <FormAlert message={verify.isError ? errorText(verify.error) : null} />
      <QueryState query={list}>
        {(data) => (
          <OpsTable
            caption={t('ops.audit.heading')}
            columns={columns}
            rows={data.items}
            rowKey={(row) => row.id}
            exportName="audit-log"
            paging={{ pageNo: data.pageNum, pages: data.totalPages, onPage: setPageNo }}
          />
        )}
      </QueryState>
    </OpsPage>
  );
}
