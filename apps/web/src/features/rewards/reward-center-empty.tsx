import { ButtonLink } from '../../shared/ui/button-link.tsx';
import { Icon } from '../../shared/ui/icon.tsx';
import noteStyles from '../../shared/ui/not-open-yet.module.css';
import { useRewardsText } from './use-rewards-text.ts';

/** The reward centre with nothing in it: says so, and points to the promotions. */
export function RewardCenterEmpty({ promotionsHref }: { promotionsHref: string }) {
  const text = useRewardsText();
  return (
    <div className={noteStyles.note}>
      <span className={noteStyles.icon} aria-hidden="true">
        <Icon name="gift" size={22} />
      </span>
      <div>
        <h2 className={noteStyles.title}>{text('rewards.center.emptyTitle')}</h2>
        <p className={noteStyles.text}>{text('rewards.center.emptyText')}</p>
        <ButtonLink to={promotionsHref} variant="primary" size="sm">
          {text('rewards.center.seePromotions')}
        </ButtonLink>
      </div>
    </div>
  );
}
