import type { pointConfigOutput } from '@portal/contract/points';
import { useState } from 'react';
import type * as z from 'zod/mini';
import { Tabs } from '../../shared/ui/tabs.tsx';
import { PointDetails } from './point-details.tsx';
import { RedeemHistory } from './redeem-history.tsx';
import { RulesPanel } from './rules-panel.tsx';
import { usePointsText } from './use-points-text.ts';

type TabKey = 'history' | 'details' | 'rules';

/** Props of `PointsTabs`. */
export interface PointsTabsProps {
  config: z.infer<typeof pointConfigOutput>;
}

/** The redeem history, the point details and the rules, one tab each. */
export function PointsTabs({ config }: PointsTabsProps) {
  const text = usePointsText();
  const [tab, setTab] = useState<TabKey>('history');
  const items = [
    { key: 'history', label: text('points.tabs.history') },
    { key: 'details', label: text('points.tabs.details') },
    { key: 'rules', label: text('points.tabs.rules') },
  ] as const;
  return (
    <Tabs label={text('points.tabs.label')} items={items} selected={tab} onSelect={setTab}>
      {tab === 'history' ? <RedeemHistory /> : null}
      {tab === 'details' ? <PointDetails /> : null}
      {tab === 'rules' ? <RulesPanel config={config} /> : null}
    </Tabs>
  );
}
