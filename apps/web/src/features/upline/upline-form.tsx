import type { MemberInfo } from '@portal/contract/member';
import { transferUplineInput, uplineEndpoints } from '@portal/contract/upline';
import { useTranslation } from '../../i18n/use-translation.ts';
import { call } from '../../shared/api/api-client.ts';
import { compareMoney, toCents } from '../../shared/money/money.ts';
import { PasswordSendForm } from '../../shared/money/password-send-form.tsx';
import { useMoneyText } from '../../shared/money/use-money-text.ts';
import '../../shared/money/wallet-texts.ts';

const empty = { amount: '', withdrawPassword: '' };

/** Props of `UplineForm`. */
export interface UplineFormProps {
  upline: string;
  available: string;
  member: MemberInfo;
  /** Where the withdrawal password is set, for a member who has none. */
  securityHref: string;
  onDone: () => void;
}

/** Amount and withdrawal password, a confirmation dialog, then the transfer (one key each). */
export function UplineForm({ upline, available, member, securityHref, onDone }: UplineFormProps) {
  const { t } = useTranslation();
  const money = useMoneyText(member.currencySymbol);
  return (
    <PasswordSendForm
      schema={transferUplineInput}
      defaultValues={empty}
      check={({ amount }) => {
        if (compareMoney(amount, '0') <= 0) return { amount: 'invalid_amount' };
        if (compareMoney(amount, available) > 0) return { amount: 'insufficient_funds' };
        return null;
      }}
      send={async (values, idempotencyKey) => {
        const answer = await call(uplineEndpoints.transferUpline, values, { idempotencyKey });
        return () => t('wallet.upline.done', { balance: money(answer.balance) });
      }}
      onDone={onDone}
      securityHref={securityHref}
      submitLabel={t('wallet.upline.submit')}
      submitSize="lg"
      confirmTitle={t('wallet.upline.confirmTitle')}
      confirmLabel={t('wallet.upline.confirm')}
      confirmText={({ amount }) =>
        t('wallet.upline.confirmText', { amount: money(toCents(amount)), account: upline })
      }
    />
  );
}
