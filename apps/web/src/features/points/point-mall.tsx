import { lazy, Suspense } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { openModal } from '../../shared/modals/modal-store.ts';
import { Button } from '../../shared/ui/button.tsx';
import { SectionFrame } from '../../shared/ui/section-frame.tsx';
import { useSessionStore } from '../session/index.ts';
import { NotePanel } from '../../shared/ui/note-panel.tsx';
import { usePointsText } from './use-points-text.ts';

/**
 * The mall itself, a chunk of its own: the first page's script names every chunk a lazy route
 * needs up front, so the route's chunk stays small and names only this one.
 */
const PointsMallBody = lazy(() =>
  import('./points-mall-body.tsx').then((module) => ({ default: module.PointsMallBody })),
);

/**
 * /pointMall (spec sections 2 and 3 "Points"): the member's points with the conversion to
 * balance, the rewards to redeem, then the redeem history, the point details and the rules.
 * Every call needs a session: a visitor is asked to log in first.
 */
export function PointMall() {
  const { t } = useTranslation();
  const text = usePointsText();
  const token = useSessionStore((state) => state.token);
  return (
    <SectionFrame title={t('sections.pointMall')} icon="coins">
      {token === null ? (
        <NotePanel
          icon="lock"
          title={text('points.visitor.title')}
          text={text('points.visitor.text')}
          action={
            <Button variant="primary" onClick={() => openModal('login')}>
              {text('points.visitor.login')}
            </Button>
          }
        />
      ) : (
        // The body shows its own loading state once its chunk is here (a moment on any link).
        <Suspense fallback={null}>
          <PointsMallBody />
        </Suspense>
      )}
    </SectionFrame>
  );
}
