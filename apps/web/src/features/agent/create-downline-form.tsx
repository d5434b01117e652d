import { zodResolver } from '@hookform/resolvers/zod';
import { agentEndpoints } from '@portal/contract/agent';
import type { registerCentreOutput } from '@portal/contract/agent/register-centre';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import * as z from 'zod/mini';
import { call } from '../../shared/api/api-client.ts';
import { errorText } from '../../shared/forms/error-text.ts';
import { FormAlert } from '../../shared/forms/form-alert.tsx';
import formStyles from '../../shared/forms/form.module.css';
import { PasswordField } from '../../shared/forms/password-field.tsx';
import { issue, ruleText, sameAs } from '../../shared/forms/rule-text.ts';
import { applyServerFieldErrors, fieldError } from '../../shared/forms/server-errors.ts';
import { TextField } from '../../shared/forms/text-field.tsx';
import { useWorded } from '../../shared/forms/use-worded.ts';
import { SelectField } from '../../shared/money/select-field.tsx';
import walletForms from '../../shared/money/wallet-forms.module.css';
import { Button } from '../../shared/ui/button.tsx';
import { invalidateAgent } from './agent-queries.ts';
import './agent-texts.ts';
import { prizeGroupField } from './prize-group-field.ts';
import { useTypeLabel } from './use-type-label.ts';

type Centre = z.infer<typeof registerCentreOutput>;

interface Values {
  account: string;
  password: string;
  confirmPassword: string;
  type: string;
  prizeGroup: string;
}

const fields = ['account', 'password', 'confirmPassword', 'type', 'prizeGroup'] as const;

/** Props of `CreateDownlineForm`. */
export interface CreateDownlineFormProps {
  types: Centre['types'];
  prizeGroup: Centre['prizeGroup'];
}

/**
 * Creates a direct downline: account, password typed twice, type (member or agent) and a prize
 * group within the agent's range (empty: the agent's own). The call is encrypted like every
 * password-carrying call; the API client seals it with the merchant key.
 */
export function CreateDownlineForm({ types, prizeGroup }: CreateDownlineFormProps) {
  const { t } = useTranslation();
  const typeLabel = useTypeLabel();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useWorded();
  const [notice, setNotice] = useWorded();
  const prize = useMemo(() => prizeGroupField(prizeGroup, t), [prizeGroup, t]);
  const schema = useMemo(
    () =>
      z
        .object({
          account: ruleText({ required: true }),
          password: ruleText({ required: true, trim: false }),
          confirmPassword: ruleText({ required: true, trim: false }),
          type: z.string(),
          prizeGroup: z.string(),
        })
        .check(
          sameAs<Values>('password', 'confirmPassword'),
          z.check<Values>((payload) => {
            const problem = prize.problem(payload.value.prizeGroup);
            if (problem !== null) payload.issues.push(issue(problem, payload.value, 'prizeGroup'));
          }),
        ),
    [prize],
  );
  const first = types[0];
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      account: '',
      password: '',
      confirmPassword: '',
      type: first === undefined ? '' : String(first.type),
      prizeGroup: '',
    },
  });
  const { register, handleSubmit, setError, reset, formState } = form;
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    setNotice(null);
    try {
      const created = await call(agentEndpoints.createDownline, {
        account: values.account,
        password: values.password,
        type: Number(values.type),
        ...(values.prizeGroup === '' ? {} : { prizeGroup: Number(values.prizeGroup) }),
      });
      reset({ ...values, account: '', password: '', confirmPassword: '' });
      setNotice(() => t('agent.register.created', { account: created.account }));
      void invalidateAgent(queryClient);
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, fields)) setFormError(() => errorText(error));
    }
  });

  return (
    <form className={walletForms.form} onSubmit={(event) => void submit(event)} noValidate>
      <div className={walletForms.formRow}>
        <TextField
          label={t('agent.common.account')}
          autoComplete="off"
          error={fieldError(errors.account)}
          {...register('account')}
        />
        <SelectField label={t('agent.common.type')} {...register('type')}>
          {types.map((type) => (
            <option key={type.type} value={type.type}>
              {typeLabel(type)}
            </option>
          ))}
        </SelectField>
        <PasswordField
          label={t('agent.register.password')}
          autoComplete="new-password"
          error={fieldError(errors.password)}
          {...register('password')}
        />
        <PasswordField
          label={t('agent.register.confirmPassword')}
          autoComplete="new-password"
          error={fieldError(errors.confirmPassword)}
          {...register('confirmPassword')}
        />
        <TextField
          label={t('agent.common.prizeGroup')}
          inputMode="numeric"
          autoComplete="off"
          hint={prize.hint}
          error={fieldError(errors.prizeGroup)}
          {...register('prizeGroup')}
        />
      </div>
      <FormAlert message={formError} />
      {notice === null ? null : (
        <p className={formStyles.notice} role="status">
          {notice}
        </p>
      )}
      <div>
        <Button type="submit" variant="primary" disabled={isSubmitting}>
          {isSubmitting ? t('agent.common.working') : t('agent.register.create')}
        </Button>
      </div>
    </form>
  );
}
