import { zodResolver } from '@hookform/resolvers/zod';
import { languageCodes, languageNames } from '@portal/contract/constants';
import { brandCreateInput, brandOpsEndpoints, type BrandView } from '@portal/contract/ops/brands';
import { useEffect, useId } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { CheckboxField } from '../../shared/forms/checkbox-field.tsx';
import formStyles from '../../shared/forms/form.module.css';
import { fieldError } from '../../shared/forms/server-errors.ts';
import { TextField } from '../../shared/forms/text-field.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { ServiceRows, ResourceRows } from './brand-form-links.tsx';
import { DomainRows, OriginRows } from './brand-form-lists.tsx';
import { listError } from './brand-list-block.tsx';
import {
  blankBrand,
  brandFieldNames,
  valuesOf,
  type BrandOutput,
  type BrandValues,
} from './brand-values.ts';
import { FormPanel } from './form-panel.tsx';
import { opsCall } from './operator-session.ts';
import { useOpsForm } from './use-ops-form.ts';
import css from './brands.module.css';
import styles from './console.module.css';

const scales = [0, 1, 2, 3, 4, 5, 6, 7, 8] as const;

/**
 * A brand's configuration: empty to create a brand, else the stored brand to change it. Both are
 * checked with the create call's schema, whose fields an update shares; an edit shows the code and
 * the currency read-only (they never change) and sends the update call's fields only.
 */
export function BrandForm({
  brand,
  onSaved,
  onCancel,
}: {
  /** The brand to change; null makes a new one. */
  brand: BrandView | null;
  /** The server's answer once the call went through. */
  onSaved: (view: BrandView) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const creating = brand === null;
  const { form, submit, formError } = useOpsForm<BrandValues, BrandOutput>({
    resolver: zodResolver(brandCreateInput),
    defaultValues: creating ? blankBrand() : valuesOf(brand),
    fields: brandFieldNames,
    send: async (values) => {
      if (creating) return onSaved(await opsCall(brandOpsEndpoints.brandCreate, values));
      const {
        currency: _currency,
        currencySymbol: _symbol,
        currencyScale: _scale,
        ...update
      } = values;
      onSaved(await opsCall(brandOpsEndpoints.brandUpdate, update));
    },
  });
  const { register, formState, setFocus } = form;
  const errors = formState.errors;
  const languagesError = listError(errors.languages);
  const languagesErrorId = useId();
  const defaultLanguageError = fieldError(errors.defaultLanguage);
  const defaultLanguageId = useId();
  useEffect(() => setFocus(creating ? 'code' : 'name'), [creating, setFocus]);
  // The code and the currency are the brand's for good: shown, not offered, once it exists.
  const fixed = creating ? {} : { readOnly: true, hint: t('opsBrands.form.fixedHint') };
  return (
    <FormPanel
      title={
        creating
          ? t('opsBrands.form.createHeading')
          : t('opsBrands.form.editHeading', { code: brand.code })
      }
      submitLabel={creating ? t('opsBrands.form.create') : t('opsBrands.form.save')}
      submitting={formState.isSubmitting}
      formError={formError}
      onSubmit={submit}
      extra={
        <>
          <fieldset
            className={css.list}
            aria-describedby={languagesError === undefined ? undefined : languagesErrorId}
          >
            <legend className={formStyles.label}>{t('opsBrands.form.languages')}</legend>
            <div className={css.languages}>
              {languageCodes.map((code) => (
                <CheckboxField
                  key={code}
                  label={`${languageNames[code]} (${code})`}
                  value={code}
                  {...register('languages')}
                />
              ))}
            </div>
            {languagesError === undefined ? null : (
              <p id={languagesErrorId} className={formStyles.error}>
                {languagesError}
              </p>
            )}
          </fieldset>
          <DomainRows form={form} />
          <OriginRows form={form} name="imageCdns" />
          <OriginRows form={form} name="launchCdns" />
          <ServiceRows form={form} />
          <ResourceRows form={form} />
          <div>
            <Button size="sm" variant="secondary" onClick={onCancel}>
              {t('opsBrands.form.cancel')}
            </Button>
          </div>
        </>
      }
    >
      <TextField
        label={t('opsBrands.form.code')}
        hint={t('opsBrands.form.codeHint')}
        autoComplete="off"
        spellCheck={false}
        maxLength={32}
        error={fieldError(errors.code)}
        {...fixed}
        {...register('code')}
      />
      <TextField
        label={t('opsBrands.form.name')}
        autoComplete="off"
        maxLength={100}
        error={fieldError(errors.name)}
        {...register('name')}
      />
      <TextField
        label={t('opsBrands.form.currency')}
        hint={t('opsBrands.form.currencyHint')}
        autoComplete="off"
        maxLength={3}
        error={fieldError(errors.currency)}
        {...fixed}
        {...register('currency')}
      />
      <TextField
        label={t('opsBrands.form.currencySymbol')}
        autoComplete="off"
        maxLength={8}
        error={fieldError(errors.currencySymbol)}
        {...fixed}
        {...register('currencySymbol')}
      />
      {creating ? (
        <label className={formStyles.field}>
          <span className={formStyles.label}>{t('opsBrands.form.currencyScale')}</span>
          <select className={styles.select} {...register('currencyScale', { valueAsNumber: true })}>
            {scales.map((scale) => (
              <option key={scale} value={scale}>
                {scale}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <TextField
          label={t('opsBrands.form.currencyScale')}
          error={fieldError(errors.currencyScale)}
          {...fixed}
          {...register('currencyScale', { valueAsNumber: true })}
        />
      )}
      <TextField
        label={t('opsBrands.form.timeZone')}
        hint={t('opsBrands.form.timeZoneHint')}
        autoComplete="off"
        spellCheck={false}
        maxLength={64}
        error={fieldError(errors.timeZone)}
        {...register('timeZone')}
      />
      <div className={formStyles.field}>
        <label htmlFor={defaultLanguageId} className={formStyles.label}>
          {t('opsBrands.form.defaultLanguage')}
        </label>
        <select
          id={defaultLanguageId}
          className={styles.select}
          aria-invalid={defaultLanguageError === undefined ? undefined : true}
          aria-describedby={
            defaultLanguageError === undefined ? undefined : `${defaultLanguageId}-error`
          }
          {...register('defaultLanguage')}
        >
          {languageCodes.map((code) => (
            <option key={code} value={code}>
              {`${languageNames[code]} (${code})`}
            </option>
          ))}
        </select>
        {defaultLanguageError === undefined ? null : (
          <p id={`${defaultLanguageId}-error`} className={formStyles.error}>
            {defaultLanguageError}
          </p>
        )}
      </div>
      <TextField
        label={t('opsBrands.form.analyticsId')}
        hint={t('opsBrands.form.analyticsIdHint')}
        autoComplete="off"
        spellCheck={false}
        maxLength={64}
        error={fieldError(errors.analyticsId)}
        {...register('analyticsId')}
      />
    </FormPanel>
  );
}
