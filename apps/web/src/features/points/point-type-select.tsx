import { pointTypes, type PointType } from '@portal/contract/points/rules';
import { SelectField } from '../../shared/money/select-field.tsx';
import walletForms from '../../shared/money/wallet-forms.module.css';
import { usePointsText } from './use-points-text.ts';

function isPointType(value: string): value is PointType {
  return (pointTypes as readonly string[]).includes(value);
}

/** Props of `PointTypeSelect`. */
export interface PointTypeSelectProps {
  /** The chosen type; undefined for every type. */
  value: PointType | undefined;
  onChange: (type: PointType | undefined) => void;
}

/** The type filter of the point details ("every type" first). */
export function PointTypeSelect({ value, onChange }: PointTypeSelectProps) {
  const text = usePointsText();
  return (
    <SelectField
      className={walletForms.filterField}
      label={text('points.details.typeFilter')}
      value={value ?? ''}
      onChange={(event) => {
        const next = event.target.value;
        onChange(isPointType(next) ? next : undefined);
      }}
    >
      <option value="">{text('points.details.allTypes')}</option>
      {pointTypes.map((type) => (
        <option key={type} value={type}>
          {text(`points.types.${type}`)}
        </option>
      ))}
    </SelectField>
  );
}
