import { zodResolver } from '@hookform/resolvers/zod';
import {
  memberOpsEndpoints,
  opsMemberLockInput,
  opsMemberNoteInput,
  type OpsMemberProfile,
} from '@portal/contract/member/ops';
import { adjustBalanceInput, opsEndpoints, type OpsMeOutput } from '@portal/contract/ops';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import type * as z from 'zod/mini';
import { fieldError } from '../../shared/forms/server-errors.ts';
import { TextField } from '../../shared/forms/text-field.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { FormPanel } from './form-panel.tsx';
import { opsCall } from './operator-session.ts';
import { can, opsKeys } from './ops-queries.ts';
import type { useFeedback } from './ops-page.tsx';
import { useOpsForm } from './use-ops-form.ts';
import styles from './console.module.css';
import memberStyles from './members.module.css';

type Feedback = ReturnType<typeof useFeedback>;

/**
 * What an operator does to the member's account: lock or unlock the login, require a password
 * change, end the sessions, add a note (`members.write`), and ask for a balance adjustment that
 * a second operator decides (`money.adjust`).
 */
export function MemberActions({
  me,
  profile,
  feedback,
}: {
  me: OpsMeOutput;
  profile: OpsMemberProfile;
  feedback: Feedback;
}) {
  const queryClient = useQueryClient();
  const stale = () => void queryClient.invalidateQueries({ queryKey: opsKeys.allMembers });
  const writes = can(me, 'members.write');
  return (
    <div className={memberStyles.actionForms}>
      {writes ? (
        <LockForm key={String(profile.locked)} profile={profile} feedback={feedback} done={stale} />
      ) : null}
      {writes ? <SessionActions profile={profile} feedback={feedback} done={stale} /> : null}
      {writes ? <NoteForm profile={profile} feedback={feedback} done={stale} /> : null}
      {can(me, 'money.adjust') ? (
        <AdjustForm
          profile={profile}
          feedback={feedback}
          done={() => {
            stale();
            void queryClient.invalidateQueries({ queryKey: opsKeys.allApprovals });
          }}
        />
      ) : null}
    </div>
  );
}

interface ActionProps {
  profile: OpsMemberProfile;
  feedback: Feedback;
  /** Makes the member's lists stale once the call went through. */
  done: () => void;
}

type LockValues = z.input<typeof opsMemberLockInput>;

/** Locks (ending every session) or unlocks the login, with the reason the audit keeps. */
function LockForm({ profile, feedback, done }: ActionProps) {
  const { t } = useTranslation();
  const locking = !profile.locked;
  const { form, submit, formError } = useOpsForm<LockValues, z.output<typeof opsMemberLockInput>>({
    resolver: zodResolver(opsMemberLockInput),
    defaultValues: { memberId: profile.id, locked: locking, reason: '' },
    fields: ['reason'],
    send: async (values) => {
      const answer = await opsCall(memberOpsEndpoints.opsMemberLock, values);
      feedback.setNotice(() =>
        locking
          ? t('opsMembers.lockedNotice', {
              account: profile.account,
              count: answer.sessionsEnded,
            })
          : t('opsMembers.unlockedNotice', { account: profile.account }),
      );
      done();
    },
  });
  return (
    <FormPanel
      title={locking ? t('opsMembers.lockHeading') : t('opsMembers.unlockHeading')}
      submitLabel={locking ? t('opsMembers.lock') : t('opsMembers.unlock')}
      submitting={form.formState.isSubmitting}
      formError={formError}
      onSubmit={submit}
    >
      <TextField
        label={t('opsMembers.lockReason')}
        maxLength={500}
        error={fieldError(form.formState.errors.reason)}
        {...form.register('reason')}
      />
    </FormPanel>
  );
}

/** The two actions on the member's sessions, each confirmed before it is sent. */
function SessionActions({ profile, feedback, done }: ActionProps) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<'force' | 'end' | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (which: 'force' | 'end') => {
    setBusy(true);
    feedback.clear();
    try {
      const endpoint =
        which === 'force'
          ? memberOpsEndpoints.opsMemberForcePassword
          : memberOpsEndpoints.opsMemberEndSessions;
      const answer = await opsCall(endpoint, { memberId: profile.id });
      const count = answer.sessionsEnded;
      feedback.setNotice(() =>
        which === 'force'
          ? t('opsMembers.forcedNotice', { account: profile.account, count })
          : t('opsMembers.endedNotice', { account: profile.account, count }),
      );
      done();
    } catch (error) {
      feedback.fail(error);
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };
  return (
    <div className={styles.panel}>
      <h3 className={styles.sectionTitle}>{t('opsMembers.sessionsHeading')}</h3>
      {asking === null ? (
        <div className={styles.actions}>
          <Button size="sm" variant="secondary" onClick={() => setAsking('force')}>
            {t('opsMembers.forcePassword')}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setAsking('end')}>
            {t('opsMembers.endSessions')}
          </Button>
        </div>
      ) : (
        <div role="group" aria-label={t('opsMembers.confirmHeading')} className={styles.stack}>
          <p>
            {asking === 'force'
              ? t('opsMembers.confirmForce', { account: profile.account })
              : t('opsMembers.confirmEnd', { account: profile.account })}
          </p>
          <div className={styles.actions}>
            <Button size="sm" variant="primary" disabled={busy} onClick={() => void run(asking)}>
              {t('opsMembers.confirm')}
            </Button>
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => setAsking(null)}>
              {t('opsMembers.cancel')}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}

type NoteValues = z.input<typeof opsMemberNoteInput>;

/** An operator's note on the member: kept for good, shown newest first. */
function NoteForm({ profile, feedback, done }: ActionProps) {
  const { t } = useTranslation();
  const { form, submit, formError } = useOpsForm<NoteValues, z.output<typeof opsMemberNoteInput>>({
    resolver: zodResolver(opsMemberNoteInput),
    defaultValues: { memberId: profile.id, text: '' },
    fields: ['text'],
    send: async (values) => {
      await opsCall(memberOpsEndpoints.opsMemberNoteAdd, values);
      feedback.setNotice(() => t('opsMembers.noteAdded', { account: profile.account }));
      done();
    },
  });
  return (
    <FormPanel
      title={t('opsMembers.noteHeading')}
      submitLabel={t('opsMembers.addNote')}
      submitting={form.formState.isSubmitting}
      formError={formError}
      onSubmit={submit}
    >
      <TextField
        label={t('opsMembers.note')}
        maxLength={1000}
        error={fieldError(form.formState.errors.text)}
        {...form.register('text')}
      />
    </FormPanel>
  );
}

type AdjustValues = z.input<typeof adjustBalanceInput>;

/** Asks for a manual balance change; another operator approves or refuses it. */
function AdjustForm({ profile, feedback, done }: ActionProps) {
  const { t } = useTranslation();
  const { form, submit, formError } = useOpsForm<AdjustValues, z.output<typeof adjustBalanceInput>>(
    {
      resolver: zodResolver(adjustBalanceInput),
      defaultValues: { memberId: profile.id, amount: '', reason: '' },
      fields: ['amount', 'reason'],
      send: async (values) => {
        const approval = await opsCall(opsEndpoints.adjustBalance, values);
        feedback.setNotice(() => t('opsMembers.adjustAsked', { id: approval.id }));
        done();
      },
    },
  );
  return (
    <FormPanel
      title={t('opsMembers.adjustHeading')}
      submitLabel={t('opsMembers.adjust')}
      submitting={form.formState.isSubmitting}
      formError={formError}
      onSubmit={submit}
      extra={<p className={styles.muted}>{t('opsMembers.adjustIntro')}</p>}
    >
      <TextField
        label={t('opsMembers.adjustAmount')}
        inputMode="decimal"
        error={fieldError(form.formState.errors.amount)}
        {...form.register('amount')}
      />
      <TextField
        label={t('opsMembers.adjustReason')}
        maxLength={500}
        error={fieldError(form.formState.errors.reason)}
        {...form.register('reason')}
      />
    </FormPanel>
  );
}
