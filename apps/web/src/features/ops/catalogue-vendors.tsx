import { catalogueOpsEndpoints, type OpsCatalogueVendor } from '@portal/contract/games/ops';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.ts';
import { catalogueKeys } from './catalogue-queries.ts';
import { opsCall } from './operator-session.ts';
import { RowAction, type useFeedback } from './ops-page.tsx';
import { OpsTable, type OpsColumn } from './ops-table.tsx';
import { QueryState } from './query-state.tsx';
import styles from './console.module.css';

export type Feedback = ReturnType<typeof useFeedback>;

/** The brand's vendors, also the game filter's choices: one query for both. */
export function useCatalogueVendors() {
  return useQuery({
    queryKey: catalogueKeys.vendors(),
    queryFn: ({ signal }) => opsCall(catalogueOpsEndpoints.opsCatalogueVendors, {}, { signal }),
  });
}

/**
 * Every vendor with the brand's switch and its game counts; switching a vendor off hides all its
 * games from players at once, without touching the games' own switches.
 */
export function CatalogueVendors({ feedback }: { feedback: Feedback }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const vendors = useCatalogueVendors();
  const toggle = useMutation({
    mutationFn: (input: { vendorCode: string; enabled: boolean }) =>
      opsCall(catalogueOpsEndpoints.opsCatalogueVendorSwitch, input),
    onMutate: feedback.clear,
    onSuccess: ({ vendor, changed }) => {
      const name = vendor.displayName;
      feedback.setNotice(() =>
        !changed
          ? t('opsCatalogue.unchanged', { name })
          : vendor.enabled
            ? t('opsCatalogue.vendorOn', { name })
            : t('opsCatalogue.vendorOff', { name }),
      );
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
    },
    onError: feedback.fail,
  });

  const state = (r: OpsCatalogueVendor) =>
    r.enabled ? t('opsCatalogue.on') : t('opsCatalogue.off');
  const columns: OpsColumn<OpsCatalogueVendor>[] = [
    {
      key: 'name',
      header: t('opsCatalogue.vendor'),
      cell: (r) => r.displayName,
      text: (r) => r.displayName,
      sortable: true,
    },
    {
      key: 'code',
      header: t('opsCatalogue.code'),
      cell: (r) => r.vendorCode,
      text: (r) => r.vendorCode,
    },
    {
      key: 'wallet',
      header: t('opsCatalogue.wallet'),
      cell: (r) => t(`opsCatalogue.wallets.${r.wallet}`),
      text: (r) => t(`opsCatalogue.wallets.${r.wallet}`),
    },
    {
      key: 'games',
      header: t('opsCatalogue.games'),
      cell: (r) => r.games,
      text: (r) => r.games,
      sortable: true,
    },
    {
      key: 'gamesOff',
      header: t('opsCatalogue.gamesOff'),
      cell: (r) => r.gamesOff,
      text: (r) => r.gamesOff,
      sortable: true,
    },
    { key: 'state', header: t('opsCatalogue.state'), cell: state, text: state, sortable: true },
    {
      key: 'actions',
      pinned: true,
      header: t('opsCatalogue.actions'),
      cell: (r) => (
        <div className={styles.actions}>
          <RowAction
            label={r.enabled ? t('opsCatalogue.switchOff') : t('opsCatalogue.switchOn')}
            target={r.displayName}
            disabled={toggle.isPending}
            onClick={() => toggle.mutate({ vendorCode: r.vendorCode, enabled: !r.enabled })}
          />
        </div>
      ),
      text: () => null,
    },
  ];

  return (
    <QueryState query={vendors}>
      {(data) => (
        <OpsTable
          caption={t('opsCatalogue.tabs.vendors')}
          columns={columns}
          rows={data.items}
          rowKey={(r) => r.vendorCode}
          exportName="catalogue-vendors"
        />
      )}
    </QueryState>
  );
}
