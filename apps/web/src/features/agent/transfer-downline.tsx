import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.ts';
import { queryStatus } from '../../shared/money/list-status.tsx';
import { useMoneyText } from '../../shared/money/use-money-text.ts';
import styles from '../../shared/money/wallet.module.css';
import type { AgentPageProps } from './agent-page-props.ts';
import { transferDownlineInfoQuery } from './agent-queries.ts';
import './agent-texts.ts';
import agentStyles from './agent.module.css';
import { Stat } from './stat.tsx';
import { TransferDownlineForm } from './transfer-downline-form.tsx';

/** Props of `TransferDownline`. */
export interface TransferDownlineProps extends AgentPageProps {
  /** The direct downline the money goes to. */
  account: string;
}

/**
 * Transfer to a direct downline: what the agent may send now, the brand's limits and what it
 * sent today (`transferDownlineInfo`), then the form.
 */
export function TransferDownline({
  account,
  member,
  memberHref,
  onMoneyMoved,
}: TransferDownlineProps) {
  const { t } = useTranslation();
  const money = useMoneyText(member.currencySymbol);
  const info = useQuery(transferDownlineInfoQuery());
  let body = queryStatus(info);
  if (info.isSuccess) {
    const limit = (amount: string | null) =>
      amount === null ? t('agent.transfer.noLimit') : money(amount);
    body = (
      <>
        <dl className={agentStyles.stats}>
          <Stat label={t('agent.transfer.available')}>{money(info.data.available)}</Stat>
          <Stat label={t('agent.transfer.min')}>{money(info.data.min)}</Stat>
          <Stat label={t('agent.transfer.max')}>{limit(info.data.max)}</Stat>
          <Stat label={t('agent.transfer.dailyMax')}>{limit(info.data.dailyMax)}</Stat>
          <Stat label={t('agent.transfer.sentToday')}>{money(info.data.sentToday)}</Stat>
        </dl>
        <TransferDownlineForm
          account={account}
          info={info.data}
          money={money}
          securityHref={memberHref('securityCenter')}
          onDone={onMoneyMoved}
        />
      </>
    );
  }
  return (
    <div className={agentStyles.panelSection}>
      <h3 className={styles.cardTitle}>{t('agent.transfer.title')}</h3>
      {body}
    </div>
  );
}
