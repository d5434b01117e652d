import { bannerGroups, contentOpsEndpoints } from '@portal/contract/content';
import {
  opsContentKinds,
  type OpsContentKindName,
  type OpsContentSwitchOutput,
} from '@portal/contract/content/ops-items';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../shared/ui/tabs.tsx';
import { useContentColumns, type ContentRow } from './content-columns.tsx';
import { MovePanel, type MoveTarget } from './content-move-panel.tsx';
import { opsCall } from './operator-session.ts';
import { opsKeys } from './ops-queries.ts';
import { OpsPage, RowAction, useFeedback } from './ops-page.tsx';
import { OpsTable, type OpsColumn } from './ops-table.tsx';
import { QueryState } from './query-state.tsx';
import styles from './console.module.css';

type Kind = OpsContentKindName;
type Group = (typeof bannerGroups)[number] | '';

/** A page of one kind, as every content list answers it. */
interface ContentListPage<R> {
  items: R[];
  total: number;
  totalPages: number;
  pageNum: number;
}

const pageSize = 20;

/** One kind's list: loading, failure, "nothing here yet", or its table with paging and CSV. */
function ContentList<R extends ContentRow>({
  kind,
  group,
  pageNo,
  onPage,
  load,
  columns,
}: {
  kind: Kind;
  group: Group;
  pageNo: number;
  onPage: (pageNo: number) => void;
  load: (signal: AbortSignal) => Promise<ContentListPage<R>>;
  columns: OpsColumn<R>[];
}) {
  const { t } = useTranslation();
  const list = useQuery({
    queryKey: opsKeys.content(kind, group, pageNo),
    queryFn: ({ signal }) => load(signal),
  });
  return (
    <QueryState query={list}>
      {(data) =>
        data.items.length === 0 && data.total === 0 ? (
          <p className={styles.stateBox}>{t('ops.content.empty')}</p>
        ) : (
          <OpsTable
            caption={t(`ops.content.tabs.${kind}`)}
            columns={columns}
            rows={data.items}
            rowKey={(row) => row.id}
            exportName={kind === 'banners' && group !== '' ? `banners-${group}` : kind}
            paging={{ pageNo: data.pageNum, pages: data.totalPages, onPage }}
          />
        )
      }
    </QueryState>
  );
}

/**
 * The brand's banners, announcements, notices and promotions, one tab each, switched-off rows
 * included: switch a row off or on (players stop or start seeing it at once) and, for the
 * kinds with a display order, move it.
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

  const switched = (answer: OpsContentSwitchOutput, moved: boolean) => {
    setMoving(null);
    if (moved && answer.kind !== 'announcements' && answer.sort !== null)
      feedback.setNotice(
        t(`ops.content.moved.${answer.kind}`, { id: answer.id, sort: answer.sort }),
      );
    else
      feedback.setNotice(
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

  /** The row's actions: switch it off or on, and move it where the kind has an order. */
  function withActions<R extends ContentRow & { sort?: number }>(
    rowKind: Kind,
    own: OpsColumn<R>[],
  ): OpsColumn<R>[] {
    const action: OpsColumn<R> = {
      key: 'actions',
      header: t('ops.content.actions'),
      cell: (r) => {
        const target = `#${r.id}`;
        const ordered = rowKind === 'announcements' ? null : rowKind;
        const sort = r.sort;
        return (
          <div className={styles.actions}>
            <RowAction
              label={r.enabled ? t('ops.content.switchOff') : t('ops.content.switchOn')}
              target={target}
              disabled={toggle.isPending}
              onClick={() => toggle.mutate({ kind: rowKind, id: r.id, enabled: !r.enabled })}
            />
            {ordered === null || sort === undefined ? null : (
              <RowAction
                label={t('ops.content.move')}
                target={target}
                disabled={toggle.isPending}
                onClick={() => {
                  feedback.clear();
                  setMoving({ kind: ordered, id: r.id, enabled: r.enabled, sort });
                }}
              />
            )}
          </div>
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
          {kind !== 'banners' ? null : (
            <div className={styles.toolbar}>
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
            </div>
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
              columns={withActions('banners', columns.banners)}
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
              columns={withActions('announcements', columns.announcements)}
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
              columns={withActions('notices', columns.notices)}
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
              columns={withActions('promotions', columns.promotions)}
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
