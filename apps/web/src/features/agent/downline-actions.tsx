import { agentEndpoints } from '@portal/contract/agent';
import type { DownlineRow, downlineSummaryOutput } from '@portal/contract/agent/team';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import type * as z from 'zod/mini';
import { call } from '../../shared/api/api-client.ts';
import { errorText } from '../../shared/forms/error-text.ts';
import { FormAlert } from '../../shared/forms/form-alert.tsx';
import formStyles from '../../shared/forms/form.module.css';
import { useWorded, type Wording } from '../../shared/forms/use-worded.ts';
import { ConfirmSendDialog } from '../../shared/money/confirm-send-dialog.tsx';
import { SelectField } from '../../shared/money/select-field.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { invalidateAgent } from './agent-queries.ts';
import './agent-texts.ts';
import styles from './agent.module.css';
import { useTypeLabel } from './use-type-label.ts';

/** Props of `DownlineActions`. */
export interface DownlineActionsProps {
  downline: DownlineRow;
  actions: z.infer<typeof downlineSummaryOutput>['actions'];
}

/**
 * Changing a direct downline's type (to the types the server offers) and locking or unlocking
 * its login (after a confirmation). Each refreshes the agent's cached team on success.
 */
export function DownlineActions({ downline, actions }: DownlineActionsProps) {
  const { t } = useTranslation();
  const typeLabel = useTypeLabel();
  const queryClient = useQueryClient();
  const [type, setType] = useState(String(actions.changeType[0] ?? ''));
  const [confirmLock, setConfirmLock] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useWorded();
  const [notice, setNotice] = useWorded();

  const run = async (send: () => Promise<unknown>, done: Wording) => {
    setSending(true);
    setError(null);
    setNotice(null);
    try {
      await send();
      setNotice(done);
      await invalidateAgent(queryClient);
    } catch (failure) {
      setError(() => errorText(failure));
    } finally {
      setSending(false);
      setConfirmLock(false);
    }
  };
  const account = downline.account;
  const locking = !downline.locked;
  if (actions.changeType.length === 0 && !actions.lock) return null;
  return (
    <div className={styles.panelSection}>
      {actions.changeType.length === 0 ? null : (
        <form
          className={styles.inlineForm}
          onSubmit={(event) => {
            event.preventDefault();
            void run(
              () => call(agentEndpoints.changeDownlineType, { account, type: Number(type) }),
              () => t('agent.downline.typeChanged'),
            );
          }}
        >
          <SelectField
            label={t('agent.downline.newType')}
            value={type}
            onChange={(event) => setType(event.target.value)}
          >
            {actions.changeType.map((item) => (
              <option key={item} value={item}>
                {typeLabel({ type: item, isAgent: item !== 0 })}
              </option>
            ))}
          </SelectField>
          <Button type="submit" variant="secondary" disabled={sending}>
            {t('agent.downline.saveType')}
          </Button>
        </form>
      )}
      {actions.lock ? (
        <div>
          <Button variant="secondary" disabled={sending} onClick={() => setConfirmLock(true)}>
            {locking ? t('agent.downline.lock') : t('agent.downline.unlock')}
          </Button>
        </div>
      ) : null}
      <FormAlert message={error} />
      {notice === null ? null : (
        <p className={formStyles.notice} role="status">
          {notice}
        </p>
      )}
      {confirmLock ? (
        <ConfirmSendDialog
          title={t(locking ? 'agent.downline.lockTitle' : 'agent.downline.unlockTitle', {
            account,
          })}
          confirmLabel={locking ? t('agent.downline.lock') : t('agent.downline.unlock')}
          sending={sending}
          onCancel={() => setConfirmLock(false)}
          onConfirm={() =>
            void run(
              () => call(agentEndpoints.lockDownline, { account, locked: locking }),
              () => (locking ? t('agent.downline.locked') : t('agent.downline.unlocked')),
            )
          }
        >
          <p>{t(locking ? 'agent.downline.lockText' : 'agent.downline.unlockText', { account })}</p>
        </ConfirmSendDialog>
      ) : null}
    </div>
  );
}
