import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { TextField } from '../../shared/forms/text-field.tsx';
import { Card } from '../../shared/money/card.tsx';
import { ListStatus } from '../../shared/money/list-status.tsx';
import { PagedList } from '../../shared/money/paged-list.tsx';
import { useMoneyText } from '../../shared/money/use-money-text.ts';
import type { TransactionType } from '../../shared/money/wallet-queries.ts';
import styles from '../../shared/money/wallet.module.css';
import walletForms from '../../shared/money/wallet-forms.module.css';
import { DateRangePicker } from '../../shared/money/date-range-picker.tsx';
import { useHistoryRange } from '../../shared/money/use-history-range.ts';
import { TransactionRows, TransactionTypeSelect } from '../histories/index.ts';
import { useStatus } from '../system/index.ts';
import type { AgentPageProps } from './agent-page-props.ts';
import { downlineTransactionsQuery } from './agent-queries.ts';
import '../../shared/money/wallet-texts.ts';
import './agent-texts.ts';
import { ExportCsvButton } from './export-csv-button.tsx';

/**
 * agentDownlineTransactionDetailsCopy: one downline's main-wallet movements by type and period,
 * drawn like the member's own transaction history. The downline is typed beside the period (the
 * search applies both), or comes from the downline management page (`account` of the address).
 */
export function DownlineTransactionsPage({ member, account: initial }: AgentPageProps) {
  const { t } = useTranslation();
  const money = useMoneyText(member.currencySymbol);
  const timeZone = useStatus().merchant.timeZone;
  const { range, setRange, page, setPage } = useHistoryRange(timeZone);
  const [draft, setDraft] = useState(initial ?? '');
  const [account, setAccount] = useState(initial?.trim() || undefined);
  const [type, setType] = useState<TransactionType | undefined>();
  const rows = useQuery({
    ...downlineTransactionsQuery(account ?? '', type, range, page),
    enabled: account !== undefined,
    placeholderData: keepPreviousData,
  });
  const title = account === undefined ? '' : t('agent.transactions.title', { account });
  const csv = () => [
    [
      t('wallet.common.time'),
      t('wallet.transactions.type'),
      t('wallet.common.reference'),
      t('wallet.common.amount'),
      t('wallet.transactions.balanceAfter'),
    ],
    ...(rows.data?.list ?? []).map((row) => [
      row.time,
      t(`wallet.transactionType.${row.type}`),
      row.reference,
      row.amount,
      row.balanceAfter,
    ]),
  ];
  return (
    <div className={styles.page}>
      <DateRangePicker
        timeZone={timeZone}
        value={range}
        onChange={(next) => {
          setRange(next);
          setAccount(draft.trim() || undefined);
        }}
      >
        <TextField
          className={walletForms.filterField}
          label={t('agent.transactions.pick')}
          autoComplete="off"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <TransactionTypeSelect
          value={type}
          onChange={(next) => {
            setType(next);
            setPage(1);
          }}
        />
      </DateRangePicker>
      {account === undefined ? (
        <ListStatus kind="empty" emptyText={t('agent.transactions.choose')} />
      ) : (
        <Card
          title={title}
          icon="history"
          actions={
            <ExportCsvButton
              what={title}
              fileName={t('agent.transactions.fileName', { account })}
              rows={csv}
              disabled={(rows.data?.list.length ?? 0) === 0}
            />
          }
        >
          <PagedList query={rows} onPage={setPage} caption={title}>
            {(data) => <TransactionRows rows={data.list} money={money} />}
          </PagedList>
        </Card>
      )}
    </div>
  );
}
