import type { bannerGroups } from '@portal/contract/content';
import type { OpsContentKindName } from '@portal/contract/content/ops-items';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { ContentRow } from './content-columns.tsx';
import { opsKeys } from './ops-queries.ts';
import { OpsTable, type OpsColumn } from './ops-table.tsx';
import { QueryState } from './query-state.tsx';
import styles from './console.module.css';

type Kind = OpsContentKindName;
/** The banner group a list is narrowed to; empty for every group (and for other kinds). */
export type Group = (typeof bannerGroups)[number] | '';

/** A page of one kind, as every content list answers it. */
interface ContentListPage<R> {
  items: R[];
  total: number;
  totalPages: number;
  pageNum: number;
}

/** One kind's list: loading, failure, "nothing here yet", or its table with paging and CSV. */
export function ContentList<R extends ContentRow>({
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
          <div className={styles.contentTable}>
            <OpsTable
              caption={t(`ops.content.tabs.${kind}`)}
              columns={columns}
              rows={data.items}
              rowKey={(row) => row.id}
              exportName={kind === 'banners' && group !== '' ? `banners-${group}` : kind}
              paging={{ pageNo: data.pageNum, pages: data.totalPages, onPage }}
            />
          </div>
        )
      }
    </QueryState>
  );
}
