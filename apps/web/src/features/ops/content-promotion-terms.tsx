import { promotionKind } from '@portal/contract/content';
import type { OpsPromotionItem } from '@portal/contract/content/ops-items';
import { useFieldArray, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import { toBcp47 } from '../../i18n/language-codes.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { CheckboxField } from '../../shared/forms/checkbox-field.tsx';
import formStyles from '../../shared/forms/form.module.css';
import { fieldError } from '../../shared/forms/server-errors.ts';
import { TextField } from '../../shared/forms/text-field.tsx';
import { formatMoney } from '../../shared/lib/format-money.ts';
import { Button } from '../../shared/ui/button.tsx';
import { SelectField } from './content-form-parts.tsx';
import { prizeTableLimit, type PromotionFormApi } from './content-promotion-values.ts';
import styles from './console.module.css';
import css from './content-editor.module.css';

/** A raffle's prize table: amounts with their weights, one row at least, twenty at most. */
function PrizeTableRows({ form }: { form: PromotionFormApi }) {
  const { t } = useTranslation();
  const { register, control, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'prizeTable' });
  const errors = formState.errors.prizeTable;
  // A table refused as a whole (empty, too long, or beside a single prize) says so above it.
  const whole = errors?.root ?? errors;
  const tableError =
    typeof whole?.message === 'string' ? fieldError(whole as FieldError) : undefined;
  return (
    <fieldset className={css.terms}>
      <legend className={css.legend}>{t('opsContentEditor.terms.prizeTable')}</legend>
      <p className={css.hint}>{t('opsContentEditor.terms.prizeTableHint')}</p>
      {tableError === undefined ? null : <p className={formStyles.error}>{tableError}</p>}
      {fields.map((field, i) => (
        <div key={field.id} className={styles.formGrid}>
          <TextField
            label={t('opsContentEditor.terms.rowAmount', { n: i + 1 })}
            inputMode="decimal"
            autoComplete="off"
            error={fieldError(errors?.[i]?.amount)}
            {...register(`prizeTable.${i}.amount`)}
          />
          <TextField
            label={t('opsContentEditor.terms.rowWeight', { n: i + 1 })}
            inputMode="numeric"
            autoComplete="off"
            error={fieldError(errors?.[i]?.weight)}
            {...register(`prizeTable.${i}.weight`)}
          />
          {/* The last row stays: a table has at least one prize. */}
          {fields.length === 1 ? null : (
            <div className={css.rowAction}>
              <Button size="sm" variant="secondary" onClick={() => remove(i)}>
                {t('opsContentEditor.terms.removeRow', { n: i + 1 })}
              </Button>
            </div>
          )}
        </div>
      ))}
      {fields.length >= prizeTableLimit ? null : (
        <div>
          <Button size="sm" variant="secondary" onClick={() => append({ amount: '', weight: '1' })}>
            {t('opsContentEditor.terms.addRow')}
          </Button>
        </div>
      )}
    </fieldset>
  );
}

/**
 * The money terms of a new promotion, only those of the chosen kind: a raffle's prize (one, or
 * a table), an activity's optional bonus and proof rule, and the turnover of either. An
 * information promotion has none.
 */
export function PromotionTerms({ form }: { form: PromotionFormApi }) {
  const { t } = useTranslation();
  const { register, control, formState } = form;
  const errors = formState.errors;
  const kind = useWatch({ control, name: 'kind' });
  const mode = useWatch({ control, name: 'prizeMode' });
  return (
    <fieldset className={css.terms}>
      <legend className={css.legend}>{t('opsContentEditor.terms.heading')}</legend>
      <div className={styles.formGrid}>
        <SelectField
          label={t('ops.content.kind')}
          hint={t(`opsContentEditor.terms.kindHints.${kind}`)}
          error={fieldError(errors.kind)}
          control={control}
          name="kind"
        >
          {promotionKind.options.map((k) => (
            <option key={k} value={k}>
              {t(`ops.content.promotionKinds.${k}`)}
            </option>
          ))}
        </SelectField>
        {kind !== 'raffle' ? null : (
          <SelectField
            label={t('opsContentEditor.terms.prizeMode')}
            error={undefined}
            control={control}
            name="prizeMode"
          >
            <option value="single">{t('opsContentEditor.terms.prizeModes.single')}</option>
            <option value="table">{t('opsContentEditor.terms.prizeModes.table')}</option>
          </SelectField>
        )}
        {kind === 'info' || (kind === 'raffle' && mode === 'table') ? null : (
          <TextField
            label={
              kind === 'raffle'
                ? t('opsContentEditor.terms.prize')
                : t('opsContentEditor.terms.bonus')
            }
            hint={kind === 'raffle' ? undefined : t('opsContentEditor.terms.bonusHint')}
            inputMode="decimal"
            autoComplete="off"
            error={fieldError(errors.prizeAmount)}
            {...register('prizeAmount')}
          />
        )}
        {kind === 'info' ? null : (
          <TextField
            label={t('opsContentEditor.terms.turnover')}
            hint={t('opsContentEditor.terms.turnoverHint')}
            inputMode="numeric"
            autoComplete="off"
            error={fieldError(errors.turnoverPercent)}
            {...register('turnoverPercent')}
          />
        )}
      </div>
      {kind !== 'activity' ? null : (
        <CheckboxField
          label={t('opsContentEditor.terms.requiresProof')}
          error={fieldError(errors.requiresProof)}
          {...register('requiresProof')}
        />
      )}
      {kind === 'raffle' && mode === 'table' ? <PrizeTableRows form={form} /> : null}
    </fieldset>
  );
}

/**
 * A stored raffle's prize table: each prize with its weight and the chance it comes up (its
 * weight over the total), as a table a screen reader reads cell by cell.
 */
function FixedPrizeTable({ table }: { table: { amount: string; weight: number }[] }) {
  const { t } = useTranslation();
  const locale = toBcp47(useLanguage());
  const total = table.reduce((sum, row) => sum + row.weight, 0);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  return (
    <table className={styles.table}>
      <caption className={css.legend}>{t('opsContentEditor.terms.prizeTable')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('opsContentEditor.terms.amount')}</th>
          <th scope="col">{t('opsContentEditor.terms.weight')}</th>
          <th scope="col">{t('opsContentEditor.terms.chance')}</th>
        </tr>
      </thead>
      <tbody>
        {table.map((row, i) => (
          <tr key={i}>
            <td>{formatMoney(row.amount, locale)}</td>
            <td>{row.weight}</td>
            <td>{total > 0 ? percent.format(row.weight / total) : '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The money terms of a stored promotion, shown and not offered: members may already have
 * applied or claimed under them, so the update call does not take them.
 */
export function FixedPromotionTerms({ row }: { row: OpsPromotionItem }) {
  const { t } = useTranslation();
  const locale = toBcp47(useLanguage());
  const known = (promotionKind.options as readonly string[]).includes(row.kind);
  const terms: [string, string][] = [
    [
      t('ops.content.kind'),
      known ? t(`ops.content.promotionKinds.${row.kind as 'info'}`) : row.kind,
    ],
    [
      t('ops.content.prize'),
      row.prizeTable !== null
        ? t('opsContentEditor.terms.prizeModes.table')
        : row.prizeAmount === null
          ? '—'
          : formatMoney(row.prizeAmount, locale),
    ],
    [t('opsContentEditor.terms.turnover'), String(row.turnoverPercent)],
    [
      t('opsContentEditor.terms.requiresProof'),
      row.requiresProof ? t('opsContentEditor.yes') : t('opsContentEditor.no'),
    ],
  ];
  return (
    <section className={css.terms} aria-label={t('opsContentEditor.terms.heading')}>
      <p className={css.legend}>{t('opsContentEditor.terms.heading')}</p>
      <dl className={css.facts}>
        {terms.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {row.prizeTable === null ? null : <FixedPrizeTable table={row.prizeTable} />}
      <p className={css.hint}>{t('opsContentEditor.terms.fixedHint')}</p>
    </section>
  );
}
