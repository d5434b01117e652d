import { lotteryEndpoints } from '@portal/contract/lottery';
import { findPlayMethod } from '@portal/contract/lottery/play-methods';
import type { LotteryBoard, TicketStatus, TicketView } from '@portal/contract/lottery/wire';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { call } from '../../shared/api/api-client.ts';
import { errorText } from '../../shared/forms/error-text.ts';
import type { Wording } from '../../shared/forms/use-worded.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { Icon } from '../../shared/ui/icon.tsx';
import { setMemberBalance, useSessionStore } from '../session/index.ts';
import { ResultBalls } from './balls.tsx';
import { myBetsQueryOptions, refreshGameLists, setBoardBalance } from './lottery-api.ts';
import { playLabel } from './lottery-labels.ts';
import type { LotteryMoney } from './lottery-money.ts';
import { listQueryStatus } from './lottery-status.tsx';
import { useLotteryText } from './lottery-texts.ts';
import { phaseOf } from './period-phase.ts';
import { selectionText } from './selection-text.ts';
import styles from './board.module.css';
import { dateLocale } from '../../i18n/date-time-text.ts';

/** Props of `MyBetsPanel`. */
export interface MyBetsPanelProps {
  board: LotteryBoard;
  now: number;
  money: LotteryMoney;
}

type Tone = 'success' | 'warning' | 'muted' | 'accent';

const tones: Record<TicketStatus, Tone> = {
  PENDING: 'warning',
  WON: 'success',
  LOST: 'muted',
  TIE: 'accent',
  CANCELLED: 'muted',
  REFUNDED: 'accent',
};

/**
 * The member's tickets on this game with their state and payout; a pending ticket of the
 * period still selling can be cancelled when the brand allows it (with its own idempotency key,
 * kept for a retry of the same ticket).
 */
export function MyBetsPanel({ board, now, money }: MyBetsPanelProps) {
  const { t, i18n } = useTranslation();
  const { lt } = useLotteryText();
  const titleId = useId();
  const queryClient = useQueryClient();
  const token = useSessionStore((state) => state.token);
  const gameCode = board.game.gameCode;
  const [page, setPage] = useState(1);
  const query = useQuery(myBetsQueryOptions(gameCode, token, page));
  const [cancelling, setCancelling] = useState<TicketView | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: Wording } | null>(null);
  const keys = useRef(new Map<string, string>());
  const current = board.game.current;
  const open = phaseOf(current, now).kind === 'open';
  const time = new Intl.DateTimeFormat(dateLocale(i18n.language), { timeStyle: 'medium' });

  const cancellable = (ticket: TicketView) =>
    board.cancellable &&
    open &&
    ticket.status === 'PENDING' &&
    ticket.periodNo === current?.periodNo;

  const cancel = async (ticket: TicketView) => {
    const key = keys.current.get(ticket.ticketId) ?? crypto.randomUUID();
    keys.current.set(ticket.ticketId, key);
    setBusy(true);
    try {
      const answer = await call(
        lotteryEndpoints.cancelBet,
        { ticketId: ticket.ticketId },
        { idempotencyKey: key },
      );
      keys.current.delete(ticket.ticketId);
      setMemberBalance(queryClient, answer.balance);
      setBoardBalance(queryClient, gameCode, answer.balance);
      refreshGameLists(queryClient, gameCode);
      setNotice({ ok: true, text: () => lt('lottery.myBets.cancelled') });
    } catch (error) {
      setNotice({ ok: false, text: () => errorText(error) });
    } finally {
      setBusy(false);
      setCancelling(null);
    }
  };

  const list = query.data?.list ?? [];
  let content = listQueryStatus(query, list.length, lt('lottery.myBets.empty'));
  if (content === null) {
    content = (
      <>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">{lt('lottery.myBets.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{lt('lottery.table.period')}</th>
                <th scope="col">{lt('lottery.table.play')}</th>
                <th scope="col">{lt('lottery.table.selection')}</th>
                <th scope="col" className={styles.num}>
                  {lt('lottery.table.count')}
                </th>
                <th scope="col" className={styles.num}>
                  {lt('lottery.table.stake')}
                </th>
                <th scope="col">{lt('lottery.table.result')}</th>
                <th scope="col">{lt('lottery.table.status')}</th>
                <th scope="col" className={styles.num}>
                  {lt('lottery.table.payout')}
                </th>
                <th scope="col">
                  <span className="visually-hidden">{lt('lottery.table.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((ticket) => {
                const method = findPlayMethod(ticket.playCode);
                return (
                  <tr key={ticket.ticketId}>
                    <td className={styles.periodCell}>
                      {ticket.periodNo}
                      <span className={styles.subtle}>{time.format(ticket.placedAt)}</span>
                    </td>
                    <td>{playLabel(lt, method, ticket.playCode)}</td>
                    <td className={styles.selectionCell}>
                      {selectionText(lt, method, ticket.selection)}
                    </td>
                    <td className={styles.num}>
                      {ticket.betCount} × {ticket.multiple}
                    </td>
                    <td className={styles.num}>{money.text(ticket.stake)}</td>
                    <td>
                      {ticket.result === null ? (
                        '—'
                      ) : (
                        <ResultBalls
                          shape={method?.shape ?? board.game.shape}
                          result={ticket.result}
                          size="xs"
                        />
                      )}
                    </td>
                    <td>
                      <span className={styles.pill} data-tone={tones[ticket.status]}>
                        {lt(`lottery.myBets.statuses.${ticket.status}`)}
                      </span>
                    </td>
                    <td className={styles.num}>
                      {ticket.payout === null ? '—' : money.text(ticket.payout)}
                    </td>
                    <td className={styles.num}>
                      {cancellable(ticket) ? (
                        <Button
                          variant="secondary"
                          size="sm"
                          aria-label={lt('lottery.myBets.cancelLabel', { id: ticket.ticketId })}
                          disabled={busy}
                          onClick={() => setCancelling(ticket)}
                        >
                          {lt('lottery.myBets.cancel')}
                        </Button>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        {query.data !== undefined && query.data.totalPages > 1 ? (
          <nav className={styles.pager} aria-label={lt('lottery.myBets.paging')}>
            <Button
              variant="secondary"
              size="sm"
              iconOnly
              aria-label={lt('lottery.myBets.previous')}
              disabled={query.isFetching || query.data.pageNum <= 1}
              onClick={() => setPage(query.data.pageNum - 1)}
            >
              <Icon name="chevronLeft" size={16} />
            </Button>
            <span aria-live="polite">
              {lt('lottery.myBets.page', {
                page: query.data.pageNum,
                total: query.data.totalPages,
              })}
            </span>
            <Button
              variant="secondary"
              size="sm"
              iconOnly
              aria-label={lt('lottery.myBets.next')}
              disabled={query.isFetching || query.data.pageNum >= query.data.totalPages}
              onClick={() => setPage(query.data.pageNum + 1)}
            >
              <Icon name="chevronRight" size={16} />
            </Button>
          </nav>
        ) : null}
      </>
    );
  }

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        <Icon name="history" size={18} />
        {lt('lottery.myBets.title')}
      </h2>
      {notice === null ? null : (
        <p
          className={notice.ok ? styles.okNote : styles.failed}
          role={notice.ok ? 'status' : 'alert'}
        >
          {notice.text()}
        </p>
      )}
      {content}
      {cancelling === null ? null : (
        <Dialog
          title={lt('lottery.myBets.cancelTitle')}
          coverDisabled={busy}
          closeOnEscape={!busy}
          onClose={() => {
            if (!busy) setCancelling(null);
          }}
          actions={
            <>
              <Button variant="secondary" disabled={busy} onClick={() => setCancelling(null)}>
                {lt('lottery.myBets.keep')}
              </Button>
              <Button variant="primary" disabled={busy} onClick={() => void cancel(cancelling)}>
                {busy ? t('common.loading') : lt('lottery.myBets.cancelConfirm')}
              </Button>
            </>
          }
        >
          <p>
            {lt('lottery.myBets.cancelText', {
              play: playLabel(lt, findPlayMethod(cancelling.playCode), cancelling.playCode),
              period: cancelling.periodNo,
              stake: money.text(cancelling.stake),
            })}
          </p>
        </Dialog>
      )}
    </section>
  );
}
