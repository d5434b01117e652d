import { memberOpsEndpoints, type OpsMemberDetail } from '@portal/contract/member/ops';
import type { OpsMeOutput } from '@portal/contract/ops';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { toBcp47 } from '../../i18n/language-codes.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { formatMoney } from '../../shared/lib/format-money.ts';
import { formatTime } from '../../shared/lib/format-time.ts';
import { Button } from '../../shared/ui/button.tsx';
import { MemberActions } from './member-actions.tsx';
import { MemberLists } from './member-lists.tsx';
import { opsCall } from './operator-session.ts';
import { can, opsKeys } from './ops-queries.ts';
import type { useFeedback } from './ops-page.tsx';
import { QueryState } from './query-state.tsx';
import styles from './console.module.css';
import memberStyles from './members.module.css';

/** One member's whole picture: profile, balances, actions and the newest rows of each list. */
export function MemberDetail({
  me,
  memberId,
  feedback,
  onClose,
}: {
  me: OpsMeOutput;
  memberId: string;
  feedback: ReturnType<typeof useFeedback>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const detail = useQuery({
    queryKey: opsKeys.member(memberId),
    queryFn: ({ signal }) => opsCall(memberOpsEndpoints.opsMemberDetail, { memberId }, { signal }),
  });
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <QueryState query={detail}>
        {(data) => (
          <>
            <h2 id={headingId} className={styles.sectionTitle}>
              {t('opsMembers.detailHeading', { account: data.profile.account, id: memberId })}
            </h2>
            <div>
              <Button size="sm" variant="secondary" onClick={onClose}>
                {t('opsMembers.close')}
              </Button>
            </div>
            <Profile detail={data} />
            <Balances detail={data} />
            {can(me, 'members.write') || can(me, 'money.adjust') ? (
              <MemberActions me={me} profile={data.profile} feedback={feedback} />
            ) : null}
            <MemberLists detail={data} />
          </>
        )}
      </QueryState>
    </section>
  );
}

/** The account's facts as a definition list. */
function Profile({ detail }: { detail: OpsMemberDetail }) {
  const { t } = useTranslation();
  const locale = toBcp47(useLanguage());
  const p = detail.profile;
  const none = t('opsMembers.none');
  /** A time and the address it came from, when known. */
  const seen = (at: string | null, ip: string | null) =>
    at === null ? t('opsMembers.never') : [formatTime(at, locale), ip].filter(Boolean).join(' · ');
  const yesNo = (value: boolean) => (value ? t('opsMembers.yes') : t('opsMembers.no'));
  const facts: ReadonlyArray<[string, string]> = [
    [t('opsMembers.kind'), `${t(`opsMembers.kinds.${p.kind}`)} (${p.type})`],
    [t('opsMembers.nickname'), p.nickname ?? none],
    [t('opsMembers.payeeName'), p.payeeName ?? none],
    [t('opsMembers.mobile'), p.mobile ?? none],
    [t('opsMembers.email'), p.email ?? none],
    [t('opsMembers.birthday'), p.birthday ?? none],
    [t('opsMembers.upline'), p.uplineAccount ?? none],
    ['VIP', String(p.vipLevel)],
    [t('opsMembers.language'), p.language ?? none],
    [t('opsMembers.registered'), seen(p.createdAt, p.registerIp)],
    [t('opsMembers.registerDomain'), p.registerDomain ?? none],
    [t('opsMembers.lastLogin'), seen(p.lastLoginAt, p.lastLoginIp)],
    [t('opsMembers.locked'), yesNo(p.locked)],
    [t('opsMembers.passwordChangeRequired'), yesNo(p.passwordChangeRequired)],
    [t('opsMembers.liveSessions'), String(p.liveSessions)],
  ];
  return <Facts label={t('opsMembers.profile')} facts={facts} />;
}

/** What the wallet knows of the member's money. */
function Balances({ detail }: { detail: OpsMemberDetail }) {
  const { t } = useTranslation();
  const locale = toBcp47(useLanguage());
  const b = detail.balances;
  const money = (value: string) => `${formatMoney(value, locale)} ${b.currency}`;
  const rows: ReadonlyArray<[string, string]> = [
    [t('opsMembers.main'), money(b.main)],
    [t('opsMembers.withdrawable'), money(b.withdrawable)],
    [t('opsMembers.turnoverRemaining'), money(b.turnoverRemaining)],
    [t('opsMembers.withdrawalsHeld'), money(b.withdrawalsHeld)],
    [t('opsMembers.transfersPending'), money(b.transfersPending)],
    [t('opsMembers.points'), b.points],
    ...b.vendors.map(({ vendor, balance }): [string, string] => [vendor, money(balance)]),
  ];
  return <Facts label={t('opsMembers.balances')} facts={rows} />;
}

/** Labelled facts as a definition list, one small box each. */
function Facts({ label, facts }: { label: string; facts: ReadonlyArray<[string, string]> }) {
  return (
    <>
      <h3 className={styles.sectionTitle}>{label}</h3>
      <dl className={memberStyles.facts} aria-label={label}>
        {facts.map(([name, value]) => (
          <div key={name} className={memberStyles.fact}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
