import { findPlayMethod } from '@portal/contract/lottery/play-methods';
import { oddsBetPrize } from '@portal/contract/lottery/odds-pricing';
import type { PlayMethod } from '@portal/contract/lottery/play-method';
import {
  groupPrize,
  oddsOf,
  rebateOf,
  rebatePercent,
  stakeOf,
  type UnitMode,
} from '@portal/contract/lottery/prize';
import { floor, mul, ratio } from '@portal/contract/lottery/rational';
import { randomSelection } from '@portal/contract/lottery/selection-tools';
import type { LotteryBoard } from '@portal/contract/lottery/wire';
import { memo, useId, useMemo, useState } from 'react';
import { Button } from '../../shared/ui/button.tsx';
import { Icon } from '../../shared/ui/icon.tsx';
import { Tabs } from '../../shared/ui/tabs.tsx';
import { nameLabel, tabLabel } from './lottery-labels.ts';
import type { LotteryMoney } from './lottery-money.ts';
import { useLotteryText, type LotteryT } from './lottery-texts.ts';
import { PlayPicker } from './pickers.tsx';
import {
  countedSelections,
  draftFromSelection,
  emptyDraft,
  isEmptyDraft,
  type Draft,
} from './selection-state.ts';
import { maxSlipBets, newBetId, type SlipBet } from './slip.ts';
import { clampMultiple, MultipleTerm, UnitTerm } from './terms-controls.tsx';
import styles from './board.module.css';

/** Props of `PlayArea`. */
export interface PlayAreaProps {
  board: LotteryBoard;
  money: LotteryMoney;
  /** Bets already on the slip (at most `maxSlipBets` in all). */
  slipSize: number;
  onAdd: (bets: SlipBet[]) => void;
}

interface OfferedPlay {
  method: PlayMethod;
  odds: Readonly<Record<string, string>> | null;
}

/**
 * Picking a bet: the play tabs and their variants (from the board's play codes), the pickers of
 * the play's layout, and the terms (unit, multiple, prize group). The count, stake and prize
 * shown are the contract's own functions over the selection.
 */
export const PlayArea = memo(function PlayArea({ board, money, slipSize, onAdd }: PlayAreaProps) {
  const { lt, language } = useLotteryText();
  const offered = useMemo(
    () =>
      board.plays.flatMap((play): OfferedPlay[] => {
        const method = findPlayMethod(play.code);
        return method === undefined ? [] : [{ method, odds: play.odds }];
      }),
    [board.plays],
  );
  const units = board.units.filter((unit) => money.price(unit) !== null);
  const [code, setCode] = useState(offered[0]?.method.code ?? '');
  const play = offered.find((item) => item.method.code === code) ?? offered[0];
  const [draft, setDraft] = useState<Draft | null>(null);
  const [unit, setUnit] = useState<UnitMode | undefined>(units[0]);
  const [multipleText, setMultipleText] = useState('1');
  const [group, setGroup] = useState(board.prizeGroup.default);
  const problemId = useId();
  const groupId = useId();

  if (play === undefined) {
    return (
      <section className={styles.card} aria-label={lt('lottery.plays.pickTitle')}>
        <p className={styles.muted}>{lt('lottery.plays.noPlays')}</p>
      </section>
    );
  }

  const { method, odds } = play;
  const current = draft !== null && draft.kind === emptyDraft(method.layout).kind ? draft : null;
  const shown = current ?? emptyDraft(method.layout);
  // Fixed and per-hit odds do not change with the prize group: bets go at the member's own.
  const fixed = method.pricing.kind !== 'group';
  const tabs = [...new Set(offered.map((item) => item.method.tab))];
  const variants = offered.filter((item) => item.method.tab === method.tab);

  const selectPlay = (next: string) => {
    setCode(next);
    setDraft(null);
  };

  const multiple = clampMultiple(multipleText, board.maxMultiple);
  const betGroup = fixed
    ? board.prizeGroup.max
    : Math.min(Math.max(group, board.prizeGroup.min), board.prizeGroup.max);
  const price = unit === undefined ? null : money.price(unit);
  const counted = countedSelections(method, shown);
  const count = counted.reduce((n, item) => n + item.betCount, 0);
  const tickets =
    price === null
      ? []
      : counted.map((item) => ({
          ...item,
          stake: stakeOf(item.betCount, price, multiple, method.cost),
        }));
  const stake = tickets.reduce((sum, item) => sum + item.stake, 0n);
  const prizes =
    price === null
      ? []
      : prizesOf(
          method,
          odds,
          counted.map((item) => item.selection),
          price,
          multiple,
          betGroup,
        );
  const rebate = fixed || stake === 0n ? 0n : rebateOf(stake, board.prizeGroup.max, betGroup);

  const maxTicket = money.parse(board.limits.maxTicketStake);
  const maxPrize = money.parse(board.limits.maxBetPrize);
  let problem: string | null = null;
  if (count === 0) problem = isEmptyDraft(shown) ? null : lt('lottery.terms.incomplete');
  else if (maxTicket !== null && tickets.some((item) => item.stake > maxTicket)) {
    problem = lt('lottery.terms.overTicket', { limit: money.text(board.limits.maxTicketStake) });
  } else if (maxPrize !== null && prizes.some((prize) => prize > maxPrize)) {
    problem = lt('lottery.terms.overPrize', { limit: money.text(board.limits.maxBetPrize) });
  } else if (slipSize + tickets.length > maxSlipBets) {
    problem = lt('lottery.terms.slipFull', { count: maxSlipBets });
  }
  const canAdd = count > 0 && problem === null && unit !== undefined;

  const add = () => {
    if (!canAdd) return;
    onAdd(
      tickets.map((item) => {
        return {
          id: newBetId(),
          playCode: method.code,
          selection: item.selection,
          betCount: item.betCount,
          unit,
          multiple,
          prizeGroup: betGroup,
          stake: item.stake,
        };
      }),
    );
    setDraft(null);
  };

  const prizeText =
    prizes.length === 0
      ? '—'
      : minOf(prizes) === maxOf(prizes)
        ? money.minor(minOf(prizes))
        : lt('lottery.terms.prizeRange', {
            min: money.minor(minOf(prizes)),
            max: money.minor(maxOf(prizes)),
          });

  const percent = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
  const rebateShare = rebatePercent(board.prizeGroup.max, betGroup);

  return (
    <section
      className={`${styles.card} ${styles.playCard}`}
      aria-label={lt('lottery.plays.pickTitle')}
    >
      <div className={styles.playTabs}>
        <Tabs
          label={lt('lottery.plays.tabsLabel')}
          items={tabs.map((tab) => ({ key: tab, label: tabLabel(lt, tab) }))}
          selected={method.tab}
          onSelect={(tab) => {
            const first = offered.find((item) => item.method.tab === tab);
            if (first !== undefined) selectPlay(first.method.code);
          }}
        >
          <div className={styles.variantTabs}>
            <Tabs
              label={lt('lottery.plays.namesLabel')}
              items={variants.map((item) => ({
                key: item.method.code,
                label: nameLabel(lt, item.method.name),
              }))}
              selected={method.code}
              onSelect={selectPlay}
            >
              <div className={styles.playBody}>
                <p className={styles.hint}>{layoutHint(lt, method)}</p>
                <PlayPicker method={method} draft={shown} onDraft={setDraft} odds={odds} />
              </div>
            </Tabs>
          </div>
        </Tabs>
      </div>

      <div className={styles.terms}>
        <UnitTerm units={units} unit={unit} money={money} onUnit={setUnit} />
        <MultipleTerm text={multipleText} max={board.maxMultiple} onText={setMultipleText} />

        <div className={`${styles.term} ${styles.groupTerm}`}>
          {fixed ? (
            <>
              <span className={styles.label}>{lt('lottery.terms.prizeGroup')}</span>
              <span className={styles.muted}>{lt('lottery.terms.fixedNote')}</span>
            </>
          ) : (
            <>
              <label htmlFor={groupId} className={styles.label}>
                {lt('lottery.terms.prizeGroup')}
              </label>
              <input
                id={groupId}
                className={styles.range}
                type="range"
                min={board.prizeGroup.min}
                max={board.prizeGroup.max}
                step={1}
                value={betGroup}
                disabled={board.prizeGroup.min === board.prizeGroup.max}
                aria-valuetext={lt('lottery.terms.prizeGroupValue', {
                  group: betGroup,
                  rebate: percent.format(Number(rebateShare.num) / Number(rebateShare.den)),
                })}
                onChange={(event) => setGroup(Number(event.target.value))}
              />
              <output htmlFor={groupId} className={styles.groupValue}>
                {lt('lottery.terms.prizeGroupValue', {
                  group: betGroup,
                  rebate: percent.format(Number(rebateShare.num) / Number(rebateShare.den)),
                })}
              </output>
            </>
          )}
        </div>
      </div>

      <div className={styles.summary}>
        <dl className={styles.figures}>
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
            <dt>{lt('lottery.terms.prize')}</dt>
            <dd>{prizeText}</dd>
          </div>
          {fixed ? null : (
            <div>
              <dt>{lt('lottery.terms.rebate')}</dt>
              <dd>{money.minor(rebate)}</dd>
            </div>
          )}
        </dl>
        <div className={styles.summaryActions}>
          <Button
            variant="ghost"
            size="sm"
            onClick={() =>
              setDraft(draftFromSelection(method.layout, randomSelection(method, Math.random)))
            }
          >
            <Icon name="star" size={16} />
            {lt('lottery.terms.random')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={isEmptyDraft(shown)}
            onClick={() => setDraft(null)}
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
          <p id={problemId} className={styles.problem} role="status">
            {problem}
          </p>
        )}
      </div>
    </section>
  );
});

/** The prize one winning bet of each selection pays, in minor units. */
function prizesOf(
  method: PlayMethod,
  odds: Readonly<Record<string, string>> | null,
  selections: readonly unknown[],
  price: bigint,
  multiple: number,
  group: number,
): bigint[] {
  const { pricing } = method;
  if (pricing.kind === 'group') {
    return selections.length === 0 ? [] : [groupPrize(pricing.probability, group, price, multiple)];
  }
  if (pricing.kind === 'odds') {
    if (odds === null || selections.length === 0) return [];
    try {
      return [oddsBetPrize(pricing, odds, price, multiple)];
    } catch {
      return [];
    }
  }
  return selections.flatMap((selection) => {
    const key = pricing.optionOf(selection);
    if (key === undefined || odds === null) return [];
    try {
      return [floor(mul(ratio(price * BigInt(multiple)), oddsOf(odds, key)))];
    } catch {
      return [];
    }
  });
}

const minOf = (values: readonly bigint[]) => values.reduce((a, b) => (b < a ? b : a));
const maxOf = (values: readonly bigint[]) => values.reduce((a, b) => (b > a ? b : a));

/** One line on how a play's picks make bets. */
function layoutHint(lt: LotteryT, method: PlayMethod): string {
  const { layout } = method;
  switch (layout.kind) {
    case 'rows':
      return lt(
        layout.minPerRow > 0
          ? 'lottery.plays.layoutHints.rows'
          : 'lottery.plays.layoutHints.rowsOptional',
      );
    case 'sets':
      return lt(
        layout.sets.length === 1
          ? 'lottery.plays.layoutHints.setsOne'
          : 'lottery.plays.layoutHints.sets',
      );
    case 'combination':
      if (layout.k === 1) return lt('lottery.plays.layoutHints.combinationOne');
      return layout.bankers
        ? lt('lottery.plays.layoutHints.combinationBankers', { k: layout.k, max: layout.k - 1 })
        : lt('lottery.plays.layoutHints.combination', { k: layout.k });
    case 'sideRows':
      return lt('lottery.plays.layoutHints.sideRows');
    case 'option':
      return lt('lottery.plays.layoutHints.option');
  }
}
