import type { OpsMeOutput } from '@portal/contract/ops';
import type { responsibleGamingOpsEndpoints as rgOps } from '@portal/contract/responsible-gaming';
import type { OutputOf } from '@portal/contract/endpoint';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { toBcp47 } from '../../i18n/language-codes.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { TextField } from '../../shared/forms/text-field.tsx';
import { formatMoney } from '../../shared/lib/format-money.ts';
import { formatTime } from '../../shared/lib/format-time.ts';
import { Button } from '../../shared/ui/button.tsx';
import type { useFeedback } from './ops-page.tsx';
import { can } from './ops-queries.ts';
import { QueryState } from './query-state.tsx';
import { RgLiftRequest, RgPayout } from './rg-member-actions.tsx';
import { useRgMember } from './rg-queries.ts';
import styles from './console.module.css';

type RgMember = OutputOf<typeof rgOps.opsMember>;

function MemberControls({
  member,
  me,
  feedback,
}: {
  member: RgMember;
  me: OpsMeOutput;
  feedback: ReturnType<typeof useFeedback>;
}) {
  const { t } = useTranslation();
  const locale = toBcp47(useLanguage());
  const time = (iso: string | null) =>
    iso === null ? t('opsRg.member.permanent') : formatTime(iso, locale);
  const { exclusion, pendingLift } = member;
  const shown = (kind: string, value: string | null) =>
    value === null
      ? t('opsRg.member.removed')
      : kind === 'session'
        ? value
        : formatMoney(value, locale);
  const limits = member.limits.filter((l) => l.value !== null || l.pending !== null);
  return (
    <div className={styles.panel}>
      <h3 className={styles.sectionTitle}>
        {t('opsRg.member.title', { account: member.account, id: member.memberId })}
      </h3>
      <p>
        {exclusion === null
          ? t('opsRg.member.none')
          : t(`opsRg.member.${exclusion.kind}`, {
              since: time(exclusion.since),
              until: time(exclusion.until),
            })}
      </p>
      <h4>{t('opsRg.member.limits')}</h4>
      {limits.length === 0 ? (
        <p className={styles.muted}>{t('opsRg.member.noLimits')}</p>
      ) : (
        <ul>
          {limits.map((l) => (
            <li key={`${l.kind} ${l.period}`}>
              {t('opsRg.member.limitRow', {
                kind: t(`opsRg.member.kinds.${l.kind}`),
                period: t(`opsRg.member.periods.${l.period}`),
                value: shown(l.kind, l.value),
                used: shown(l.kind, l.used),
              })}
              {l.pending === null
                ? null
                : ` · ${t('opsRg.member.pendingChange', {
                    value: shown(l.kind, l.pending.value),
                    date: formatTime(l.pending.effectiveAt, locale),
                  })}`}
            </li>
          ))}
        </ul>
      )}
      {pendingLift === null ? null : (
        <p>
          {t('opsRg.member.pendingLift', {
            by: pendingLift.requestedBy,
            reason: pendingLift.reason,
          })}
        </p>
      )}
      {exclusion !== null && pendingLift === null && can(me, 'members.write') ? (
        <RgLiftRequest key={`lift-${member.memberId}`} member={member} feedback={feedback} />
      ) : null}
      {can(me, 'withdrawals.decide') ? (
        <RgPayout key={`payout-${member.memberId}`} member={member} feedback={feedback} />
      ) : null}
    </div>
  );
}

/** Looks a member up by login and shows the controls and the actions the operator may take. */
export function RgMemberLookup({
  me,
  feedback,
}: {
  me: OpsMeOutput;
  feedback: ReturnType<typeof useFeedback>;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [account, setAccount] = useState('');
  const member = useRgMember(account);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    feedback.clear();
    setAccount(draft.trim());
  };
  return (
    <section className={styles.panel}>
      <h2 className={styles.sectionTitle}>{t('opsRg.member.heading')}</h2>
      <form className={styles.toolbar} onSubmit={submit} role="search">
        <TextField
          label={t('opsRg.member.account')}
          value={draft}
          maxLength={64}
          autoComplete="off"
          onChange={(event) => setDraft(event.target.value)}
        />
        <div>
          <Button type="submit" variant="primary" disabled={draft.trim() === ''}>
            {t('opsRg.member.find')}
          </Button>
        </div>
      </form>
      {account === '' ? null : (
        <QueryState query={member}>
          {(data) => <MemberControls member={data} me={me} feedback={feedback} />}
        </QueryState>
      )}
    </section>
  );
}
