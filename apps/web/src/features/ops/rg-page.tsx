import type { OpsMeOutput } from '@portal/contract/ops';
import { useTranslation } from '../../i18n/use-translation.ts';
import { OpsPage, useFeedback } from './ops-page.tsx';
import { can } from './ops-queries.ts';
import { RgLifts } from './rg-lifts.tsx';
import { RgMemberLookup } from './rg-member.tsx';
import { RgRules } from './rg-rules.tsx';
import styles from './console.module.css';

/**
 * Responsible gaming on the operator's side: the brand's rules (`system.write`), the lift
 * requests (asked by one operator, decided by another), and a member's controls with the
 * actions the operator may take (ask for a lift, pay the balance of an excluded member out).
 */
export function RgPage({ me }: { me: OpsMeOutput }) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  return (
    <OpsPage title={t('opsRg.heading')} feedback={feedback}>
      <p className={styles.muted}>{t('opsRg.intro')}</p>
      <RgLifts me={me} feedback={feedback} />
      <RgMemberLookup me={me} feedback={feedback} />
      {can(me, 'system.write') ? <RgRules feedback={feedback} /> : null}
    </OpsPage>
  );
}
