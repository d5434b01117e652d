import { zodResolver } from '@hookform/resolvers/zod';
import {
  operatorCreateInput,
  opsEndpoints,
  type OperatorView,
  type OpsMeOutput,
} from '@portal/contract/ops';
import { grantableRoles, type OpsRole } from '@portal/contract/ops/roles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.ts';
import type * as z from 'zod/mini';
import { useLanguage } from '../../i18n/use-language.ts';
import { toBcp47 } from '../../i18n/language-codes.ts';
import formStyles from '../../shared/forms/form.module.css';
import { PasswordField } from '../../shared/forms/password-field.tsx';
import { fieldError } from '../../shared/forms/server-errors.ts';
import { TextField } from '../../shared/forms/text-field.tsx';
import { formatTime } from '../../shared/lib/format-time.ts';
import { opsCall } from './operator-session.ts';
import { opsKeys } from './ops-queries.ts';
import { OpsTable, type OpsColumn } from './ops-table.tsx';
import { QueryState } from './query-state.tsx';
import { useOpsForm } from './use-ops-form.ts';
import { OpsPage, RowAction, useFeedback } from './ops-page.tsx';
import { FormPanel } from './form-panel.tsx';
import styles from './console.module.css';

type CreateValues = z.input<typeof operatorCreateInput>;

/** The form that creates an operator with a role the creator may give. */
function CreateOperator({ me, onCreated }: { me: OpsMeOutput; onCreated: (name: string) => void }) {
  const { t } = useTranslation();
  const roles = grantableRoles(me.permissions);
  const { form, submit, formError } = useOpsForm<
    CreateValues,
    z.output<typeof operatorCreateInput>
  >({
    resolver: zodResolver(operatorCreateInput),
    defaultValues: {
      username: '',
      password: '',
      role: roles.at(-1) ?? 'readonly',
      platform: false,
    } satisfies CreateValues,
    fields: ['username', 'password', 'role'],
    send: async (values) =>
      onCreated((await opsCall(opsEndpoints.operatorCreate, values)).username),
  });
  const { register, formState } = form;
  return (
    <FormPanel
      title={t('ops.operators.createHeading')}
      submitLabel={t('ops.operators.create')}
      submitting={formState.isSubmitting}
      formError={formError}
      onSubmit={submit}
      extra={
        me.operator.merchant !== null ? null : (
          <label className={styles.check}>
            <input type="checkbox" {...register('platform')} />
            {t('ops.operators.platform')}
          </label>
        )
      }
    >
      <TextField
        label={t('ops.operators.username')}
        autoComplete="off"
        error={fieldError(formState.errors.username)}
        {...register('username')}
      />
      <PasswordField
        label={t('ops.operators.password')}
        autoComplete="new-password"
        error={fieldError(formState.errors.password)}
        {...register('password')}
      />
      <label className={formStyles.field}>
        <span className={formStyles.label}>{t('ops.operators.role')}</span>
        <select
          className={styles.select}
          aria-label={t('ops.operators.role')}
          {...register('role')}
        >
          {roles.map((role) => (
            <option key={role} value={role}>
              {t(`ops.roles.${role}`)}
            </option>
          ))}
        </select>
      </label>
    </FormPanel>
  );
}

/** Operator accounts: the list, their role and lock, a reset of their authenticator. */
export function OperatorsPage({ me }: { me: OpsMeOutput }) {
  const { t } = useTranslation();
  const locale = toBcp47(useLanguage());
  const queryClient = useQueryClient();
  const feedback = useFeedback();
  const list = useQuery({
    queryKey: opsKeys.operators,
    queryFn: ({ signal }) => opsCall(opsEndpoints.operators, {}, { signal }),
  });
  const update = useMutation({
    mutationFn: (input: {
      id: string;
      role?: OpsRole;
      locked?: boolean;
      resetSecondFactor?: boolean;
    }) => opsCall(opsEndpoints.operatorUpdate, input),
    onMutate: feedback.clear,
    onSuccess: (operator) => {
      feedback.setNotice(() => t('ops.operators.updated', { name: operator.username }));
      void queryClient.invalidateQueries({ queryKey: opsKeys.operators });
    },
    onError: feedback.fail,
  });
  const roles = grantableRoles(me.permissions);
  const self = (row: OperatorView) => row.id === me.operator.id;
  const columns: OpsColumn<OperatorView>[] = [
    {
      key: 'username',
      header: t('ops.operators.username'),
      cell: (row) => row.username,
      text: (row) => row.username,
      sortable: true,
    },
    {
      key: 'role',
      header: t('ops.operators.role'),
      cell: (row) =>
        self(row) || !roles.includes(row.role) ? (
          t(`ops.roles.${row.role}`)
        ) : (
          <select
            className={styles.select}
            aria-label={`${t('ops.operators.role')}: ${row.username}`}
            value={row.role}
            disabled={update.isPending}
            onChange={(event) => update.mutate({ id: row.id, role: event.target.value as OpsRole })}
          >
            {roles.map((role) => (
              <option key={role} value={role}>
                {t(`ops.roles.${role}`)}
              </option>
            ))}
          </select>
        ),
      text: (row) => t(`ops.roles.${row.role}`),
      sortable: true,
    },
    {
      key: 'scope',
      header: t('ops.operators.scope'),
      cell: (row) => row.merchant ?? t('ops.shell.platform'),
      text: (row) => row.merchant ?? t('ops.shell.platform'),
      sortable: true,
    },
    {
      key: 'state',
      header: t('ops.operators.state'),
      cell: (row) =>
        [
          t(row.locked ? 'ops.operators.locked' : 'ops.operators.active'),
          row.secondFactor ? null : t('ops.operators.noSecondFactor'),
        ]
          .filter(Boolean)
          .join(' · '),
      text: (row) => t(row.locked ? 'ops.operators.locked' : 'ops.operators.active'),
    },
    {
      key: 'lastLogin',
      header: t('ops.operators.lastLogin'),
      cell: (row) =>
        row.lastLoginAt === null ? t('ops.operators.never') : formatTime(row.lastLoginAt, locale),
      text: (row) => row.lastLoginAt ?? '',
      sortable: true,
    },
    {
      key: 'actions',
      pinned: true,
      header: t('ops.operators.actions'),
      cell: (row) =>
        self(row) ? null : (
          <div className={styles.actions}>
            <RowAction
              label={t(row.locked ? 'ops.operators.unlock' : 'ops.operators.lock')}
              target={row.username}
              disabled={update.isPending}
              onClick={() => update.mutate({ id: row.id, locked: !row.locked })}
            />
            {!row.secondFactor ? null : (
              <RowAction
                label={t('ops.operators.resetSecondFactor')}
                target={row.username}
                disabled={update.isPending}
                onClick={() => update.mutate({ id: row.id, resetSecondFactor: true })}
              />
            )}
          </div>
        ),
      text: () => null,
    },
  ];
  return (
    <OpsPage title={t('ops.operators.heading')} feedback={feedback}>
      <CreateOperator
        me={me}
        onCreated={(name) => {
          feedback.setNotice(() => t('ops.operators.created', { name }));
          void queryClient.invalidateQueries({ queryKey: opsKeys.operators });
        }}
      />
      <QueryState query={list}>
        {(data) => (
          <OpsTable
            caption={t('ops.operators.heading')}
            columns={columns}
            rows={data.items}
            rowKey={(row) => row.id}
            exportName="operators"
          />
        )}
      </QueryState>
    </OpsPage>
  );
}
