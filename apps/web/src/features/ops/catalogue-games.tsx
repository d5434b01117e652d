import {
  catalogueOpsEndpoints,
  type OpsCatalogueGame,
  type OpsCatalogueGameSwitchOutput,
} from '@portal/contract/games/ops';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { CatalogueGameFilterBar, useTypeName } from './catalogue-game-filters.tsx';
import { catalogueKeys, type CatalogueGameFilters } from './catalogue-queries.ts';
import type { Feedback } from './catalogue-vendors.tsx';
import { opsCall } from './operator-session.ts';
import { RowAction } from './ops-page.tsx';
import { OpsTable, type OpsColumn } from './ops-table.tsx';
import { QueryState } from './query-state.tsx';
import styles from './console.module.css';

const pageSize = 20;

/** The filters as the call takes them: only those chosen. */
function inputOf(filters: CatalogueGameFilters, pageNo: number) {
  return {
    pageNo,
    pageSize,
    ...(filters.vendor === '' ? {} : { vendor: filters.vendor }),
    ...(filters.gameType === '' ? {} : { gameType: filters.gameType as never }),
    ...(filters.q === '' ? {} : { q: filters.q }),
    ...(filters.state === '' ? {} : { state: filters.state }),
  };
}

/**
 * A page of the brand's games by vendor, type, name and state, each with its switch and hot
 * toggle. A game whose vendor is off reads so: switching the game on does not show it to
 * players until the vendor is on too.
 */
export function CatalogueGames({ feedback }: { feedback: Feedback }) {
  const { t } = useTranslation();
  const typeName = useTypeName();
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<CatalogueGameFilters>({
    vendor: '',
    gameType: '',
    q: '',
    state: '',
  });
  const [pageNo, setPageNo] = useState(1);
  const list = useQuery({
    queryKey: catalogueKeys.games(filters, pageNo),
    queryFn: ({ signal }) =>
      opsCall(catalogueOpsEndpoints.opsCatalogueGames, inputOf(filters, pageNo), { signal }),
    // The table stays while another filter or page loads, rather than blinking to "loading".
    placeholderData: keepPreviousData,
  });

  const done = (notice: (game: OpsCatalogueGame) => string) => ({
    onMutate: feedback.clear,
    onSuccess: ({ game, changed }: OpsCatalogueGameSwitchOutput) => {
      feedback.setNotice(() =>
        changed ? notice(game) : t('opsCatalogue.unchanged', { name: game.name }),
      );
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
    },
    onError: feedback.fail,
  });
  const toggle = useMutation({
    mutationFn: (input: { gameId: string; enabled: boolean }) =>
      opsCall(catalogueOpsEndpoints.opsCatalogueGameSwitch, input),
    ...done((game) =>
      !game.gameEnabled
        ? t('opsCatalogue.gameOff', { name: game.name })
        : game.vendorEnabled
          ? t('opsCatalogue.gameOn', { name: game.name })
          : t('opsCatalogue.gameOnVendorOff', { name: game.name }),
    ),
  });
  const hot = useMutation({
    mutationFn: (input: { gameId: string; hot: boolean }) =>
      opsCall(catalogueOpsEndpoints.opsCatalogueHot, input),
    ...done((game) =>
      game.hot
        ? t('opsCatalogue.hotOn', { name: game.name })
        : t('opsCatalogue.hotOff', { name: game.name }),
    ),
  });
  const busy = toggle.isPending || hot.isPending;

  const state = (r: OpsCatalogueGame) =>
    r.enabled
      ? t('opsCatalogue.on')
      : r.gameEnabled
        ? t('opsCatalogue.offByVendor')
        : t('opsCatalogue.off');
  const hotText = (r: OpsCatalogueGame) => (r.hot ? t('opsCatalogue.yes') : t('opsCatalogue.no'));
  const columns: OpsColumn<OpsCatalogueGame>[] = [
    { key: 'name', header: t('opsCatalogue.name'), cell: (r) => r.name, text: (r) => r.name },
    {
      key: 'code',
      header: t('opsCatalogue.code'),
      cell: (r) => r.gameCode,
      text: (r) => r.gameCode,
    },
    {
      key: 'vendor',
      header: t('opsCatalogue.vendor'),
      cell: (r) => r.vendorName,
      text: (r) => r.vendorName,
    },
    {
      key: 'type',
      header: t('opsCatalogue.type'),
      cell: (r) => typeName(r.gameType),
      text: (r) => r.gameType,
    },
    { key: 'state', header: t('opsCatalogue.state'), cell: state, text: state },
    { key: 'hot', header: t('opsCatalogue.hot'), cell: hotText, text: hotText },
    {
      key: 'actions',
      pinned: true,
      header: t('opsCatalogue.actions'),
      cell: (r) => {
        const target = `${r.name} (${r.gameCode})`;
        return (
          <div className={styles.actions}>
            <RowAction
              label={r.gameEnabled ? t('opsCatalogue.switchOff') : t('opsCatalogue.switchOn')}
              target={target}
              disabled={busy}
              onClick={() => toggle.mutate({ gameId: r.id, enabled: !r.gameEnabled })}
            />
            <RowAction
              label={r.hot ? t('opsCatalogue.unmarkHot') : t('opsCatalogue.markHot')}
              target={target}
              disabled={busy}
              onClick={() => hot.mutate({ gameId: r.id, hot: !r.hot })}
            />
          </div>
        );
      },
      text: () => null,
    },
  ];

  return (
    <div className={styles.stack}>
      <CatalogueGameFilterBar
        filters={filters}
        onChange={(next) => {
          setFilters(next);
          setPageNo(1);
        }}
      />
      <QueryState query={list}>
        {(data) =>
          data.total === 0 ? (
            <p className={styles.stateBox}>{t('opsCatalogue.empty')}</p>
          ) : (
            <OpsTable
              caption={t('opsCatalogue.tabs.games')}
              columns={columns}
              rows={data.items}
              rowKey={(r) => r.id}
              exportName="catalogue-games"
              paging={{ pageNo: data.pageNum, pages: data.totalPages, onPage: setPageNo }}
            />
          )
        }
      </QueryState>
    </div>
  );
}
