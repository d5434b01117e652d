import { systemOpsEndpoints } from '@portal/contract/system';
import type { OpsRegisterField } from '@portal/contract/system/ops-settings';
import { useTranslation } from '../../i18n/use-translation.ts';
import '../../i18n/account-texts.ts';
import { RowAction, type useFeedback } from './ops-page.tsx';
import { OpsTable, type OpsColumn } from './ops-table.tsx';
import { useSystemChange } from './system-settings-query.ts';
import styles from './console.module.css';

type FieldState = 'hidden' | 'optional' | 'required';

function stateOf(row: { shown: boolean; required: boolean }): FieldState {
  return !row.shown ? 'hidden' : row.required ? 'required' : 'optional';
}

/**
 * The register form's fields: show or hide each optional one and make it required or not.
 * Username and password are always asked; a hidden field is never required.
 */
export function RegisterFields({
  fields,
  feedback,
}: {
  fields: readonly OpsRegisterField[];
  feedback: ReturnType<typeof useFeedback>;
}) {
  const { t } = useTranslation();
  const label = (field: string) => t(`account.fields.${field}`, { defaultValue: field });
  const update = useSystemChange(systemOpsEndpoints.opsRegisterField, feedback, (_, input) =>
    t('ops.system.fields.saved', {
      field: label(input.field),
      state: t(`ops.system.fields.states.${stateOf(input)}`),
    }),
  );
  const set = (row: OpsRegisterField, shown: boolean, required: boolean) =>
    update.mutate({ field: row.field, shown, required: shown && required });
  const columns: OpsColumn<OpsRegisterField>[] = [
    {
      key: 'field',
      header: t('ops.system.fields.field'),
      cell: (r) => label(r.field),
      text: (r) => label(r.field),
      sortable: true,
    },
    {
      key: 'state',
      header: t('ops.system.fields.state'),
      cell: (r) =>
        r.changeable ? t(`ops.system.fields.states.${stateOf(r)}`) : t('ops.system.fields.fixed'),
      text: (r) => stateOf(r),
      sortable: true,
    },
    {
      key: 'actions',
      pinned: true,
      header: t('ops.system.actions'),
      cell: (r) =>
        !r.changeable ? null : (
          <div className={styles.actions}>
            <RowAction
              label={r.shown ? t('ops.system.fields.hide') : t('ops.system.fields.show')}
              target={label(r.field)}
              disabled={update.isPending}
              onClick={() => set(r, !r.shown, r.required)}
            />
            {!r.shown ? null : (
              <RowAction
                label={
                  r.required
                    ? t('ops.system.fields.makeOptional')
                    : t('ops.system.fields.makeRequired')
                }
                target={label(r.field)}
                disabled={update.isPending}
                onClick={() => set(r, true, !r.required)}
              />
            )}
          </div>
        ),
      text: () => null,
    },
  ];
  return (
    <OpsTable
      caption={t('ops.system.tabs.registerFields')}
      columns={columns}
      rows={fields}
      rowKey={(r) => r.field}
      exportName="register-fields"
    />
  );
}
