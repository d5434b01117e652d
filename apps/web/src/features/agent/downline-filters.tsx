import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { TextField } from '../../shared/forms/text-field.tsx';
import { SelectField } from '../../shared/money/select-field.tsx';
import walletForms from '../../shared/money/wallet-forms.module.css';
import { Button } from '../../shared/ui/button.tsx';
import type { DownlineFilters } from './agent-queries.ts';
import './agent-texts.ts';
import styles from './agent.module.css';

/** What the filter form changes: the searched account, the scope and the role. */
export type DownlineSearch = Pick<DownlineFilters, 'account' | 'scope' | 'role'>;

/** Props of `DownlineFiltersForm`. */
export interface DownlineFiltersFormProps {
  value: DownlineSearch;
  onChange: (search: DownlineSearch) => void;
}

/**
 * The downline list's search: accounts starting with a text (searched on submit), direct or
 * the whole team and a role (searched at once).
 */
export function DownlineFiltersForm({ value, onChange }: DownlineFiltersFormProps) {
  const { t } = useTranslation();
  const [account, setAccount] = useState(value.account ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = account.trim();
    onChange({ ...value, account: trimmed === '' ? undefined : trimmed });
  };
  return (
    <form className={walletForms.dates} onSubmit={submit} role="search" noValidate>
      <div className={styles.filters}>
        <TextField
          label={t('agent.downlines.search')}
          type="search"
          autoComplete="off"
          value={account}
          onChange={(event) => setAccount(event.target.value)}
        />
        <SelectField
          label={t('agent.downlines.scope')}
          value={value.scope}
          onChange={(event) =>
            onChange({ ...value, scope: event.target.value === 'direct' ? 'direct' : 'all' })
          }
        >
          <option value="all">{t('agent.downlines.scopes.all')}</option>
          <option value="direct">{t('agent.downlines.scopes.direct')}</option>
        </SelectField>
        <SelectField
          label={t('agent.downlines.role')}
          value={value.role ?? ''}
          onChange={(event) => {
            const role = event.target.value;
            onChange({ ...value, role: role === 'member' || role === 'agent' ? role : undefined });
          }}
        >
          <option value="">{t('agent.downlines.roles.any')}</option>
          <option value="member">{t('agent.downlines.roles.member')}</option>
          <option value="agent">{t('agent.downlines.roles.agent')}</option>
        </SelectField>
        <Button type="submit" variant="primary">
          {t('agent.downlines.searchButton')}
        </Button>
      </div>
    </form>
  );
}
