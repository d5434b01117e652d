import type { ResponsibleGamingSetting } from '@portal/contract/responsible-gaming/settings';
import { useState, type BaseSyntheticEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { CheckboxField } from '../../shared/forms/checkbox-field.tsx';
import { TextField } from '../../shared/forms/text-field.tsx';
import { isApiError } from '../../shared/api/api-error.ts';
import { fieldErrorText } from '../../shared/forms/error-text.ts';
import { FormPanel } from './form-panel.tsx';
import type { useFeedback } from './ops-page.tsx';
import { QueryState } from './query-state.tsx';
import { useRgSettings, useSaveRgSettings } from './rg-queries.ts';

type NumberField =
  | 'loosenDelayHours'
  | 'coolOffMinHours'
  | 'coolOffMaxHours'
  | 'realityCheckMinutes'
  | 'idleMinutes';
const listFields = ['selfExclusionMonths', 'realityCheckChoices'] as const;
type Field = NumberField | (typeof listFields)[number];
type Draft = Record<Field, string> & { selfExclusionPermanent: boolean };

function draftOf(rules: ResponsibleGamingSetting): Draft {
  return {
    loosenDelayHours: String(rules.loosenDelayHours),
    coolOffMinHours: String(rules.coolOffMinHours),
    coolOffMaxHours: String(rules.coolOffMaxHours),
    realityCheckMinutes: String(rules.realityCheckMinutes),
    idleMinutes: rules.idleMinutes === undefined ? '' : String(rules.idleMinutes),
    selfExclusionMonths: rules.selfExclusionMonths.join(', '),
    realityCheckChoices: rules.realityCheckChoices.join(', '),
    selfExclusionPermanent: rules.selfExclusionPermanent,
  };
}

const whole = (text: string) => (/^\d{1,5}$/u.test(text.trim()) ? Number(text.trim()) : null);

/**
 * The rules as typed: whole numbers and comma lists, or the fields that are not. The ranges
 * (the strict floors) are the server's to check: its refusal names the field.
 */
function parse(draft: Draft): { rules: ResponsibleGamingSetting } | { bad: Field[] } {
  const bad: Field[] = [];
  const num = (field: NumberField) => {
    const value = whole(draft[field]);
    if (value === null) bad.push(field);
    return value ?? 0;
  };
  const list = (field: (typeof listFields)[number]) => {
    const values = draft[field].split(',').map(whole);
    if (values.some((v) => v === null)) bad.push(field);
    return values.map((v) => v ?? 0);
  };
  const idle = draft.idleMinutes.trim() === '' ? undefined : num('idleMinutes');
  const rules: ResponsibleGamingSetting = {
    loosenDelayHours: num('loosenDelayHours'),
    coolOffMinHours: num('coolOffMinHours'),
    coolOffMaxHours: num('coolOffMaxHours'),
    realityCheckMinutes: num('realityCheckMinutes'),
    selfExclusionMonths: list('selfExclusionMonths'),
    realityCheckChoices: list('realityCheckChoices'),
    selfExclusionPermanent: draft.selfExclusionPermanent,
    ...(idle === undefined ? {} : { idleMinutes: idle }),
  };
  return bad.length > 0 ? { bad } : { rules };
}

function RulesForm({
  rules,
  feedback,
}: {
  rules: ResponsibleGamingSetting;
  feedback: ReturnType<typeof useFeedback>;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(() => draftOf(rules));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const save = useSaveRgSettings(
    () => feedback.setNotice(() => t('opsRg.rules.saved')),
    (error) => {
      const fields = isApiError(error) ? error.fields : undefined;
      if (fields === undefined || Object.keys(fields).length === 0) {
        feedback.fail(error);
        return;
      }
      // A list's item comes back as `selfExclusionMonths.1`: shown on the list's field.
      const shown: Partial<Record<Field, string>> = {};
      for (const [path, message] of Object.entries(fields))
        shown[path.split('.')[0] as Field] = fieldErrorText(message);
      setErrors(shown);
    },
  );
  const submit = async (event?: BaseSyntheticEvent) => {
    event?.preventDefault();
    feedback.clear();
    const parsed = parse(draft);
    if ('bad' in parsed) {
      setErrors(
        Object.fromEntries(
          parsed.bad.map((field) => [
            field,
            t(
              (listFields as readonly string[]).includes(field)
                ? 'opsRg.rules.notList'
                : 'opsRg.rules.notNumber',
            ),
          ]),
        ),
      );
      return;
    }
    setErrors({});
    await save.mutateAsync(parsed.rules).catch(() => undefined);
  };
  const field = (name: Field, extra: { hint?: string } = {}) => (
    <TextField
      key={name}
      label={t(`opsRg.rules.${name}`)}
      inputMode={(listFields as readonly string[]).includes(name) ? 'text' : 'numeric'}
      value={draft[name]}
      error={errors[name]}
      onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
      {...extra}
    />
  );
  return (
    <FormPanel
      title={t('opsRg.rules.heading')}
      submitLabel={t('opsRg.rules.save')}
      submitting={save.isPending}
      formError={null}
      onSubmit={submit}
      extra={
        <CheckboxField
          label={t('opsRg.rules.selfExclusionPermanent')}
          checked={draft.selfExclusionPermanent}
          onChange={(event) => setDraft({ ...draft, selfExclusionPermanent: event.target.checked })}
        />
      }
    >
      {field('loosenDelayHours')}
      {field('coolOffMinHours')}
      {field('coolOffMaxHours')}
      {field('selfExclusionMonths')}
      {field('realityCheckMinutes')}
      {field('realityCheckChoices')}
      {field('idleMinutes', { hint: t('opsRg.rules.idleHint') })}
    </FormPanel>
  );
}

/** The brand's responsible-gaming rules, edited whole (`system.write`). */
export function RgRules({ feedback }: { feedback: ReturnType<typeof useFeedback> }) {
  const query = useRgSettings();
  return (
    <QueryState query={query}>
      {(rules) => <RulesForm rules={rules} feedback={feedback} />}
    </QueryState>
  );
}
