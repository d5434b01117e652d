import { zodResolver } from '@hookform/resolvers/zod';
import { contentOpsEndpoints } from '@portal/contract/content';
import {
  sortOrder,
  type OpsContentKindName,
  type OpsContentSwitchOutput,
} from '@portal/contract/content/ops-items';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import * as z from 'zod/mini';
import { fieldError } from '../../shared/forms/server-errors.ts';
import { OrderField } from './content-form-parts.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { FormPanel } from './form-panel.tsx';
import { opsCall } from './operator-session.ts';
import { useOpsForm } from './use-ops-form.ts';

/** The kinds that have a display order an operator may change (all but announcements). */
export type OrderedKind = Exclude<OpsContentKindName, 'announcements'>;

/** The row being moved: what the switch needs to leave it as it is, and its order now. */
export interface MoveTarget {
  kind: OrderedKind;
  id: string;
  enabled: boolean;
  sort: number;
}

/**
 * The order as typed: a whole number (no decimals, no spaces inside), then the contract's own
 * bounds, so nothing the server would refuse is sent.
 */
const moveSchema = z.object({
  sort: z.string().check(
    z.trim(),
    z.regex(/^[-+]?\d{1,7}$/u, 'field_invalid'),
    z.refine((value) => z.safeParse(sortOrder, Number(value)).success, 'field_invalid'),
  ),
});
type MoveValues = z.input<typeof moveSchema>;

/** Moves one row to another display order, leaving it switched on or off as it is. */
export function MovePanel({
  target,
  onDone,
  onCancel,
}: {
  target: MoveTarget;
  /** The server's answer once the call went through; the page closes the panel. */
  onDone: (answer: OpsContentSwitchOutput) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { form, submit, formError } = useOpsForm<MoveValues, z.output<typeof moveSchema>>({
    resolver: zodResolver(moveSchema),
    defaultValues: { sort: String(target.sort) } satisfies MoveValues,
    fields: ['sort'],
    send: async (values) =>
      onDone(
        await opsCall(contentOpsEndpoints.opsContentSwitch, {
          kind: target.kind,
          id: target.id,
          enabled: target.enabled,
          sort: Number(values.sort),
        }),
      ),
  });
  const { register, formState, setFocus } = form;
  useEffect(() => setFocus('sort'), [setFocus]);
  return (
    <FormPanel
      title={t(`ops.content.moveHeading.${target.kind}`, { id: target.id })}
      submitLabel={t('ops.content.saveOrder')}
      submitting={formState.isSubmitting}
      formError={formError}
      onSubmit={submit}
      extra={
        <div>
          <Button size="sm" variant="secondary" onClick={onCancel}>
            {t('ops.content.cancel')}
          </Button>
        </div>
      }
    >
      <OrderField error={fieldError(formState.errors.sort)} {...register('sort')} />
    </FormPanel>
  );
}
