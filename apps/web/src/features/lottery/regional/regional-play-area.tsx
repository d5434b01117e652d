import { oddsBetPrize } from '@portal/contract/lottery/odds-pricing';
import { stakeOf, type UnitMode } from '@portal/contract/lottery/prize';
import { randomSelection } from '@portal/contract/lottery/selection-tools';
import type { LotteryBoard } from '@portal/contract/lottery/wire';
import { groupAmount } from '@portal/contract/money';
import { memo, useId, useState } from 'react';
import { Button } from '../../../shared/ui/button.tsx';
import { Icon } from '../../../shared/ui/icon.tsx';
import { Tabs } from '../../../shared/ui/tabs.tsx';
import { playLabel } from '../lottery-labels.ts';
import type { LotteryMoney } from '../lottery-money.ts';
import { maxSlipBets, newBetId, type SlipBet } from '../slip.ts';
import { clampMultiple, MultipleTerm, UnitTerm } from '../terms-controls.tsx';
import { NumberEntry } from './number-entry.tsx';
import { NumberGrid } from './number-grid.tsx';
import { selectionOf } from './number-picks.ts';
import { hitKeyLabel, hitPays, isSold, playHint, regionalPlays } from './regional-plays.ts';
import { useRegionalText } from './regional-texts.ts';
import boardStyles from '../board.module.css';
import styles from './regional.module.css';

/** Props of `RegionalPlayArea`. */
export interface RegionalPlayAreaProps {
  board: LotteryBoard;
  money: LotteryMoney;
  /** Bets already on the slip (at most `maxSlipBets` in all). */
  slipSize: number;
  onAdd: (bets: SlipBet[]) => void;
}

/**
 * Picking a regional bet: a tab per bet type (Lô 2 số … 3 Càng, 4D Big … running top), its rule
 * in one line, numbers typed or ticked on the grid, and the terms. A bet is sold by the point:
 * its stake is bets × points per bet × unit × multiple, and each hit pays the odds per point.
 * Counts, stakes and payouts are the contract's functions; the prize group is the member's own.
 */
export const RegionalPlayArea = memo(function RegionalPlayArea({
  board,
  money,
  slipSize,
  onAdd,
}: RegionalPlayAreaProps) {
  const { rt, lt, language } = useRegionalText();
  const problemId = useId();
  const plays = regionalPlays(board);
  const units = board.units.filter((mode) => money.price(mode) !== null);
  const [code, setCode] = useState(plays[0]?.method.code ?? '');
  const [picks, setPicks] = useState<number[]>([]);
  const [unit, setUnit] = useState<UnitMode | undefined>(units[0]);
  const [multipleText, setMultipleText] = useState('1');
  const play = plays.find((item) => item.method.code === code) ?? plays[0];

  if (play === undefined) {
    return (
      <section className={boardStyles.card} aria-label={lt('lottery.plays.pickTitle')}>
        <p className={boardStyles.muted}>{lt('lottery.plays.noPlays')}</p>
      </section>
    );
  }

  const { method, rules } = play;
  const multiple = clampMultiple(multipleText, board.maxMultiple);
  const price = unit === undefined ? null : money.price(unit);
  const selection = selectionOf(rules, picks);
  const count = method.betCount(selection);
  const stake = count === 0 || price === null ? 0n : stakeOf(count, price, multiple, method.cost);
  const pays = price === null ? [] : hitPays(play, price, multiple);
  const sold = isSold(play);

  const maxTicket = money.parse(board.limits.maxTicketStake);
  const maxPrize = money.parse(board.limits.maxBetPrize);
  const betPrize =
    !sold || price === null || play.odds === null || method.pricing.kind !== 'odds'
      ? 0n
      : oddsBetPrize(method.pricing, play.odds, price, multiple);
  let problem: string | null = null;
  if (!sold) problem = rt('lotteryRegional.summary.noOdds');
  else if (count === 0) problem = picks.length === 0 ? null : lt('lottery.terms.incomplete');
  else if (maxTicket !== null && stake > maxTicket) {
    problem = lt('lottery.terms.overTicket', { limit: money.text(board.limits.maxTicketStake) });
  } else if (maxPrize !== null && betPrize > maxPrize) {
    problem = lt('lottery.terms.overPrize', { limit: money.text(board.limits.maxBetPrize) });
  } else if (slipSize + 1 > maxSlipBets) {
    problem = lt('lottery.terms.slipFull', { count: maxSlipBets });
  }
  const canAdd = count > 0 && problem === null && unit !== undefined;

  const add = () => {
    if (!canAdd) return;
    onAdd([
      {
        id: newBetId(),
        playCode: method.code,
        selection,
        betCount: count,
        unit,
        multiple,
        // Odds do not move with the prize group: the server takes the member's own only.
        prizeGroup: board.prizeGroup.max,
        stake,
      },
    ]);
    setPicks([]);
  };

  const select = (next: string) => {
    setCode(next);
    setPicks([]);
  };

  const random = () => {
    const picked = (randomSelection(method, Math.random) as Record<string, number[]>)[rules.field];
    setPicks(picked ?? []);
  };

  return (
    <section
      className={`${boardStyles.card} ${boardStyles.playCard}`}
      aria-label={lt('lottery.plays.pickTitle')}
    >
      <div className={boardStyles.playTabs}>
        <Tabs
          label={lt('lottery.plays.tabsLabel')}
          items={plays.map((item) => ({
            key: item.method.code,
            label: playLabel(lt, item.method, item.method.code),
          }))}
          selected={method.code}
          onSelect={select}
        >
          <div className={styles.playBody}>
            <p className={boardStyles.hint}>{playHint(rt, play)}</p>
            <NumberEntry
              key={method.code}
              method={method}
              rules={rules}
              picks={picks}
              onPicks={setPicks}
              chips={rules.digits > 2}
            />
            {rules.digits <= 2 ? (
              <NumberGrid method={method} rules={rules} picks={picks} onPicks={setPicks} />
            ) : null}
          </div>
        </Tabs>
      </div>

      <div className={boardStyles.terms}>
        <UnitTerm units={units} unit={unit} money={money} onUnit={setUnit} />
        <MultipleTerm text={multipleText} max={board.maxMultiple} onText={setMultipleText} />
        <div className={boardStyles.term}>
          <span className={boardStyles.label}>{rt('lotteryRegional.summary.pays')}</span>
          {pays.length === 0 ? (
            <span className={boardStyles.muted}>{rt('lotteryRegional.summary.noOdds')}</span>
          ) : (
            <dl className={styles.pays}>
              {pays.map((pay) => (
                <div key={pay.key}>
                  <dt>{hitKeyLabel(lt, rt, pay.key)}</dt>
                  <dd>
                    <strong>{money.minor(pay.amount)}</strong>
                    <span className={boardStyles.muted}>
                      {rt('lotteryRegional.summary.odds', {
                        odds: groupAmount(pay.odds, language),
                      })}
                    </span>
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      </div>

      <div className={boardStyles.summary}>
        <dl className={boardStyles.figures}>
          <div>
            <dt>{lt('lottery.terms.betCount')}</dt>
            <dd>
              <output aria-label={lt('lottery.terms.betCount')}>{count}</output>
            </dd>
          </div>
          <div>
            <dt>{lt('lottery.terms.stake')}</dt>
            <dd>
              <output aria-label={lt('lottery.terms.stake')}>{money.minor(stake)}</output>
            </dd>
          </div>
          <div>
            <dt>{rt('lotteryRegional.summary.cost')}</dt>
            <dd>
              <output aria-label={rt('lotteryRegional.summary.cost')}>{method.cost}</output>
            </dd>
          </div>
        </dl>
        <div className={boardStyles.summaryActions}>
          <Button variant="ghost" size="sm" onClick={random}>
            <Icon name="star" size={16} />
            {lt('lottery.terms.random')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={picks.length === 0}
            onClick={() => setPicks([])}
          >
            {lt('lottery.terms.clearPick')}
          </Button>
          <Button
            variant="primary"
            disabled={!canAdd}
            aria-describedby={problem === null ? undefined : problemId}
            onClick={add}
          >
            {lt('lottery.terms.add')}
          </Button>
        </div>
        {problem === null ? null : (
          <p id={problemId} className={boardStyles.problem} role="status">
            {problem}
          </p>
        )}
      </div>
    </section>
  );
});
