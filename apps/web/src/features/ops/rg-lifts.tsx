import type { OpsMeOutput } from '@portal/contract/ops';
import { responsibleGamingOpsEndpoints as rgOps } from '@portal/contract/responsible-gaming';
import type { OutputOf } from '@portal/contract/endpoint';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { toBcp47 } from '../../i18n/language-codes.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { formatTime } from '../../shared/lib/format-time.ts';
import { opsCall } from './operator-session.ts';
import { RowAction, type useFeedback } from './ops-page.tsx';
import { can } from './ops-queries.ts';
import { OpsTable, type OpsColumn } from './ops-table.tsx';
import { QueryState } from './query-state.tsx';
import { useRgAction, useRgLifts, type LiftState } from './rg-queries.ts';
import styles from './console.module.css';

type Lift = OutputOf<typeof rgOps.opsLifts>['items'][number];
const states: readonly LiftState[] = ['pending', 'approved', 'rejected'];

/**
 * The brand's lift requests. A pending one can be approved or rejected by an operator who
 * decides approvals; the asker's own buttons stay, and the server's refusal
 * (`four_eyes_self`) says why it cannot.
 */
export function RgLifts({
  me,
  feedback,
}: {
  me: OpsMeOutput;
  feedback: ReturnType<typeof useFeedback>;
}) {
  const { t } = useTranslation();
  const locale = toBcp47(useLanguage());
  const [state, setState] = useState<LiftState>('pending');
  const lifts = useRgLifts(state);
  const decide = useRgAction(
    (input: { lift: Lift; approve: boolean }) =>
      opsCall(rgOps.opsLiftDecide, { requestId: input.lift.requestId, approve: input.approve }),
    {
      onMutate: feedback.clear,
      onSuccess: (_out, { lift, approve }) =>
        feedback.setNotice(() =>
          t(approve ? 'opsRg.lifts.approved' : 'opsRg.lifts.rejected', {
            member: lift.memberAccount,
          }),
        ),
      onError: feedback.fail,
    },
  );
  const deciding = state === 'pending' && can(me, 'approvals.decide');
  const columns: OpsColumn<Lift>[] = [
    { key: 'id', header: '#', cell: (r) => r.requestId, text: (r) => Number(r.requestId) },
    {
      key: 'member',
      header: t('opsRg.lifts.member'),
      cell: (r) => `${r.memberAccount} (${r.memberId})`,
      text: (r) => r.memberAccount,
      sortable: true,
    },
    {
      key: 'reason',
      header: t('opsRg.lifts.reason'),
      cell: (r) => r.reason,
      text: (r) => r.reason,
    },
    {
      key: 'by',
      header: t('opsRg.lifts.requestedBy'),
      cell: (r) => r.requestedBy,
      text: (r) => r.requestedBy,
    },
    {
      key: 'at',
      header: t('opsRg.lifts.requestedAt'),
      cell: (r) => formatTime(r.requestedAt, locale),
      text: (r) => r.requestedAt,
      sortable: true,
    },
    {
      key: 'decided',
      header: t('opsRg.lifts.decidedBy'),
      cell: (r) => r.decidedBy ?? '',
      text: (r) => r.decidedBy ?? '',
    },
    ...(deciding
      ? [
          {
            key: 'actions',
            pinned: true,
            header: t('opsRg.lifts.actions'),
            cell: (r: Lift) => (
              <div className={styles.actions}>
                <RowAction
                  primary
                  label={t('opsRg.lifts.approve')}
                  target={r.memberAccount}
                  disabled={decide.isPending}
                  onClick={() => decide.mutate({ lift: r, approve: true })}
                />
                <RowAction
                  label={t('opsRg.lifts.reject')}
                  target={r.memberAccount}
                  disabled={decide.isPending}
                  onClick={() => decide.mutate({ lift: r, approve: false })}
                />
              </div>
            ),
            text: () => '',
          },
        ]
      : []),
  ];
  return (
    <section className={styles.panel}>
      <h2 className={styles.sectionTitle}>{t('opsRg.lifts.heading')}</h2>
      <div className={styles.toolbar}>
        <label className={styles.filter}>
          <span>{t('opsRg.lifts.state')}</span>
          <select
            className={styles.select}
            value={state}
            onChange={(event) => setState(event.target.value as LiftState)}
          >
            {states.map((s) => (
              <option key={s} value={s}>
                {t(`opsRg.lifts.states.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <QueryState query={lifts}>
        {(data) => (
          <OpsTable
            caption={t('opsRg.lifts.caption')}
            columns={columns}
            rows={data.items}
            rowKey={(r) => r.requestId}
            exportName={`rg-lifts-${state}`}
          />
        )}
      </QueryState>
    </section>
  );
}
