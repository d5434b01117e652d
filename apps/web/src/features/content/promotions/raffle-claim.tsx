import { rewardsEndpoints } from '@portal/contract/rewards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { call } from '../../../shared/api/api-client.ts';
import { errorText } from '../../../shared/forms/error-text.ts';
import { FormAlert } from '../../../shared/forms/form-alert.tsx';
import { showMoney } from '../../../shared/lib/format-money.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Icon } from '../../../shared/ui/icon.tsx';
import '../content-texts.ts';
import styles from './promotions.module.css';

/**
 * The raffle's claim button (`MCS2_claimRafflePromotion`): one claim per member, enforced by the
 * server; one idempotency key per page visit, so a retried click cannot pay twice.
 */
export function RaffleClaim({
  promoId,
  currencySymbol,
}: {
  promoId: string;
  currencySymbol: string;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [key] = useState(() => crypto.randomUUID());
  const mutation = useMutation({
    mutationFn: () => call(rewardsEndpoints.claimRaffle, { promoId }, { idempotencyKey: key }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['content'] }),
        queryClient.invalidateQueries({ queryKey: ['member'] }),
      ]),
  });
  if (mutation.isSuccess) {
    return (
      <p className={styles.success} role="status">
        <Icon name="gift" size={18} />
        {t('content.promotions.claimed', {
          amount: showMoney(mutation.data.amount, currencySymbol, i18n.language),
        })}
      </p>
    );
  }
  return (
    <div className={styles.actionRow}>
      <FormAlert message={mutation.isError ? errorText(mutation.error) : null} />
      <Button variant="primary" disabled={mutation.isPending} onClick={() => mutation.mutate()}>
        <Icon name="gift" size={18} />
        {t('content.promotions.claim')}
      </Button>
    </div>
  );
}
