import type { ActivityStatus } from '@portal/contract/content';
import { useTranslation } from '../../../i18n/use-translation.ts';
import '../content-texts.ts';
import styles from './promotions.module.css';

const tone: Record<ActivityStatus, 'open' | 'done' | 'wait' | 'off'> = {
  JOIN: 'open',
  CLAIM: 'open',
  APPLYING: 'wait',
  IN_PROCESS: 'wait',
  SIGNED: 'wait',
  COMING_SOON: 'wait',
  ISSUED: 'done',
  CLAIMED: 'done',
  CLOSED: 'off',
  REJECTED: 'off',
};

/** An activity status of spec section 3 as a coloured badge. */
export function StatusBadge({ status }: { status: ActivityStatus }) {
  const { t } = useTranslation();
  return (
    <span className={[styles.badge, styles[tone[status]]].join(' ')}>
      {t(`content.status.${status}`)}
    </span>
  );
}
