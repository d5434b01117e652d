import { bannerGroups, contentOpsEndpoints } from '@portal/contract/content';
import {
  opsContentKinds,
  type OpsContentKindName,
  type OpsContentSwitchOutput,
} from '@portal/contract/content/ops-items';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Tabs } from '../../shared/ui/tabs.tsx';
import { RowActions, useContentColumns, type ContentRow } from './content-columns.tsx';
import { ContentEditor, type EditorTarget, type SavedContent } from './content-editor.tsx';
import { ContentList, type Group } from './content-list.tsx';
import { MovePanel, type MoveTarget } from './content-move-panel.tsx';
import { opsCall } from './operator-session.ts';
import { opsKeys } from './ops-queries.ts';
import { OpsPage, useFeedback } from './ops-page.tsx';
import type { OpsColumn } from './ops-table.tsx';
import styles from './console.module.css';

type Kind = OpsContentKindName;

const pageSize = 20;

/**
 * The brand's banners, announcements, notices and promotions, one tab each, switched-off rows
 * included: create one, edit a row (in the editor, beside its preview), switch a row off or on
 * (players stop or start seeing it at once) and, for the kinds with a display order, move it.
 */
export function ContentPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const feedback = useFeedback();
  const columns = useContentColumns();
  const [kind, setKind] = useState<Kind>('banners');
  const [group, setGroup] = useState<Group>('');
  const [pageNo, setPageNo] = useState(1);
  const [moving, setMoving] = useState<MoveTarget | null>(null);
  // Each opening gets its own key, so "New" on an open form starts a blank one again.
  const [editing, setEditing] = useState<{ target: EditorTarget; key: number } | null>(null);
  const openings = useRef(0);
  const newButtonId = useId();

  const openEditor = (target: EditorTarget) => {
    feedback.clear();
    setMoving(null);
    openings.current += 1;
    setEditing({ target, key: openings.current });
  };
  // Focus goes back to the "New" button, which stays put, rather than to the page's start.
  const closeEditor = () => {
    setEditing(null);
    document.getElementById(newButtonId)?.focus();
  };
  const saved = ({ kind: savedKind, id, created }: SavedContent) => {
    closeEditor();
    feedback.setNotice(() =>
      created
        ? t(`opsContentEditor.created.${savedKind}`, { id })
        : t(`opsContentEditor.saved.${savedKind}`, { id }),
    );
    void queryClient.invalidateQueries({ queryKey: opsKeys.allContent });
  };

  const switched = (answer: OpsContentSwitchOutput, moved: boolean) => {
    setMoving(null);
    const { kind, id, sort } = answer;
    if (moved && kind !== 'announcements' && sort !== null)
      feedback.setNotice(() => t(`ops.content.moved.${kind}`, { id, sort }));
    else
      feedback.setNotice(() =>
        answer.enabled
          ? t(`ops.content.switchedOn.${answer.kind}`, { id: answer.id })
          : t(`ops.content.switchedOff.${answer.kind}`, { id: answer.id }),
      );
    void queryClient.invalidateQueries({ queryKey: opsKeys.allContent });
  };
  const toggle = useMutation({
    mutationFn: (input: { kind: Kind; id: string; enabled: boolean }) =>
      opsCall(contentOpsEndpoints.opsContentSwitch, input),
    onMutate: () => {
      feedback.clear();
      setMoving(null);
    },
    onSuccess: (answer) => switched(answer, false),
    onError: feedback.fail,
  });

  /**
   * The row's actions: edit it (`edit` names the editor's target for the row), switch it off or
   * on, and move it where the kind has an order.
   */
  function withActions<R extends ContentRow & { sort?: number }>(
    rowKind: Kind,
    own: OpsColumn<R>[],
    edit: (row: R) => EditorTarget,
  ): OpsColumn<R>[] {
    const action: OpsColumn<R> = {
      key: 'actions',
      pinned: true,
      header: t('ops.content.actions'),
      cell: (r) => {
        const ordered = rowKind === 'announcements' ? null : rowKind;
        return (
          <RowActions
            row={r}
            sort={ordered === null ? undefined : r.sort}
            busy={toggle.isPending}
            onEdit={() => openEditor(edit(r))}
            onToggle={() => toggle.mutate({ kind: rowKind, id: r.id, enabled: !r.enabled })}
            onMove={(sort) => {
              if (ordered === null) return;
              feedback.clear();
              setEditing(null);
              setMoving({ kind: ordered, id: r.id, enabled: r.enabled, sort });
            }}
          />
        );
      },
      text: () => null,
    };
    return [...own, action];
  }

  const choose = (next: Kind) => {
    if (next === kind) return;
    setKind(next);
    setPageNo(1);
    setMoving(null);
    setEditing(null);
  };
  const list = { pageNo, onPage: setPageNo };

  return (
    <OpsPage title={t('ops.content.heading')} feedback={feedback}>
      <Tabs
        label={t('ops.content.kinds')}
        items={opsContentKinds.map((key) => ({ key, label: t(`ops.content.tabs.${key}`) }))}
        selected={kind}
        onSelect={choose}
      >
        <div className={styles.stack}>
          <div className={styles.toolbar}>
            <Button
              id={newButtonId}
              size="sm"
              variant="primary"
              onClick={() => openEditor({ kind, row: null } as EditorTarget)}
            >
              {t(`opsContentEditor.new.${kind}`)}
            </Button>
            {kind !== 'banners' ? null : (
              <label className={styles.filter}>
                <span>{t('ops.content.group')}</span>
                <select
                  className={styles.select}
                  aria-label={t('ops.content.group')}
                  value={group}
                  onChange={(event) => {
                    setGroup(event.target.value as Group);
                    setPageNo(1);
                    setMoving(null);
                  }}
                >
                  <option value="">{t('ops.content.allGroups')}</option>
                  {bannerGroups.map((g) => (
                    <option key={g} value={g}>
                      {t(`ops.content.groups.${g}`)}
                    </option>
                  ))}
                </select>
              </label>
            )}
          </div>
          {editing === null ? null : (
            <ContentEditor
              key={editing.key}
              target={editing.target}
              onSaved={saved}
              onCancel={closeEditor}
            />
          )}
          {moving === null ? null : (
            <MovePanel
              key={`${moving.kind}-${moving.id}`}
              target={moving}
              onDone={(answer) => switched(answer, true)}
              onCancel={() => setMoving(null)}
            />
          )}
          {kind === 'banners' ? (
            <ContentList
              key={kind}
              kind={kind}
              group={group}
              {...list}
              columns={withActions('banners', columns.banners, (row) => ({ kind: 'banners', row }))}
              load={(signal) =>
                opsCall(
                  contentOpsEndpoints.opsBanners,
                  { pageNo, pageSize, ...(group === '' ? {} : { group }) },
                  { signal },
                )
              }
            />
          ) : kind === 'announcements' ? (
            <ContentList
              key={kind}
              kind={kind}
              group=""
              {...list}
              columns={withActions('announcements', columns.announcements, (row) => ({
                kind: 'announcements',
                row,
              }))}
              load={(signal) =>
                opsCall(contentOpsEndpoints.opsAnnouncements, { pageNo, pageSize }, { signal })
              }
            />
          ) : kind === 'notices' ? (
            <ContentList
              key={kind}
              kind={kind}
              group=""
              {...list}
              columns={withActions('notices', columns.notices, (row) => ({ kind: 'notices', row }))}
              load={(signal) =>
                opsCall(contentOpsEndpoints.opsNotices, { pageNo, pageSize }, { signal })
              }
            />
          ) : (
            <ContentList
              key={kind}
              kind={kind}
              group=""
              {...list}
              columns={withActions('promotions', columns.promotions, (row) => ({
                kind: 'promotions',
                row,
              }))}
              load={(signal) =>
                opsCall(contentOpsEndpoints.opsPromotions, { pageNo, pageSize }, { signal })
              }
            />
          )}
        </div>
      </Tabs>
    </OpsPage>
  );
}
