import { agentEndpoints } from '@portal/contract/agent';
import {
  transferDownlineInput,
  type transferDownlineInfoOutput,
} from '@portal/contract/agent/transfer-downline';
import { formatMinor, parseMinor } from '@portal/contract/money';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.ts';
import type * as z from 'zod/mini';
import { call } from '../../shared/api/api-client.ts';
import { compareMoney, toCents } from '../../shared/money/money.ts';
import { PasswordSendForm } from '../../shared/money/password-send-form.tsx';
import { invalidateAgent } from './agent-queries.ts';
import '../../shared/money/wallet-texts.ts';
import './agent-texts.ts';

type Info = z.infer<typeof transferDownlineInfoOutput>;

/** Props of `TransferDownlineForm`. */
export interface TransferDownlineFormProps {
  account: string;
  info: Info;
  money: (amount: string) => string;
  /** Where the withdrawal password is set, for an agent who has none. */
  securityHref: string;
  /** Money moved: the app refreshes the agent's balance. */
  onDone: () => void;
}

/** The sum of two decimal amounts, exactly (8 decimals cover every currency scale). */
function plus(a: string, b: string): string {
  return formatMinor(parseMinor(a, 8) + parseMinor(b, 8), 8);
}

/** The key of the message for an amount the limits refuse, or null when it fits. */
function limitProblem(amount: string, info: Info): string | null {
  if (compareMoney(amount, '0') <= 0) return 'invalid_amount';
  if (compareMoney(amount, info.min) < 0) return 'amount_below_minimum';
  if (info.max !== null && compareMoney(amount, info.max) > 0) return 'amount_above_maximum';
  if (compareMoney(amount, info.available) > 0) return 'insufficient_funds';
  if (info.dailyMax !== null && compareMoney(plus(info.sentToday, amount), info.dailyMax) > 0) {
    return 'daily_limit_exceeded';
  }
  return null;
}

/**
 * Amount and withdrawal password, a confirmation, then the transfer to the downline with one
 * idempotency key per action (kept across a retry, renewed after a success), as the transfer to
 * the upline does (`PasswordSendForm`). Refusals show where they belong, the server's message
 * otherwise.
 */
export function TransferDownlineForm({
  account,
  info,
  money,
  securityHref,
  onDone,
}: TransferDownlineFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <PasswordSendForm
      schema={transferDownlineInput}
      defaultValues={{ account, amount: '', withdrawPassword: '' }}
      check={({ amount }) => {
        const problem = limitProblem(amount, info);
        if (problem === 'daily_limit_exceeded') return { form: () => t(problem) };
        return problem === null ? null : { amount: problem };
      }}
      send={async (values, idempotencyKey) => {
        const answer = await call(
          agentEndpoints.transferDownline,
          { ...values, account },
          { idempotencyKey },
        );
        return () => t('agent.transfer.done', { balance: money(answer.balance) });
      }}
      onDone={() => {
        onDone();
        void invalidateAgent(queryClient);
      }}
      securityHref={securityHref}
      submitLabel={t('agent.transfer.submit')}
      confirmTitle={t('agent.transfer.confirmTitle')}
      confirmLabel={t('agent.transfer.confirm')}
      confirmText={({ amount }) =>
        t('agent.transfer.confirmText', { amount: money(toCents(amount)), account })
      }
    />
  );
}
