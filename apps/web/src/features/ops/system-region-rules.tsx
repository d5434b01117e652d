import { zodResolver } from '@hookform/resolvers/zod';
import { systemOpsEndpoints, type SystemSettingsOutput } from '@portal/contract/system';
import {
  regionRuleAddInput,
  regionRuleAction,
  type OpsRegionRule,
} from '@portal/contract/system/ops-settings';
import { useTranslation } from '../../i18n/use-translation.ts';
import type * as z from 'zod/mini';
import { toBcp47 } from '../../i18n/language-codes.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import formStyles from '../../shared/forms/form.module.css';
import { formatTime } from '../../shared/lib/format-time.ts';
import { fieldError } from '../../shared/forms/server-errors.ts';
import { TextField } from '../../shared/forms/text-field.tsx';
import { FormPanel } from './form-panel.tsx';
import { opsCall } from './operator-session.ts';
import { RowAction, type useFeedback } from './ops-page.tsx';
import { OpsTable, type OpsColumn } from './ops-table.tsx';
import { useSystemChange } from './system-settings-query.ts';
import { useOpsForm } from './use-ops-form.ts';
import styles from './console.module.css';

type Values = z.input<typeof regionRuleAddInput>;

function AddRuleForm({ onAdded }: { onAdded: (settings: SystemSettingsOutput) => void }) {
  const { t } = useTranslation();
  const { form, submit, formError } = useOpsForm<Values, z.output<typeof regionRuleAddInput>>({
    resolver: zodResolver(regionRuleAddInput),
    defaultValues: { cidr: '', action: 'block', note: '' },
    fields: ['cidr', 'note'],
    send: async (values) => onAdded(await opsCall(systemOpsEndpoints.opsRegionRuleAdd, values)),
  });
  const { register, formState } = form;
  return (
    <FormPanel
      title={t('ops.system.rules.add')}
      submitLabel={t('ops.system.rules.addButton')}
      submitting={formState.isSubmitting}
      formError={formError}
      onSubmit={submit}
    >
      <TextField
        label={t('ops.system.rules.cidr')}
        hint={t('ops.system.rules.cidrHint')}
        autoComplete="off"
        maxLength={64}
        error={fieldError(formState.errors.cidr)}
        {...register('cidr')}
      />
      <label className={formStyles.field}>
        <span className={formStyles.label}>{t('ops.system.rules.action')}</span>
        <select className={styles.select} {...register('action')}>
          {regionRuleAction.options.map((action) => (
            <option key={action} value={action}>
              {t(`ops.system.rules.actions.${action}`)}
            </option>
          ))}
        </select>
      </label>
      <TextField
        label={t('ops.system.rules.note')}
        maxLength={200}
        error={fieldError(formState.errors.note)}
        {...register('note')}
      />
    </FormPanel>
  );
}

/** Networks blocked (or allowed despite a wider block) from opening the portal. */
export function RegionRules({
  rules,
  feedback,
  onAdded,
}: {
  rules: readonly OpsRegionRule[];
  feedback: ReturnType<typeof useFeedback>;
  onAdded: (settings: SystemSettingsOutput) => void;
}) {
  const { t } = useTranslation();
  const locale = toBcp47(useLanguage());
  const remove = useSystemChange(systemOpsEndpoints.opsRegionRuleDelete, feedback, (_, input) =>
    t('ops.system.rules.removed', {
      cidr: rules.find((rule) => rule.id === input.id)?.cidr ?? input.id,
    }),
  );
  const columns: OpsColumn<OpsRegionRule>[] = [
    {
      key: 'cidr',
      header: t('ops.system.rules.cidr'),
      cell: (r) => r.cidr,
      text: (r) => r.cidr,
      sortable: true,
    },
    {
      key: 'action',
      header: t('ops.system.rules.action'),
      cell: (r) => t(`ops.system.rules.actions.${r.action}`),
      text: (r) => r.action,
      sortable: true,
    },
    {
      key: 'note',
      header: t('ops.system.rules.note'),
      cell: (r) => r.note ?? '',
      text: (r) => r.note,
    },
    {
      key: 'created',
      header: t('ops.system.rules.created'),
      cell: (r) => formatTime(r.createdAt, locale),
      text: (r) => r.createdAt,
      sortable: true,
    },
    {
      key: 'actions',
      pinned: true,
      header: t('ops.system.actions'),
      cell: (r) => (
        <RowAction
          label={t('ops.system.rules.remove')}
          target={r.cidr}
          disabled={remove.isPending}
          onClick={() => remove.mutate({ id: r.id })}
        />
      ),
      text: () => null,
    },
  ];
  return (
    <div className={styles.stack}>
      <p className={styles.muted}>{t('ops.system.rules.intro')}</p>
      <AddRuleForm onAdded={onAdded} />
      {rules.length === 0 ? (
        <p className={styles.stateBox}>{t('ops.system.rules.empty')}</p>
      ) : (
        <OpsTable
          caption={t('ops.system.tabs.regionRules')}
          columns={columns}
          rows={rules}
          rowKey={(r) => r.id}
          exportName="region-rules"
        />
      )}
    </div>
  );
}
