import { useEffect, useRef } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import formStyles from '../../shared/forms/form.module.css';
import { fieldError } from '../../shared/forms/server-errors.ts';
import { TextField } from '../../shared/forms/text-field.tsx';
import { ListBlock, listError, RemoveRow } from './brand-list-block.tsx';
import { listLimits, routeTypes, type BrandFormApi } from './brand-values.ts';
import css from './brands.module.css';
import styles from './console.module.css';

/** The brand's domains, each with its route type; the first is its main domain, one at least. */
export function DomainRows({ form }: { form: BrandFormApi }) {
  const { t } = useTranslation();
  const { control, register, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'domains' });
  const errors = formState.errors.domains;
  return (
    <ListBlock
      legend={t('opsBrands.form.domains')}
      hint={t('opsBrands.form.domainsHint')}
      error={listError(errors)}
      empty={fields.length === 0}
      add={
        fields.length >= listLimits.domains
          ? null
          : {
              label: t('opsBrands.form.addDomain'),
              onAdd: () => append({ domain: '', routeType: 'WEB' }),
            }
      }
    >
      {fields.map((field, i) => {
        const number = i + 1;
        return (
          <div key={field.id} className={css.row}>
            <TextField
              label={t('opsBrands.form.domain', { number })}
              autoComplete="off"
              spellCheck={false}
              maxLength={253}
              error={fieldError(errors?.[i]?.domain)}
              {...register(`domains.${i}.domain`)}
            />
            <label className={formStyles.field}>
              <span className={formStyles.label}>{t('opsBrands.form.routeType', { number })}</span>
              <select className={styles.select} {...register(`domains.${i}.routeType`)}>
                {routeTypes.map((type) => (
                  <option key={type} value={type}>
                    {t(`opsBrands.form.routeTypes.${type}`)}
                  </option>
                ))}
              </select>
            </label>
            {fields.length <= 1 ? null : (
              <RemoveRow
                label={t('opsBrands.form.removeDomain', { number })}
                onRemove={() => remove(i)}
              />
            )}
          </div>
        );
      })}
    </ListBlock>
  );
}

/**
 * The image or game-launch CDN origins. They are plain strings, which `useFieldArray` does not
 * hold, so the rows follow the form's value and an add or a removal sets the whole list.
 */
export function OriginRows({
  form,
  name,
}: {
  form: BrandFormApi;
  name: 'imageCdns' | 'launchCdns';
}) {
  const { t } = useTranslation();
  const { control, register, formState, setValue, setFocus, clearErrors } = form;
  const list = useWatch({ control, name }) ?? [];
  const errors = formState.errors[name];
  const words =
    name === 'imageCdns'
      ? ({
          legend: 'imageCdns',
          row: 'imageCdn',
          add: 'addImageCdn',
          remove: 'removeImageCdn',
        } as const)
      : ({
          legend: 'launchCdns',
          row: 'launchCdn',
          add: 'addLaunchCdn',
          remove: 'removeLaunchCdn',
        } as const);
  // A row just added takes the focus once it is drawn, as `useFieldArray` does for its rows.
  const focusRow = useRef<number | null>(null);
  useEffect(() => {
    if (focusRow.current === null || focusRow.current >= list.length) return;
    setFocus(`${name}.${focusRow.current}`);
    focusRow.current = null;
  }, [list.length, name, setFocus]);
  const set = (next: string[]) => setValue(name, next, { shouldDirty: true });
  return (
    <ListBlock
      legend={t(`opsBrands.form.${words.legend}`)}
      hint={t('opsBrands.form.cdnHint')}
      error={listError(errors)}
      empty={list.length === 0}
      add={
        list.length >= listLimits[name]
          ? null
          : {
              label: t(`opsBrands.form.${words.add}`),
              onAdd: () => {
                focusRow.current = list.length;
                set([...list, '']);
              },
            }
      }
    >
      {list.map((_, i) => {
        const number = i + 1;
        return (
          // The index is the row's identity: the values live in the form, not in these rows.
          <div key={i} className={css.row}>
            <TextField
              label={t(`opsBrands.form.${words.row}`, { number })}
              autoComplete="off"
              spellCheck={false}
              inputMode="url"
              maxLength={300}
              error={fieldError(errors?.[i])}
              {...register(`${name}.${i}`)}
            />
            <RemoveRow
              label={t(`opsBrands.form.${words.remove}`, { number })}
              onRemove={() => {
                set(list.filter((_, j) => j !== i));
                // The rows below move up, so a message kept by index would sit under another one.
                clearErrors(name);
              }}
            />
          </div>
        );
      })}
    </ListBlock>
  );
}
