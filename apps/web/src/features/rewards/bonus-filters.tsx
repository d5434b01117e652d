import {
  bonusSources,
  bonusStates,
  type BonusSource,
  type BonusState,
} from '@portal/contract/rewards/bonus-rules';
import { SelectField } from '../../shared/money/select-field.tsx';
import walletForms from '../../shared/money/wallet-forms.module.css';
import { useRewardsText } from './use-rewards-text.ts';

/** Props of a filter select: the chosen value, undefined for "every one". */
interface FilterProps<T extends string> {
  value: T | undefined;
  onChange: (value: T | undefined) => void;
}

/** Props of `ChoiceSelect`. */
interface ChoiceSelectProps<T extends string> extends FilterProps<T> {
  label: string;
  /** The first option's text: every choice. */
  all: string;
  choices: readonly T[];
  choiceText: (choice: T) => string;
}

/** A labelled filter select, "every one" first; anything else than a known choice is "all". */
function ChoiceSelect<T extends string>({
  label,
  all,
  choices,
  choiceText,
  value,
  onChange,
}: ChoiceSelectProps<T>) {
  return (
    <SelectField
      className={walletForms.filterField}
      label={label}
      value={value ?? ''}
      onChange={(event) => {
        const next = choices.find((choice) => choice === event.target.value);
        onChange(next);
      }}
    >
      <option value="">{all}</option>
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {choiceText(choice)}
        </option>
      ))}
    </SelectField>
  );
}

/** The bonus details' source filter (promotion, raffle, mission...). */
export function BonusSourceSelect(props: FilterProps<BonusSource>) {
  const text = useRewardsText();
  return (
    <ChoiceSelect
      {...props}
      label={text('rewards.details.sourceFilter')}
      all={text('rewards.details.allSources')}
      choices={bonusSources}
      choiceText={(source) => text(`rewards.sources.${source}`)}
    />
  );
}

/** The bonus details' state filter (to claim, credited, claimed, expired, cancelled). */
export function BonusStateSelect(props: FilterProps<BonusState>) {
  const text = useRewardsText();
  return (
    <ChoiceSelect
      {...props}
      label={text('rewards.details.stateFilter')}
      all={text('rewards.details.allStates')}
      choices={bonusStates}
      choiceText={(state) => text(`rewards.states.${state}`)}
    />
  );
}
