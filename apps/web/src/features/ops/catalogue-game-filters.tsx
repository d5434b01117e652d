import { gameTypes } from '@portal/contract/constants';
import { catalogueStates, type CatalogueState } from '@portal/contract/games/ops';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Button } from '../../shared/ui/button.tsx';
import type { CatalogueGameFilters } from './catalogue-queries.ts';
import { useCatalogueVendors } from './catalogue-vendors.tsx';
import styles from './console.module.css';

/** A game type's name as the portal shows it, else its code. */
export function useTypeName() {
  const { t } = useTranslation();
  return (type: string) => t(`categories.${type}`, { defaultValue: type });
}

/**
 * The game list's filters: vendor, type and state apply when chosen; the name applies when the
 * form is sent, so the list is not asked again at every key.
 */
export function CatalogueGameFilterBar({
  filters,
  onChange,
}: {
  filters: CatalogueGameFilters;
  onChange: (next: CatalogueGameFilters) => void;
}) {
  const { t } = useTranslation();
  const typeName = useTypeName();
  const vendors = useCatalogueVendors();
  const [name, setName] = useState(filters.q);
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange({ ...filters, q: name.trim() });
  };
  const select = (
    label: string,
    value: string,
    set: (value: string) => void,
    options: [string, string][],
  ) => (
    <label className={styles.filter}>
      <span>{label}</span>
      <select
        className={styles.select}
        aria-label={label}
        value={value}
        onChange={(event) => set(event.target.value)}
      >
        {options.map(([key, text]) => (
          <option key={key} value={key}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <div className={styles.toolbar}>
      {select(
        t('opsCatalogue.vendor'),
        filters.vendor,
        (vendor) => onChange({ ...filters, vendor }),
        [
          ['', t('opsCatalogue.allVendors')],
          ...(vendors.data?.items ?? []).map((v): [string, string] => [
            v.vendorCode,
            v.displayName,
          ]),
        ],
      )}
      {select(
        t('opsCatalogue.type'),
        filters.gameType,
        (gameType) => onChange({ ...filters, gameType }),
        [
          ['', t('opsCatalogue.allTypes')],
          ...gameTypes.map((g): [string, string] => [g, typeName(g)]),
        ],
      )}
      {select(
        t('opsCatalogue.stateFilter'),
        filters.state,
        (state) => onChange({ ...filters, state: state as CatalogueState | '' }),
        [
          ['', t('opsCatalogue.states.all')],
          ...catalogueStates.map((s): [string, string] => [s, t(`opsCatalogue.states.${s}`)]),
        ],
      )}
      <form className={styles.toolbar} onSubmit={search} role="search">
        <label className={styles.filter}>
          <span>{t('opsCatalogue.search')}</span>
          <input
            className={styles.select}
            aria-label={t('opsCatalogue.search')}
            value={name}
            maxLength={64}
            autoComplete="off"
            onChange={(event) => setName(event.target.value)}
          />
        </label>
        <Button type="submit" size="sm" variant="secondary">
          {t('opsCatalogue.filter')}
        </Button>
      </form>
    </div>
  );
}
