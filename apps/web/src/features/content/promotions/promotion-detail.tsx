import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { showMoney } from '../../../shared/lib/format-money.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { promotionDetailQuery } from '../content-api.ts';
import '../content-texts.ts';
import { SafeHtml } from '../safe-html.tsx';
import { ActivityApplyForm } from './activity-apply-form.tsx';
import type { PromotionsEnv } from './promotions-env.ts';
import styles from './promotions.module.css';
import { RaffleClaim } from './raffle-claim.tsx';
import { StatusBadge } from './status-badge.tsx';

/**
 * One promotion's detail: its content and what the caller can do: log in (visitors), register
 * a real account (trial), apply with proofs (activities), see the application's status, or
 * claim the raffle.
 */
export function PromotionDetail({ promoId, env }: { promoId: string; env: PromotionsEnv }) {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const query = useQuery(promotionDetailQuery(promoId, language, env.isLogin ? env.token : null));
  if (query.isPending) return <p role="status">{t('content.loading')}</p>;
  if (query.isError) {
    return (
      <div role="alert" className={styles.actionRow}>
        <p>{t('content.error')}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('content.retry')}
        </Button>
      </div>
    );
  }
  const detail = query.data;
  const application = detail.application;
  const takesPart =
    detail.kind !== 'info' && detail.status !== 'CLOSED' && detail.status !== 'COMING_SOON';
  return (
    <div className={styles.detail}>
      <SafeHtml html={detail.content} />
      {detail.prizeAmount === null ? null : (
        <p className={styles.prize}>
          {t('content.promotions.prize', {
            amount: showMoney(detail.prizeAmount, env.currencySymbol, i18n.language),
          })}
        </p>
      )}
      {application === null ? null : (
        <section
          className={styles.application}
          aria-label={t('content.promotions.yourApplication')}
        >
          <h3 className={styles.formTitle}>{t('content.promotions.yourApplication')}</h3>
          <p role="status">
            {t('content.promotions.applied', { status: t(`content.status.${application.status}`) })}{' '}
            <StatusBadge status={application.status} />
          </p>
          {application.reviewNote === null ? null : (
            <p>{t('content.promotions.reviewNote', { note: application.reviewNote })}</p>
          )}
        </section>
      )}
      {!takesPart || application !== null ? null : !env.isLogin ? (
        <div className={styles.actionRow}>
          <Button variant="primary" onClick={env.openLogin}>
            {t('content.promotions.loginToJoin')}
          </Button>
        </div>
      ) : env.isTrial ? (
        <div className={styles.actionRow}>
          <Button variant="primary" onClick={env.openTrial}>
            {detail.kind === 'raffle'
              ? t('content.promotions.claim')
              : t('content.promotions.apply')}
          </Button>
        </div>
      ) : detail.kind === 'raffle' ? (
        detail.status === 'CLAIMED' ? null : (
          <RaffleClaim promoId={detail.promoId} currencySymbol={env.currencySymbol} />
        )
      ) : (
        <ActivityApplyForm promoId={detail.promoId} requiresProof={detail.requiresProof} />
      )}
    </div>
  );
}
