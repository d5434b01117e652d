import { transactionTypes } from '@portal/contract/histories';
import { useTranslation } from '../../i18n/use-translation.ts';
import { SelectField } from '../../shared/money/select-field.tsx';
import type { TransactionType } from '../../shared/money/wallet-queries.ts';
import walletForms from '../../shared/money/wallet-forms.module.css';
import '../../shared/money/wallet-texts.ts';

function isTransactionType(value: string): value is TransactionType {
  return (transactionTypes as readonly string[]).includes(value);
}

/** Props of `TransactionTypeSelect`. */
export interface TransactionTypeSelectProps {
  /** The chosen type; undefined for every type. */
  value: TransactionType | undefined;
  onChange: (type: TransactionType | undefined) => void;
}

/** The movement type filter of a transactions list ("every type" first). */
export function TransactionTypeSelect({ value, onChange }: TransactionTypeSelectProps) {
  const { t } = useTranslation();
  return (
    <SelectField
      className={walletForms.filterField}
      label={t('wallet.transactions.typeFilter')}
      value={value ?? ''}
      onChange={(event) => {
        const next = event.target.value;
        onChange(isTransactionType(next) ? next : undefined);
      }}
    >
      <option value="">{t('wallet.transactions.allTypes')}</option>
      {transactionTypes.map((item) => (
        <option key={item} value={item}>
          {t(`wallet.transactionType.${item}`)}
        </option>
      ))}
    </SelectField>
  );
}
