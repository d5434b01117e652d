import type { OpsMeOutput } from '@portal/contract/ops';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { AwaitingPeriods } from './lottery-results-awaiting.tsx';
import type { DecisionHandle } from './lottery-results-decide.tsx';
import { ResultEntryForm, type ResultTarget } from './lottery-results-form.tsx';
import { ResultHistory } from './lottery-results-history.tsx';
import {
  lotteryResultsKeys,
  useAwaitingPeriods,
  useDecideResult,
} from './lottery-results-queries.ts';
import { OpsPage, useFeedback } from './ops-page.tsx';
import styles from './console.module.css';

/**
 * Results of the MANUAL lottery games (the official VN and SEA draws), two operators each: one
 * enters the result of a period past its draw time, another approves or rejects it, and only
 * the approval draws and settles the period. Below the work list, every entry, where a settled
 * period's result can be corrected the same way.
 */
export function LotteryResultsPage({ me }: { me: OpsMeOutput }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const feedback = useFeedback();
  const [target, setTarget] = useState<ResultTarget | null>(null);
  // The work list's names, for notices about entries that carry only the game's code.
  const awaiting = useAwaitingPeriods();
  const names = new Map(awaiting.data?.items.map((r) => [r.gameCode, r.name]));
  const gameOf = (gameCode: string) => names.get(gameCode) ?? gameCode;

  const decision = useDecideResult({
    onMutate: feedback.clear,
    onSuccess: (status, { entry, game, approve }) => {
      const texts = { game, period: entry.periodNo };
      if (!approve) feedback.setNotice(() => t('opsLotteryResults.rejected', texts));
      else if (status === 'SETTLED')
        feedback.setNotice(() => t('opsLotteryResults.settled', texts));
      else feedback.setNotice(() => t('opsLotteryResults.approved', texts));
    },
    onError: feedback.fail,
  });
  const handle: DecisionHandle = {
    username: me.operator.username,
    busy: decision.isPending,
    decide: (entry, approve, remark) =>
      decision.mutate({ entry, game: gameOf(entry.gameCode), approve, remark }),
  };
  const open = (next: ResultTarget) => {
    feedback.clear();
    setTarget(next);
  };

  return (
    <OpsPage title={t('opsLotteryResults.heading')} feedback={feedback}>
      <p className={styles.muted}>{t('opsLotteryResults.intro')}</p>
      {target === null ? null : (
        <ResultEntryForm
          key={`${target.gameCode} ${target.periodNo} ${target.prefill === null ? '' : 'fix'}`}
          target={target}
          onClose={() => setTarget(null)}
          onEntered={(entry) => {
            setTarget(null);
            feedback.setNotice(() =>
              t('opsLotteryResults.entered', { game: target.game, period: entry.periodNo }),
            );
            void queryClient.invalidateQueries({ queryKey: lotteryResultsKeys.all });
          }}
        />
      )}
      <AwaitingPeriods handle={handle} onEnter={open} />
      <ResultHistory
        handle={handle}
        onCorrect={(next) => open({ ...next, game: gameOf(next.gameCode) })}
      />
    </OpsPage>
  );
}
