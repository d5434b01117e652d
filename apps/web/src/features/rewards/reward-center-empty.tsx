import { ButtonLink } from '../../shared/ui/button-link.tsx';
import { NotePanel } from '../../shared/ui/note-panel.tsx';
import { useRewardsText } from './use-rewards-text.ts';

/** The reward centre with nothing in it: says so, and points to the promotions. */
export function RewardCenterEmpty({ promotionsHref }: { promotionsHref: string }) {
  const text = useRewardsText();
  return (
    <NotePanel
      icon="gift"
      title={text('rewards.center.emptyTitle')}
      text={text('rewards.center.emptyText')}
      action={
        <ButtonLink to={promotionsHref} variant="primary" size="sm">
          {text('rewards.center.seePromotions')}
        </ButtonLink>
      }
    />
  );
}
