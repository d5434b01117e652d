import { findPlayMethod } from '@portal/contract/lottery/play-methods';
import type { LotteryBoard } from '@portal/contract/lottery/wire';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { isApiError } from '../../shared/api/api-error.ts';
import { errorText } from '../../shared/forms/error-text.ts';
import { Button } from '../../shared/ui/button.tsx';
import { ButtonLink } from '../../shared/ui/button-link.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { Icon } from '../../shared/ui/icon.tsx';
import { playLabel } from './lottery-labels.ts';
import type { LotteryMoney } from './lottery-money.ts';
import { useLotteryText } from './lottery-texts.ts';
import { formatCountdown, phaseOf } from './period-phase.ts';
import { selectionText } from './selection-text.ts';
import { slipTotal, type SlipBet } from './slip.ts';
import { usePlaceSlip } from './use-place-slip.ts';
import styles from './board.module.css';

/** Props of `SlipPanel`. */
export interface SlipPanelProps {
  board: LotteryBoard;
  now: number;
  money: LotteryMoney;
  bets: readonly SlipBet[];
  onRemove: (id: string) => void;
  onClear: () => void;
  /** Asks the server for the board again (a refused slip's "next period"). */
  refreshBoard: () => Promise<LotteryBoard | undefined>;
  depositHref: string;
}

const limitCodes = new Set([
  'lottery_ticket_stake_limit',
  'lottery_bet_prize_limit',
  'lottery_period_stake_limit',
  'lottery_number_limit',
]);

/**
 * The bet slip: the bets added, their total, the confirmation listing them, and the answer:
 * the tickets placed, or the refusal where it happened (a closed period with the next one to
 * bet on, a limit with its amount, too little money with a way to deposit).
 */
export function SlipPanel({
  board,
  now,
  money,
  bets,
  onRemove,
  onClear,
  refreshBoard,
  depositHref,
}: SlipPanelProps) {
  const { t } = useTranslation();
  const { lt } = useLotteryText();
  const titleId = useId();
  const [confirming, setConfirming] = useState<string | null>(null);
  const { state, place, reset } = usePlaceSlip(board.game.gameCode, onClear);
  const current = board.game.current;
  const phase = phaseOf(current, now);
  const total = slipTotal(bets);
  const balance = money.parse(board.balance);
  const sending = state.kind === 'sending';

  const open = (periodNo: string) => {
    reset();
    setConfirming(periodNo);
  };

  const confirm = async () => {
    if (confirming === null) return;
    await place(confirming, bets);
    setConfirming(null);
  };

  const nextPeriod = async () => {
    const fresh = await refreshBoard();
    const period = fresh?.game.current;
    if (period === null || period === undefined) return;
    if (phaseOf(period, fresh?.now ?? now).kind === 'open') open(period.periodNo);
    else reset();
  };

  let closedNote: string | null = null;
  if (phase.kind !== 'open' && bets.length > 0) {
    closedNote =
      phase.kind === 'opening'
        ? lt('lottery.slip.closedUntil', { time: formatCountdown(phase.until - now) })
        : lt('lottery.slip.waitingPeriod');
  }

  return (
    <section className={`${styles.card} ${styles.slip}`} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        <Icon name="cards" size={18} />
        {lt('lottery.slip.title')}
        {bets.length > 0 ? <span className={styles.badge}>{bets.length}</span> : null}
      </h2>

      {bets.length === 0 ? (
        <p className={styles.empty}>{lt('lottery.slip.empty')}</p>
      ) : (
        <ul className={styles.slipList} aria-label={lt('lottery.slip.listLabel')}>
          {bets.map((bet) => {
            const method = findPlayMethod(bet.playCode);
            const label = playLabel(lt, method, bet.playCode);
            const selection = selectionText(lt, method, bet.selection);
            const cost = method?.cost ?? 1;
            return (
              <li key={bet.id} className={styles.slipItem}>
                <div className={styles.slipMain}>
                  <span className={styles.slipPlay}>{label}</span>
                  <span className={styles.slipSelection}>{selection}</span>
                  <span className={styles.muted}>
                    {/* Plays sold by the point (lô 2 số: 18) cost that many units a bet. */}
                    {lt(cost > 1 ? 'lottery.slip.lineCost' : 'lottery.slip.line', {
                      count: bet.betCount,
                      cost,
                      unit: money.minor(money.price(bet.unit) ?? 0n),
                      multiple: bet.multiple,
                    })}
                  </span>
                </div>
                <strong className={styles.slipStake}>{money.minor(bet.stake)}</strong>
                <Button
                  variant="ghost"
                  size="sm"
                  iconOnly
                  aria-label={lt('lottery.slip.remove', { play: label, selection })}
                  onClick={() => onRemove(bet.id)}
                >
                  <Icon name="close" size={16} />
                </Button>
              </li>
            );
          })}
        </ul>
      )}

      <dl className={styles.slipTotals}>
        <div>
          <dt>{lt('lottery.slip.bets')}</dt>
          <dd>{bets.reduce((n, bet) => n + bet.betCount, 0)}</dd>
        </div>
        <div>
          <dt>{lt('lottery.slip.total')}</dt>
          <dd className={styles.total}>
            <output aria-label={lt('lottery.slip.total')}>{money.minor(total)}</output>
          </dd>
        </div>
        <div>
          <dt>{lt('lottery.slip.balance')}</dt>
          <dd>{money.text(board.balance)}</dd>
        </div>
      </dl>

      {balance !== null && total > balance ? (
        <p className={styles.warn}>
          {lt('lottery.slip.overBalance')}{' '}
          <ButtonLink to={depositHref} variant="secondary" size="sm">
            {lt('lottery.slip.deposit')}
          </ButtonLink>
        </p>
      ) : null}

      <SlipAnswer
        state={state}
        money={money}
        onDismiss={reset}
        onNextPeriod={() => void nextPeriod()}
        depositHref={depositHref}
      />

      {closedNote === null ? null : <p className={styles.muted}>{closedNote}</p>}

      <div className={styles.slipActions}>
        <Button variant="ghost" size="sm" disabled={bets.length === 0 || sending} onClick={onClear}>
          {lt('lottery.slip.clear')}
        </Button>
        <Button
          variant="primary"
          size="lg"
          disabled={bets.length === 0 || sending || phase.kind !== 'open' || current === null}
          onClick={() => current !== null && open(current.periodNo)}
        >
          {lt('lottery.slip.place')}
        </Button>
      </div>

      {confirming === null ? null : (
        <Dialog
          title={lt('lottery.slip.confirmTitle')}
          size="md"
          coverDisabled={sending}
          closeOnEscape={!sending}
          onClose={() => {
            if (!sending) setConfirming(null);
          }}
          actions={
            <>
              <Button variant="secondary" disabled={sending} onClick={() => setConfirming(null)}>
                {t('common.cancel')}
              </Button>
              <Button variant="primary" disabled={sending} onClick={() => void confirm()}>
                {sending ? lt('lottery.slip.sending') : lt('lottery.slip.confirm')}
              </Button>
            </>
          }
        >
          <p className={styles.confirmPeriod}>
            {lt('lottery.slip.confirmPeriod', { game: board.game.name, period: confirming })}
          </p>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{lt('lottery.table.play')}</th>
                  <th scope="col">{lt('lottery.table.selection')}</th>
                  <th scope="col" className={styles.num}>
                    {lt('lottery.table.count')}
                  </th>
                  <th scope="col" className={styles.num}>
                    {lt('lottery.table.stake')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {bets.map((bet) => {
                  const method = findPlayMethod(bet.playCode);
                  return (
                    <tr key={bet.id}>
                      <td>{playLabel(lt, method, bet.playCode)}</td>
                      <td>{selectionText(lt, method, bet.selection)}</td>
                      <td className={styles.num}>
                        {bet.betCount} × {bet.multiple}
                      </td>
                      <td className={styles.num}>{money.minor(bet.stake)}</td>
                    </tr>
                  );
                })}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={3}>
                    {lt('lottery.slip.total')}
                  </th>
                  <td className={styles.num}>{money.minor(total)}</td>
                </tr>
              </tfoot>
            </table>
          </div>
        </Dialog>
      )}
    </section>
  );
}

interface SlipAnswerProps {
  state: ReturnType<typeof usePlaceSlip>['state'];
  money: LotteryMoney;
  onDismiss: () => void;
  onNextPeriod: () => void;
  depositHref: string;
}

/** The answer to the last slip sent: its tickets, or its refusal with the way forward. */
function SlipAnswer({ state, money, onDismiss, onNextPeriod, depositHref }: SlipAnswerProps) {
  const { lt } = useLotteryText();
  if (state.kind === 'placed') {
    return (
      <div className={styles.placed} role="status">
        <div className={styles.placedHead}>
          <strong>{lt('lottery.slip.placedTitle')}</strong>
          <Button variant="ghost" size="sm" onClick={onDismiss}>
            {lt('lottery.slip.dismiss')}
          </Button>
        </div>
        <p>
          {lt('lottery.slip.placedText', { count: state.tickets.length, period: state.periodNo })}
        </p>
        <ul className={styles.placedList}>
          {state.tickets.map((ticket) => {
            const method = findPlayMethod(ticket.playCode);
            return (
              <li key={ticket.ticketId}>
                <span>
                  #{ticket.ticketId} · {playLabel(lt, method, ticket.playCode)} ·{' '}
                  {selectionText(lt, method, ticket.selection)}
                </span>
                <strong>{money.text(ticket.stake)}</strong>
              </li>
            );
          })}
        </ul>
      </div>
    );
  }
  if (state.kind !== 'failed') return null;
  const { error } = state;
  const code = isApiError(error) ? error.code : '';
  const limit = isApiError(error) ? error.details?.limit : undefined;
  const limitText =
    typeof limit === 'string' && money.parse(limit) !== null
      ? money.text(limit)
      : typeof limit === 'number' || typeof limit === 'string'
        ? String(limit)
        : null;
  return (
    <div className={styles.failed} role="alert">
      <p>{errorText(error)}</p>
      {limitCodes.has(code) && limitText !== null ? (
        <p className={styles.limit}>{lt('lottery.slip.limit', { limit: limitText })}</p>
      ) : null}
      {code === 'lottery_period_closed' ? (
        <Button variant="primary" size="sm" onClick={onNextPeriod}>
          {lt('lottery.slip.nextPeriod')}
        </Button>
      ) : null}
      {code === 'insufficient_funds' ? (
        <ButtonLink to={depositHref} variant="primary" size="sm">
          {lt('lottery.slip.deposit')}
        </ButtonLink>
      ) : null}
    </div>
  );
}
