import { zodResolver } from '@hookform/resolvers/zod';
import { systemOpsEndpoints, type SystemSettingsOutput } from '@portal/contract/system';
import { maintenanceInput } from '@portal/contract/system/ops-settings';
import { useTranslation } from '../../i18n/use-translation.ts';
import type * as z from 'zod/mini';
import { CheckboxField } from '../../shared/forms/checkbox-field.tsx';
import { fieldError } from '../../shared/forms/server-errors.ts';
import { TextField } from '../../shared/forms/text-field.tsx';
import { FormPanel } from './form-panel.tsx';
import { opsCall } from './operator-session.ts';
import { useOpsForm } from './use-ops-form.ts';
import styles from './console.module.css';

type Values = z.input<typeof maintenanceInput>;

/**
 * The maintenance switch and the note players read on the maintenance screen. The console keeps
 * working while it is on (operator calls skip the gate).
 */
export function MaintenanceForm({
  current,
  onSaved,
}: {
  current: SystemSettingsOutput['maintenance'];
  onSaved: (settings: SystemSettingsOutput) => void;
}) {
  const { t } = useTranslation();
  const { form, submit, formError } = useOpsForm<Values, z.output<typeof maintenanceInput>>({
    resolver: zodResolver(maintenanceInput),
    defaultValues: { enabled: current.enabled, message: current.message ?? '' },
    fields: ['message'],
    send: async (values) => onSaved(await opsCall(systemOpsEndpoints.opsMaintenance, values)),
  });
  const { register, formState } = form;
  return (
    <FormPanel
      title={t('ops.system.tabs.maintenance')}
      submitLabel={t('ops.system.save')}
      submitting={formState.isSubmitting}
      formError={formError}
      onSubmit={submit}
      extra={
        <p role="note" className={current.enabled ? styles.warning : styles.muted}>
          {current.enabled ? t('ops.system.maintenanceIsOn') : t('ops.system.maintenanceIsOff')}
        </p>
      }
    >
      <CheckboxField label={t('ops.system.maintenanceOn')} {...register('enabled')} />
      <TextField
        label={t('ops.system.message')}
        hint={t('ops.system.messageHint')}
        maxLength={500}
        error={fieldError(formState.errors.message)}
        {...register('message')}
      />
    </FormPanel>
  );
}
