import { constants } from '@portal/contract/constants';
import { gamesEndpoints } from '@portal/contract/games';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { call } from '../../shared/api/api-client.ts';
import { formatMoney } from '../../shared/lib/format-money.ts';
import { Button } from '../../shared/ui/button.tsx';
import { SectionFrame } from '../../shared/ui/section-frame.tsx';
import './content-texts.ts';
import styles from './winners-page.module.css';

/** The winners list (spec section 2): the winner board's 20 biggest wins as a table. */
export function WinnersPage() {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const query = useQuery({
    // The same key as the home winner board, so both share one answer.
    queryKey: ['games', 'winners', language] as const,
    queryFn: ({ signal }) =>
      call(
        gamesEndpoints.winnerBoard,
        { gameCategory: 'ALL', language, limitNum: constants.winnerBoardLimit },
        { signal },
      ),
    staleTime: 60_000,
  });
  const list = query.data?.list ?? [];
  return (
    <SectionFrame title={t('content.winners.title')} icon="star">
      {query.isPending ? <p role="status">{t('content.loading')}</p> : null}
      {query.isError ? (
        <div role="alert" className={styles.state}>
          <p>{t('content.error')}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('content.retry')}
          </Button>
        </div>
      ) : null}
      {query.isSuccess && list.length === 0 ? <p>{t('content.empty')}</p> : null}
      {list.length > 0 ? (
        <table className={styles.table}>
          <caption className="visually-hidden">{t('content.winners.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('content.winners.rank')}</th>
              <th scope="col">{t('content.winners.player')}</th>
              <th scope="col">{t('content.winners.game')}</th>
              <th scope="col" className={styles.amount}>
                {t('content.winners.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((winner, index) => (
              <tr key={`${winner.customerName}-${index}`}>
                <td className={styles.rank}>{index + 1}</td>
                <td>{winner.customerName}</td>
                <td>{winner.gameName}</td>
                <td className={styles.amount}>{formatMoney(winner.winAmount, i18n.language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </SectionFrame>
  );
}
