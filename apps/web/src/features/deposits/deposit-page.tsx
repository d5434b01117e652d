import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { WalletPageProps } from '../../shared/money/wallet-page-props.ts';
import '../../shared/money/wallet-texts.ts';
import { DepositForm } from './deposit-form.tsx';
import { DepositResult } from './deposit-result.tsx';
import { forgetDeposit, pendingDeposit } from './pending-deposit.ts';

/**
 * depositv2: channels and amounts, then the provider's checkout page; back from it
 * (`mcPage=depositv2&depositId=...`), the deposit's result while its payment settles.
 */
export function DepositPage(props: WalletPageProps) {
  const [params, setParams] = useSearchParams();
  const fromAddress = params.get('depositId');
  const [depositId, setDepositId] = useState(() => fromAddress ?? pendingDeposit());
  if (depositId !== null && depositId !== '') {
    return (
      <DepositResult
        key={depositId}
        depositId={depositId}
        member={props.member}
        onMoneyMoved={props.onMoneyMoved}
        onNewDeposit={() => {
          forgetDeposit();
          setDepositId(null);
          if (fromAddress === null) return;
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              next.delete('depositId');
              return next;
            },
            { replace: true },
          );
        }}
      />
    );
  }
  return <DepositForm {...props} />;
}
