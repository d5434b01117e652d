import { redeemStatuses, type RedeemStatus } from '@portal/contract/points/rules';
import { SelectField } from '../../shared/money/select-field.tsx';
import walletForms from '../../shared/money/wallet-forms.module.css';
import { usePointsText } from './use-points-text.ts';

function isRedeemStatus(value: string): value is RedeemStatus {
  return (redeemStatuses as readonly string[]).includes(value);
}

/** Props of `RedeemStatusSelect`. */
export interface RedeemStatusSelectProps {
  /** The chosen status; undefined for every status. */
  value: RedeemStatus | undefined;
  onChange: (status: RedeemStatus | undefined) => void;
}

/** The status filter of the redeem history ("every status" first). */
export function RedeemStatusSelect({ value, onChange }: RedeemStatusSelectProps) {
  const text = usePointsText();
  return (
    <SelectField
      className={walletForms.filterField}
      label={text('points.history.statusFilter')}
      value={value ?? ''}
      onChange={(event) => {
        const next = event.target.value;
        onChange(isRedeemStatus(next) ? next : undefined);
      }}
    >
      <option value="">{text('points.history.allStatuses')}</option>
      {redeemStatuses.map((status) => (
        <option key={status} value={status}>
          {text(`points.statuses.${status}`)}
        </option>
      ))}
    </SelectField>
  );
}
