import type { OpsMemberDetail } from '@portal/contract/member/ops';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { toBcp47 } from '../../i18n/language-codes.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { formatMoney } from '../../shared/lib/format-money.ts';
import { formatTime } from '../../shared/lib/format-time.ts';
import { Tabs } from '../../shared/ui/tabs.tsx';
import { OpsTable, type OpsColumn } from './ops-table.tsx';
import styles from './console.module.css';

const lists = ['ledger', 'bets', 'logins', 'knownIps', 'addresses', 'audit', 'notes'] as const;
type ListName = (typeof lists)[number];
type Rows<K extends ListName> = OpsMemberDetail[K]['items'];
type Row<K extends ListName> = Rows<K>[number];

/**
 * The newest rows of each of the member's lists, one tab each: movements of the main wallet,
 * bets, logins, addresses seen, shipping addresses, audit rows and operators' notes.
 */
export function MemberLists({ detail }: { detail: OpsMemberDetail }) {
  const { t } = useTranslation();
  const locale = toBcp47(useLanguage());
  const [list, setList] = useState<ListName>('ledger');
  const time = (value: string) => formatTime(value, locale);
  const money = (value: string) => formatMoney(value, locale);
  const at = <R extends { createdAt: string }>(): OpsColumn<R> => ({
    key: 'at',
    header: t('opsMembers.at'),
    cell: (r) => time(r.createdAt),
    text: (r) => r.createdAt,
    sortable: true,
  });
  const plain = <R,>(key: string, header: string, value: (r: R) => string | null) =>
    ({
      key,
      header,
      cell: (r: R) => value(r) ?? '',
      text: (r: R) => value(r),
      sortable: true,
    }) satisfies OpsColumn<R>;

  const ledger: OpsColumn<Row<'ledger'>>[] = [
    at(),
    plain('kind', t('opsMembers.movement'), (r) => r.kind),
    plain('amount', t('opsMembers.amount'), (r) => money(r.amount)),
    plain('after', t('opsMembers.balanceAfter'), (r) => money(r.balanceAfter)),
  ];
  const bets: OpsColumn<Row<'bets'>>[] = [
    at(),
    plain('vendor', t('opsMembers.vendor'), (r) => r.vendor),
    plain('game', t('opsMembers.game'), (r) => r.game),
    plain('round', t('opsMembers.round'), (r) => r.roundId),
    plain('stake', t('opsMembers.stake'), (r) => money(r.stake)),
    plain('payout', t('opsMembers.payout'), (r) => money(r.payout)),
    plain('status', t('opsMembers.status'), (r) => t(`opsMembers.betStatuses.${r.status}`)),
  ];
  const logins: OpsColumn<Row<'logins'>>[] = [
    at(),
    plain('action', t('opsMembers.loginAction'), (r) => t(`opsMembers.loginActions.${r.action}`)),
    plain('ip', 'IP', (r) => r.ip),
    plain('via', t('opsMembers.via'), (r) => r.via),
    plain('reason', t('opsMembers.reason'), (r) => r.reason),
  ];
  const knownIps: OpsColumn<Row<'knownIps'>>[] = [
    plain('ip', 'IP', (r) => r.ip),
    plain('first', t('opsMembers.firstSeen'), (r) => time(r.firstSeenAt)),
    plain('last', t('opsMembers.lastSeen'), (r) => time(r.lastSeenAt)),
  ];
  const addresses: OpsColumn<Row<'addresses'>>[] = [
    plain('recipient', t('opsMembers.recipient'), (r) => r.recipient),
    plain('phone', t('opsMembers.phone'), (r) => r.phone),
    plain('address', t('opsMembers.address'), (r) => r.address),
    plain('used', t('opsMembers.lastUsed'), (r) => time(r.lastUsedAt)),
  ];
  const audit: OpsColumn<Row<'audit'>>[] = [
    at(),
    plain('action', t('opsMembers.auditAction'), (r) => r.action),
    plain('operator', t('opsMembers.operator'), (r) => r.operator),
    plain('ip', 'IP', (r) => r.ip),
    {
      key: 'detail',
      header: t('opsMembers.auditDetail'),
      cell: (r) => <span className={styles.detail}>{JSON.stringify(r.detail)}</span>,
      text: (r) => JSON.stringify(r.detail),
    },
  ];
  const notes: OpsColumn<Row<'notes'>>[] = [
    at(),
    plain('operator', t('opsMembers.operator'), (r) => r.operator),
    {
      key: 'text',
      header: t('opsMembers.note'),
      cell: (r) => <p className={styles.message}>{r.text}</p>,
      text: (r) => r.text,
    },
  ];

  const table = <K extends ListName>(name: K, columns: OpsColumn<Row<K>>[]) => {
    const { items, more } = detail[name];
    const caption = t(`opsMembers.lists.${name}`);
    if (items.length === 0) return <p className={styles.stateBox}>{t('opsMembers.listEmpty')}</p>;
    return (
      <>
        <OpsTable<Row<K>>
          caption={caption}
          columns={columns}
          rows={items}
          rowKey={(row) => ('id' in row ? row.id : JSON.stringify(row))}
          exportName={`member-${detail.profile.id}-${name}`}
        />
        {more ? <p className={styles.muted}>{t('opsMembers.more')}</p> : null}
      </>
    );
  };

  return (
    <Tabs
      label={t('opsMembers.listsLabel')}
      items={lists.map((key) => ({
        key,
        label: `${t(`opsMembers.lists.${key}`)} (${detail[key].items.length}${detail[key].more ? '+' : ''})`,
      }))}
      selected={list}
      onSelect={setList}
    >
      {list === 'ledger'
        ? table('ledger', ledger)
        : list === 'bets'
          ? table('bets', bets)
          : list === 'logins'
            ? table('logins', logins)
            : list === 'knownIps'
              ? table('knownIps', knownIps)
              : list === 'addresses'
                ? table('addresses', addresses)
                : list === 'audit'
                  ? table('audit', audit)
                  : table('notes', notes)}
    </Tabs>
  );
}
