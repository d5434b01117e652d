import type {
  OpsAnnouncementItem,
  OpsBannerItem,
  OpsContentKindName,
  OpsNoticeItem,
  OpsPromotionItem,
} from '@portal/contract/content/ops-items';
import { useEffect, useRef } from 'react';
import { AnnouncementForm } from './content-announcement-form.tsx';
import { BannerForm } from './content-banner-form.tsx';
import { NoticeForm } from './content-notice-form.tsx';
import { PromotionForm } from './content-promotion-form.tsx';

/** What the editor opens on: a kind, and the listed row to correct or null for a new one. */
export type EditorTarget =
  | { kind: 'banners'; row: OpsBannerItem | null }
  | { kind: 'announcements'; row: OpsAnnouncementItem | null }
  | { kind: 'notices'; row: OpsNoticeItem | null }
  | { kind: 'promotions'; row: OpsPromotionItem | null };

/** What the page hears once a row was stored. */
export interface SavedContent {
  kind: OpsContentKindName;
  id: string;
  /** True for a new row, false for a corrected one. */
  created: boolean;
}

/**
 * The content editor: the form of the target's kind beside its preview. When it opens, focus
 * moves to the form's heading, so a keyboard or screen reader user lands where the form starts
 * rather than on the button that opened it, further up the page.
 */
export function ContentEditor({
  target,
  onSaved,
  onCancel,
}: {
  target: EditorTarget;
  onSaved: (saved: SavedContent) => void;
  onCancel: () => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // `FormPanel` draws the heading; it takes focus here without joining the Tab order.
    const heading = box.current?.querySelector<HTMLElement>('h2');
    if (heading === null || heading === undefined) return;
    heading.tabIndex = -1;
    heading.focus();
  }, []);
  const created = target.row === null;
  const saved = (id: string) => onSaved({ kind: target.kind, id, created });
  const props = { onSaved: saved, onCancel };
  return (
    <div ref={box}>
      {target.kind === 'banners' ? (
        <BannerForm row={target.row} {...props} />
      ) : target.kind === 'announcements' ? (
        <AnnouncementForm row={target.row} {...props} />
      ) : target.kind === 'notices' ? (
        <NoticeForm row={target.row} {...props} />
      ) : (
        <PromotionForm row={target.row} {...props} />
      )}
    </div>
  );
}
