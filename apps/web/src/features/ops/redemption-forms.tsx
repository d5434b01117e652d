import { zodResolver } from '@hookform/resolvers/zod';
import { pointsOpsEndpoints, type OpsRedemption, type redeemRecord } from '@portal/contract/points';
import { opsRedemptionDecideInput } from '@portal/contract/points/ops';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import type * as z from 'zod/mini';
import { fieldError } from '../../shared/forms/server-errors.ts';
import { TextField } from '../../shared/forms/text-field.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { FormPanel } from './form-panel.tsx';
import { opsCall } from './operator-session.ts';
import { useOpsForm } from './use-ops-form.ts';
import styles from './console.module.css';

/** A redemption as the decision answers it. */
export type DecidedRedemption = z.infer<typeof redeemRecord>;

type DecideValues = z.input<typeof opsRedemptionDecideInput>;

/**
 * The decision on a redemption in process, with the remark its member reads in the redeem
 * history. Approval asks for this confirmation too: it pays a credit reward at once and cannot
 * be undone; rejection returns the points and the goods' stock.
 */
export function DecidePanel({
  row,
  decision,
  onDone,
  onCancel,
}: {
  row: OpsRedemption;
  decision: 'approve' | 'reject';
  /** The server's answer once the call went through; the page closes the panel. */
  onDone: (answer: DecidedRedemption, decision: 'approve' | 'reject') => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { form, submit, formError } = useOpsForm<
    DecideValues,
    z.output<typeof opsRedemptionDecideInput>
  >({
    resolver: zodResolver(opsRedemptionDecideInput),
    defaultValues: { id: row.id, decision, remark: '' } satisfies DecideValues,
    fields: ['remark'],
    send: async (values) =>
      onDone(await opsCall(pointsOpsEndpoints.opsRedemptionDecide, values), decision),
  });
  const { register, formState, setFocus } = form;
  useEffect(() => setFocus('remark'), [setFocus]);
  const approve = decision === 'approve';
  return (
    <FormPanel
      title={t(
        approve
          ? 'opsApplications.redemptions.approveHeading'
          : 'opsApplications.redemptions.rejectHeading',
        { ref: row.refNo },
      )}
      submitLabel={t(
        approve
          ? 'opsApplications.redemptions.confirmApprove'
          : 'opsApplications.redemptions.confirmReject',
      )}
      submitting={formState.isSubmitting}
      formError={formError}
      onSubmit={submit}
      extra={
        <>
          <p className={styles.muted}>
            {t(
              approve
                ? 'opsApplications.redemptions.approveIntro'
                : 'opsApplications.redemptions.rejectIntro',
            )}
          </p>
          <div>
            <Button size="sm" variant="secondary" onClick={onCancel}>
              {t('opsApplications.cancel')}
            </Button>
          </div>
        </>
      }
    >
      <TextField
        label={t('opsApplications.redemptions.memberRemark')}
        maxLength={300}
        error={fieldError(formState.errors.remark)}
        {...register('remark')}
      />
    </FormPanel>
  );
}
