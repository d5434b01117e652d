import { zodResolver } from '@hookform/resolvers/zod';
import { contentOpsEndpoints } from '@portal/contract/content';
import {
  opsApplicationReviewInput,
  type opsApplication,
  type OpsApplicationItem,
} from '@portal/contract/content/ops-applications';
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

/** An application as the review answers it. */
export type ReviewedApplication = z.infer<typeof opsApplication>;

/** Props of the panels that decide one application. */
interface ReviewPanelProps {
  row: OpsApplicationItem;
  /** The server's answer once the call went through; the page closes the panel. */
  onDone: (answer: ReviewedApplication) => void;
  onCancel: () => void;
}

type ReviewValues = z.input<typeof opsApplicationReviewInput>;
type ReviewOutput = z.output<typeof opsApplicationReviewInput>;

/**
 * An empty input is no value: the note then leaves the application's earlier note as it was,
 * and the amount falls back to the promotion's own bonus.
 */
function optionalText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function CancelButton({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <div>
      <Button size="sm" variant="secondary" onClick={onCancel}>
        {t('opsApplications.cancel')}
      </Button>
    </div>
  );
}

/** The review call of one application with the values of its form. */
function useReviewForm(
  row: OpsApplicationItem,
  action: 'issue' | 'reject',
  onDone: ReviewPanelProps['onDone'],
) {
  return useOpsForm<ReviewValues, ReviewOutput>({
    resolver: zodResolver(opsApplicationReviewInput),
    defaultValues: {
      applicationId: row.applicationId,
      action,
      note: null,
      amount: null,
    } satisfies ReviewValues,
    fields: ['amount', 'note'],
    send: async (values) => onDone(await opsCall(contentOpsEndpoints.opsApplicationReview, values)),
  });
}

/**
 * The approval of an application: credits its bonus once (the amount given, else the
 * promotion's own) and sends the member a message with the note.
 */
export function IssuePanel({ row, onDone, onCancel }: ReviewPanelProps) {
  const { t } = useTranslation();
  const { form, submit, formError } = useReviewForm(row, 'issue', onDone);
  const { register, formState, setFocus } = form;
  useEffect(() => setFocus('amount'), [setFocus]);
  return (
    <FormPanel
      title={t('opsApplications.activity.issueHeading', { id: row.applicationId })}
      submitLabel={t('opsApplications.activity.confirmIssue')}
      submitting={formState.isSubmitting}
      formError={formError}
      onSubmit={submit}
      extra={
        <>
          <p className={styles.muted}>{t('opsApplications.activity.issueIntro')}</p>
          <CancelButton onCancel={onCancel} />
        </>
      }
    >
      <TextField
        label={t('opsApplications.activity.amount')}
        hint={t('opsApplications.activity.amountHint')}
        inputMode="decimal"
        autoComplete="off"
        error={fieldError(formState.errors.amount)}
        {...register('amount', { setValueAs: optionalText })}
      />
      <TextField
        label={t('opsApplications.activity.memberNote')}
        maxLength={500}
        error={fieldError(formState.errors.note)}
        {...register('note', { setValueAs: optionalText })}
      />
    </FormPanel>
  );
}

/** The rejection of an application, with the note the member's message carries. */
export function RejectPanel({ row, onDone, onCancel }: ReviewPanelProps) {
  const { t } = useTranslation();
  const { form, submit, formError } = useReviewForm(row, 'reject', onDone);
  const { register, formState, setFocus } = form;
  useEffect(() => setFocus('note'), [setFocus]);
  return (
    <FormPanel
      title={t('opsApplications.activity.rejectHeading', { id: row.applicationId })}
      submitLabel={t('opsApplications.activity.confirmReject')}
      submitting={formState.isSubmitting}
      formError={formError}
      onSubmit={submit}
      extra={
        <>
          <p className={styles.muted}>{t('opsApplications.activity.rejectIntro')}</p>
          <CancelButton onCancel={onCancel} />
        </>
      }
    >
      <TextField
        label={t('opsApplications.activity.memberNote')}
        maxLength={500}
        error={fieldError(formState.errors.note)}
        {...register('note', { setValueAs: optionalText })}
      />
    </FormPanel>
  );
}
