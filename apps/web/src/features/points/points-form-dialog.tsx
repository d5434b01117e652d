import type { ReactNode } from 'react';
import walletForms from '../../shared/money/wallet-forms.module.css';
import { Button } from '../../shared/ui/button.tsx';
import { Dialog, type DialogProps } from '../../shared/ui/dialog.tsx';
import { usePointsText } from './use-points-text.ts';

/** Props of `PointsFormDialog`. */
export interface PointsFormDialogProps {
  title: string;
  size?: DialogProps['size'];
  /** The form's id: the submit button sits in the dialog's actions, outside the form. */
  formId: string;
  submitLabel: string;
  /** While the call is on its way nothing closes the dialog and both buttons wait. */
  isSubmitting: boolean;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The frame of the points mall's two forms (redeem, convert): the dialog, its cancel and submit
 * buttons, and the form they submit.
 */
export function PointsFormDialog({
  title,
  size,
  formId,
  submitLabel,
  isSubmitting,
  onSubmit,
  onClose,
  children,
}: PointsFormDialogProps) {
  const text = usePointsText();
  return (
    <Dialog
      {...(size ? { size } : {})}
      title={title}
      onClose={() => (isSubmitting ? undefined : onClose())}
      coverDisabled
      actions={
        <>
          <Button variant="ghost" disabled={isSubmitting} onClick={onClose}>
            {text('points.common.cancel')}
          </Button>
          <Button type="submit" form={formId} variant="primary" disabled={isSubmitting}>
            {isSubmitting ? text('points.common.working') : submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} className={walletForms.form} onSubmit={onSubmit} noValidate>
        {children}
      </form>
    </Dialog>
  );
}
