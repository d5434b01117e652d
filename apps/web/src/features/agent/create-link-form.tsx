import { agentEndpoints } from '@portal/contract/agent';
import type { registerCentreOutput } from '@portal/contract/agent/register-centre';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import type * as z from 'zod/mini';
import { call } from '../../shared/api/api-client.ts';
import { errorText } from '../../shared/forms/error-text.ts';
import { FormAlert } from '../../shared/forms/form-alert.tsx';
import formStyles from '../../shared/forms/form.module.css';
import { TextField } from '../../shared/forms/text-field.tsx';
import { useWorded } from '../../shared/forms/use-worded.ts';
import { SelectField } from '../../shared/money/select-field.tsx';
import walletForms from '../../shared/money/wallet-forms.module.css';
import { Button } from '../../shared/ui/button.tsx';
import { agentKey } from './agent-queries.ts';
import './agent-texts.ts';
import { prizeGroupField } from './prize-group-field.ts';
import { useTypeLabel } from './use-type-label.ts';

type Centre = z.infer<typeof registerCentreOutput>;

/** Props of `CreateLinkForm`. */
export interface CreateLinkFormProps {
  types: Centre['types'];
  prizeGroup: Centre['prizeGroup'];
}

/** Creates an invitation link for a downline type and prize group; the list shows it next. */
export function CreateLinkForm({ types, prizeGroup }: CreateLinkFormProps) {
  const { t } = useTranslation();
  const typeLabel = useTypeLabel();
  const queryClient = useQueryClient();
  const prize = useMemo(() => prizeGroupField(prizeGroup, t), [prizeGroup, t]);
  const [type, setType] = useState(String(types[0]?.type ?? ''));
  const [group, setGroup] = useState('');
  const [groupError, setGroupError] = useState<string | undefined>();
  const [formError, setFormError] = useWorded();
  const [notice, setNotice] = useWorded();
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setNotice(null);
    const problem = prize.problem(group);
    setGroupError(problem ?? undefined);
    if (problem !== null) return;
    setSending(true);
    try {
      const link = await call(agentEndpoints.createLink, {
        type: Number(type),
        ...(group.trim() === '' ? {} : { prizeGroup: Number(group) }),
      });
      setGroup('');
      setNotice(() => t('agent.register.linkCreated', { code: link.code }));
      await queryClient.invalidateQueries({ queryKey: agentKey('links') });
    } catch (error) {
      setFormError(() => errorText(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <form className={walletForms.form} onSubmit={(event) => void submit(event)} noValidate>
      <div className={walletForms.formRow}>
        <SelectField
          label={t('agent.common.type')}
          value={type}
          onChange={(event) => setType(event.target.value)}
        >
          {types.map((item) => (
            <option key={item.type} value={item.type}>
              {typeLabel(item)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('agent.common.prizeGroup')}
          inputMode="numeric"
          autoComplete="off"
          hint={prize.hint}
          error={groupError}
          value={group}
          onChange={(event) => setGroup(event.target.value)}
        />
      </div>
      <FormAlert message={formError} />
      {notice === null ? null : (
        <p className={formStyles.notice} role="status">
          {notice}
        </p>
      )}
      <div>
        <Button type="submit" variant="primary" disabled={sending}>
          {sending ? t('agent.common.working') : t('agent.register.createLink')}
        </Button>
      </div>
    </form>
  );
}
