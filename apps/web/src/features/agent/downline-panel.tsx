import { useQuery } from '@tanstack/react-query';
import { Fragment, useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { formatTime } from '../../shared/lib/format-time.ts';
import { queryStatus } from '../../shared/money/list-status.tsx';
import { useMoneyText } from '../../shared/money/use-money-text.ts';
import styles from '../../shared/money/wallet.module.css';
import { Button } from '../../shared/ui/button.tsx';
import { ButtonLink } from '../../shared/ui/button-link.tsx';
import { SignedAmount } from '../../shared/money/signed-amount.tsx';
import type { AgentPageProps } from './agent-page-props.ts';
import { downlineQuery } from './agent-queries.ts';
import './agent-texts.ts';
import agentStyles from './agent.module.css';
import { DownlineActions } from './downline-actions.tsx';
import { TransferDownline } from './transfer-downline.tsx';
import { useTypeLabel } from './use-type-label.ts';

/** Props of `DownlinePanel`. */
export interface DownlinePanelProps extends AgentPageProps {
  account: string;
  onClose: () => void;
}

/**
 * One downline's summary (the `downline` call) beside the list, with what the agent may do to
 * it: change its type, lock or unlock it, send it money, or open its transactions. Focus moves
 * to the panel's heading when it opens.
 */
export function DownlinePanel(props: DownlinePanelProps) {
  const { account, member, pageHref, onClose } = props;
  const { t, i18n } = useTranslation();
  const money = useMoneyText(member.currencySymbol);
  const typeLabel = useTypeLabel();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const summary = useQuery(downlineQuery(account));
  useEffect(() => heading.current?.focus(), [account]);

  let body = queryStatus(summary);
  if (summary.isSuccess) {
    const { downline, actions } = summary.data;
    const time = (iso: string | null, none: string) =>
      iso === null ? none : formatTime(iso, i18n.language);
    const facts: [string, ReactNode][] = [
      [t('agent.common.type'), typeLabel(downline)],
      [t('agent.downlines.level'), downline.level],
      [t('agent.downlines.upline'), downline.upline],
      [t('agent.downlines.teamSize'), downline.teamSize],
      [t('agent.common.prizeGroup'), summary.data.prizeGroup ?? t('agent.common.none')],
      [t('agent.downlines.balance'), money(downline.balance)],
      [t('agent.downline.deposits'), money(downline.deposits)],
      [t('agent.downline.withdrawals'), money(summary.data.withdrawals)],
      [t('agent.downline.validBets'), money(downline.validBets)],
      [t('agent.downline.payout'), money(summary.data.payout)],
      [
        t('agent.downline.profit'),
        <SignedAmount key="p" amount={summary.data.profit} text={money(summary.data.profit)} />,
      ],
      [
        t('agent.downline.firstDepositAt'),
        time(summary.data.firstDepositAt, t('agent.downline.neverDeposited')),
      ],
      [t('agent.downlines.registeredAt'), time(downline.registeredAt, '')],
      [
        t('agent.downlines.lastLoginAt'),
        time(downline.lastLoginAt, t('agent.downline.neverLoggedIn')),
      ],
      [
        t('agent.downlines.status'),
        downline.locked ? t('agent.downlines.locked') : t('agent.downlines.open'),
      ],
    ];
    const noActions = actions.changeType.length === 0 && !actions.lock && !actions.transfer;
    body = (
      <>
        <dl className={styles.facts}>
          {facts.map(([label, value]) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </dl>
        <div className={agentStyles.rowActions}>
          <ButtonLink
            to={pageHref('agentDownlineTransactionDetailsCopy', { account: downline.account })}
            variant="secondary"
            size="sm"
          >
            {t('agent.downline.transactions')}
          </ButtonLink>
        </div>
        {noActions ? <p className={styles.muted}>{t('agent.downline.noActions')}</p> : null}
        <DownlineActions downline={downline} actions={actions} />
        {actions.transfer ? <TransferDownline {...props} account={downline.account} /> : null}
      </>
    );
  }
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <div className={styles.cardHeader}>
        <h2 id={titleId} ref={heading} tabIndex={-1} className={styles.cardTitle}>
          {t('agent.downline.title', { account })}
        </h2>
        <Button variant="ghost" size="sm" onClick={onClose}>
          {t('agent.common.close')}
        </Button>
      </div>
      {body}
    </section>
  );
}
