import { processEndpointOf } from '@portal/contract/contracts';
import type { ContractAction, ContractView } from '@portal/contract/contracts/views';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../shared/api/api-client.ts';
import { errorText } from '../../shared/forms/error-text.ts';
import { FormAlert } from '../../shared/forms/form-alert.tsx';
import formStyles from '../../shared/forms/form.module.css';
import { useWorded } from '../../shared/forms/use-worded.ts';
import { ConfirmSendDialog } from '../../shared/money/confirm-send-dialog.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { invalidateContracts } from './contracts-queries.ts';
import styles from './contracts.module.css';
import { useContractsText } from './use-contracts-text.ts';

/** Answers that cannot be taken back: they ask first. */
const destructive = new Set<ContractAction>([
  'reject',
  'withdraw',
  'requestTermination',
  'confirmTermination',
]);

/** Props of `ContractActions`. */
export interface ContractActionsProps {
  contract: ContractView;
  /** The actions this side may take in the contract's state, in button order. */
  actions: readonly ContractAction[];
  /**
   * The other party as the buttons name it (`Accept the offer from boss`), so that rows of a
   * table are told apart; the visible text stays short.
   */
  party: string;
}

/**
 * The buttons of one contract: accept goes at once; reject, withdraw and both ends ask in a
 * confirmation first. The kind's spec call answers; every contract list, the pending offers
 * and the popup flags refetch after it.
 */
export function ContractActions({ contract, actions, party }: ContractActionsProps) {
  const text = useContractsText();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<ContractAction | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useWorded();
  const [notice, setNotice] = useWorded();

  const run = async (action: ContractAction) => {
    setSending(true);
    setError(null);
    setNotice(null);
    try {
      await call(processEndpointOf[contract.kind], { contractId: contract.id, action });
      setNotice(() => text(`contracts.actions.${action}.done`));
      await invalidateContracts(queryClient);
    } catch (failure) {
      setError(() => errorText(failure));
    } finally {
      setSending(false);
      setAsking(null);
    }
  };

  if (actions.length === 0) return null;
  return (
    <div className={styles.actionBlock}>
      <div className={styles.buttons}>
        {actions.map((action) => (
          <Button
            key={action}
            size="sm"
            variant={action === 'accept' ? 'primary' : 'secondary'}
            disabled={sending}
            aria-label={text(`contracts.actions.${action}.label`, { party })}
            onClick={() => (destructive.has(action) ? setAsking(action) : void run(action))}
          >
            {text(`contracts.actions.${action}.button`)}
          </Button>
        ))}
      </div>
      <FormAlert message={error} />
      {notice === null ? null : (
        <p className={formStyles.notice} role="status">
          {notice}
        </p>
      )}
      {asking === null ? null : (
        <ConfirmSendDialog
          title={text(`contracts.actions.${asking}.title`, { party })}
          confirmLabel={text(`contracts.actions.${asking}.button`)}
          sending={sending}
          onCancel={() => setAsking(null)}
          onConfirm={() => void run(asking)}
        >
          <p>{text(`contracts.actions.${asking}.text`, { party })}</p>
        </ConfirmSendDialog>
      )}
    </div>
  );
}
