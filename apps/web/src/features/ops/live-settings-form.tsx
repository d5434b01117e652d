import { liveOpsEndpoints } from '@portal/contract/live';
import type { LiveSetting } from '@portal/contract/live/settings';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type BaseSyntheticEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { CheckboxField } from '../../shared/forms/checkbox-field.tsx';
import { errorText } from '../../shared/forms/error-text.ts';
import { TextField } from '../../shared/forms/text-field.tsx';
import { useWorded } from '../../shared/forms/use-worded.ts';
import { FormPanel } from './form-panel.tsx';
import { opsCall } from './operator-session.ts';
import { liveOpsKeys } from './live-queries.ts';
import own from './live-page.module.css';

/** The figures the form edits, as typed (the server checks their ranges again). */
interface Draft {
  enabled: boolean;
  visitorsRead: boolean;
  maxLength: string;
  slowModeSeconds: string;
  memberCount: string;
  memberSeconds: string;
  roomCount: string;
  roomSeconds: string;
  supportCount: string;
  supportSeconds: string;
  wordFilter: string;
}

const draftOf = (s: LiveSetting): Draft => ({
  enabled: s.enabled,
  visitorsRead: s.visitorsRead,
  maxLength: String(s.maxLength),
  slowModeSeconds: String(s.slowModeSeconds),
  memberCount: String(s.memberRate.count),
  memberSeconds: String(s.memberRate.seconds),
  roomCount: String(s.roomRate.count),
  roomSeconds: String(s.roomRate.seconds),
  supportCount: String(s.supportRate.count),
  supportSeconds: String(s.supportRate.seconds),
  wordFilter: s.wordFilter.join('\n'),
});

/** The rules as saved: the draft over what the server answered, gifts and the rest untouched. */
const settingOf = (current: LiveSetting, d: Draft): LiveSetting => ({
  ...current,
  enabled: d.enabled,
  visitorsRead: d.visitorsRead,
  maxLength: Number(d.maxLength),
  slowModeSeconds: Number(d.slowModeSeconds),
  memberRate: { count: Number(d.memberCount), seconds: Number(d.memberSeconds) },
  roomRate: { count: Number(d.roomCount), seconds: Number(d.roomSeconds) },
  supportRate: { count: Number(d.supportCount), seconds: Number(d.supportSeconds) },
  wordFilter: [
    ...new Set(
      d.wordFilter
        .split('\n')
        .map((w) => w.trim())
        .filter((w) => w !== ''),
    ),
  ],
});

/**
 * The brand's live-chat rules: on and off, what visitors may read, the message length, slow
 * mode, the rate limits and the word filter. The gift list stays as it is.
 */
export function LiveSettingsForm({
  current,
  onSaved,
}: {
  current: LiveSetting;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(() => draftOf(current));
  const [problem, setProblem] = useWorded();
  const [busy, setBusy] = useState(false);
  const field = (key: keyof Draft) => ({
    value: String(draft[key]),
    onChange: (event: { target: { value: string } }) =>
      setDraft((d) => ({ ...d, [key]: event.target.value })),
  });
  const number = { type: 'number', inputMode: 'numeric', min: 0 } as const;
  const submit = async (event?: BaseSyntheticEvent) => {
    event?.preventDefault();
    setProblem(null);
    setBusy(true);
    try {
      const saved = await opsCall(liveOpsEndpoints.opsSettingsSave, settingOf(current, draft));
      queryClient.setQueryData(liveOpsKeys.settings, saved);
      setDraft(draftOf(saved));
      onSaved();
    } catch (error) {
      setProblem(() => errorText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormPanel
      title={t('opsLive.settings.heading')}
      submitLabel={t('opsLive.settings.save')}
      submitting={busy}
      formError={problem}
      onSubmit={submit}
      extra={
        <label className={own.replyLabel}>
          <span>{t('opsLive.settings.wordFilter')}</span>
          <textarea className={own.replyText} rows={4} maxLength={8000} {...field('wordFilter')} />
        </label>
      }
    >
      <CheckboxField
        label={t('opsLive.settings.enabled')}
        checked={draft.enabled}
        onChange={(event) => setDraft((d) => ({ ...d, enabled: event.target.checked }))}
      />
      <CheckboxField
        label={t('opsLive.settings.visitorsRead')}
        checked={draft.visitorsRead}
        onChange={(event) => setDraft((d) => ({ ...d, visitorsRead: event.target.checked }))}
      />
      <TextField label={t('opsLive.settings.maxLength')} {...number} {...field('maxLength')} />
      <TextField label={t('opsLive.settings.slowMode')} {...number} {...field('slowModeSeconds')} />
      <TextField label={t('opsLive.settings.memberRate')} {...number} {...field('memberCount')} />
      <TextField
        label={t('opsLive.settings.memberSeconds')}
        {...number}
        {...field('memberSeconds')}
      />
      <TextField label={t('opsLive.settings.roomRate')} {...number} {...field('roomCount')} />
      <TextField label={t('opsLive.settings.roomSeconds')} {...number} {...field('roomSeconds')} />
      <TextField label={t('opsLive.settings.supportRate')} {...number} {...field('supportCount')} />
      <TextField
        label={t('opsLive.settings.supportSeconds')}
        {...number}
        {...field('supportSeconds')}
      />
    </FormPanel>
  );
}
