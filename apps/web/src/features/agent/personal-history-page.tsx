import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Tabs } from '../../shared/ui/tabs.tsx';
import { BetHistory, TransactionHistory } from '../histories/index.ts';
import type { AgentPageProps } from './agent-page-props.ts';
import './agent-texts.ts';

type Tab = 'bets' | 'transactions';

/**
 * personalHistoryCopy: the agent's own play and wallet (its team is not part of it): the member
 * centre's bet and transaction history screens, as tabs.
 */
export function PersonalHistoryPage({ member, memberHref, onMoneyMoved }: AgentPageProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('bets');
  const props = { member, pageHref: memberHref, onMoneyMoved };
  return (
    <Tabs
      label={t('agent.personal.tabs')}
      items={[
        { key: 'bets', label: t('agent.personal.bets') },
        { key: 'transactions', label: t('agent.personal.transactions') },
      ]}
      selected={tab}
      onSelect={setTab}
    >
      {tab === 'bets' ? <BetHistory {...props} /> : <TransactionHistory {...props} />}
    </Tabs>
  );
}
