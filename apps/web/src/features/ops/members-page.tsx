import { memberKinds, memberOpsEndpoints, type OpsMemberRow } from '@portal/contract/member/ops';
import type { OpsMeOutput } from '@portal/contract/ops';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { toBcp47 } from '../../i18n/language-codes.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { formatMoney } from '../../shared/lib/format-money.ts';
import { formatTime } from '../../shared/lib/format-time.ts';
import { Button } from '../../shared/ui/button.tsx';
import { MemberDetail } from './member-detail.tsx';
import { opsCall } from './operator-session.ts';
import { opsKeys } from './ops-queries.ts';
import { OpsPage, RowAction, useFeedback } from './ops-page.tsx';
import { OpsTable, type OpsColumn } from './ops-table.tsx';
import { QueryState } from './query-state.tsx';
import styles from './console.module.css';

type Kind = (typeof memberKinds)[number] | '';
type Locked = 'true' | 'false' | '';

/**
 * The brand's members: a search by account prefix, mobile, email or id (newest first), and one
 * member's whole picture with what support and risk do to an account.
 */
export function MembersPage({ me }: { me: OpsMeOutput }) {
  const { t } = useTranslation();
  const locale = toBcp47(useLanguage());
  const feedback = useFeedback();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [kind, setKind] = useState<Kind>('');
  const [locked, setLocked] = useState<Locked>('');
  const [pageNo, setPageNo] = useState(1);
  const [open, setOpen] = useState<OpsMemberRow | null>(null);

  const list = useQuery({
    queryKey: opsKeys.members(q, kind, locked, pageNo),
    queryFn: ({ signal }) =>
      opsCall(
        memberOpsEndpoints.opsMembers,
        {
          pageNo,
          pageSize: 20,
          ...(q === '' ? {} : { q }),
          ...(kind === '' ? {} : { kind }),
          ...(locked === '' ? {} : { locked }),
        },
        { signal },
      ),
  });
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(typed.trim());
    setPageNo(1);
  };
  const kindName = (value: string) =>
    t(`opsMembers.kinds.${value as (typeof memberKinds)[number]}`);
  const yesNo = (value: boolean) => (value ? t('opsMembers.yes') : t('opsMembers.no'));

  const columns: OpsColumn<OpsMemberRow>[] = [
    { key: 'id', header: 'ID', cell: (r) => r.id, text: (r) => Number(r.id), sortable: true },
    {
      key: 'account',
      header: t('opsMembers.account'),
      cell: (r) => r.account,
      text: (r) => r.account,
      sortable: true,
    },
    {
      key: 'kind',
      header: t('opsMembers.kind'),
      cell: (r) => kindName(r.kind),
      text: (r) => kindName(r.kind),
      sortable: true,
    },
    { key: 'vip', header: 'VIP', cell: (r) => r.vipLevel, text: (r) => r.vipLevel, sortable: true },
    {
      key: 'balance',
      numeric: true,
      header: t('opsMembers.balance'),
      cell: (r) => formatMoney(r.balance, locale),
      text: (r) => Number(r.balance),
      sortable: true,
    },
    {
      key: 'locked',
      header: t('opsMembers.locked'),
      cell: (r) => yesNo(r.locked),
      text: (r) => yesNo(r.locked),
      sortable: true,
    },
    {
      key: 'created',
      header: t('opsMembers.created'),
      cell: (r) => formatTime(r.createdAt, locale),
      text: (r) => r.createdAt,
      sortable: true,
    },
    {
      key: 'lastLogin',
      header: t('opsMembers.lastLogin'),
      cell: (r) =>
        r.lastLoginAt === null
          ? t('opsMembers.never')
          : [formatTime(r.lastLoginAt, locale), r.lastLoginIp].filter(Boolean).join(' · '),
      text: (r) => r.lastLoginAt,
      sortable: true,
    },
    {
      key: 'open',
      pinned: true,
      header: t('opsMembers.actions'),
      cell: (r) => (
        <RowAction
          label={t('opsMembers.open')}
          target={r.account}
          disabled={false}
          onClick={() => {
            feedback.clear();
            setOpen(r);
          }}
        />
      ),
      text: () => null,
    },
  ];

  return (
    <OpsPage title={t('opsMembers.heading')} feedback={feedback}>
      <form className={styles.toolbar} role="search" onSubmit={search}>
        <label className={styles.filter}>
          <span>{t('opsMembers.search')}</span>
          <input
            className={styles.select}
            type="search"
            maxLength={128}
            placeholder={t('opsMembers.searchHint')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </label>
        <label className={styles.filter}>
          <span>{t('opsMembers.kind')}</span>
          <select
            className={styles.select}
            value={kind}
            onChange={(event) => {
              setKind(event.target.value as Kind);
              setPageNo(1);
            }}
          >
            <option value="">{t('opsMembers.allKinds')}</option>
            {memberKinds.map((value) => (
              <option key={value} value={value}>
                {kindName(value)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.filter}>
          <span>{t('opsMembers.lockState')}</span>
          <select
            className={styles.select}
            value={locked}
            onChange={(event) => {
              setLocked(event.target.value as Locked);
              setPageNo(1);
            }}
          >
            <option value="">{t('opsMembers.anyLock')}</option>
            <option value="true">{t('opsMembers.lockedOnly')}</option>
            <option value="false">{t('opsMembers.unlockedOnly')}</option>
          </select>
        </label>
        <Button type="submit" size="sm" variant="primary">
          {t('opsMembers.searchButton')}
        </Button>
      </form>
      <QueryState query={list}>
        {(data) =>
          data.total === 0 ? (
            <p className={styles.stateBox}>{t('opsMembers.empty')}</p>
          ) : (
            <OpsTable
              caption={t('opsMembers.heading')}
              columns={columns}
              rows={data.items}
              rowKey={(row) => row.id}
              exportName="members"
              paging={{ pageNo: data.pageNum, pages: data.totalPages, onPage: setPageNo }}
            />
          )
        }
      </QueryState>
      {open === null ? null : (
        <MemberDetail
          key={open.id}
          me={me}
          memberId={open.id}
          feedback={feedback}
          onClose={() => setOpen(null)}
        />
      )}
    </OpsPage>
  );
}
