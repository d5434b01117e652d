import { useFieldArray } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import { fieldError } from '../../shared/forms/server-errors.ts';
import { TextField } from '../../shared/forms/text-field.tsx';
import { ListBlock, listError, RemoveRow } from './brand-list-block.tsx';
import { listLimits, type BrandFormApi } from './brand-values.ts';
import css from './brands.module.css';

/** The brand's customer-service entries (WhatsApp, live chat...), in the order players see. */
export function ServiceRows({ form }: { form: BrandFormApi }) {
  const { t } = useTranslation();
  const { control, register, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'customerService' });
  const errors = formState.errors.customerService;
  return (
    <ListBlock
      legend={t('opsBrands.form.customerService')}
      error={listError(errors)}
      empty={fields.length === 0}
      add={
        fields.length >= listLimits.customerService
          ? null
          : {
              label: t('opsBrands.form.addService'),
              onAdd: () => append({ csType: '', title: '', url: '' }),
            }
      }
    >
      {fields.map((field, i) => {
        const number = i + 1;
        return (
          <div key={field.id} className={css.row}>
            <TextField
              label={t('opsBrands.form.csType', { number })}
              hint={t('opsBrands.form.typeHint')}
              autoComplete="off"
              maxLength={32}
              error={fieldError(errors?.[i]?.csType)}
              {...register(`customerService.${i}.csType`)}
            />
            <TextField
              label={t('opsBrands.form.csTitle', { number })}
              autoComplete="off"
              maxLength={100}
              error={fieldError(errors?.[i]?.title)}
              {...register(`customerService.${i}.title`)}
            />
            <TextField
              label={t('opsBrands.form.csUrl', { number })}
              hint={t('opsBrands.form.linkHint')}
              autoComplete="off"
              spellCheck={false}
              maxLength={500}
              error={fieldError(errors?.[i]?.url)}
              {...register(`customerService.${i}.url`)}
            />
            <RemoveRow
              label={t('opsBrands.form.removeService', { number })}
              onRemove={() => remove(i)}
            />
          </div>
        );
      })}
    </ListBlock>
  );
}

/** The brand's resources (app downloads, guides): a type, a link and an English name each. */
export function ResourceRows({ form }: { form: BrandFormApi }) {
  const { t } = useTranslation();
  const { control, register, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'resources' });
  const errors = formState.errors.resources;
  return (
    <ListBlock
      legend={t('opsBrands.form.resources')}
      error={listError(errors)}
      empty={fields.length === 0}
      add={
        fields.length >= listLimits.resources
          ? null
          : {
              label: t('opsBrands.form.addResource'),
              onAdd: () => append({ resourceType: '', url: '', labelNameEn: '' }),
            }
      }
    >
      {fields.map((field, i) => {
        const number = i + 1;
        return (
          <div key={field.id} className={css.row}>
            <TextField
              label={t('opsBrands.form.resourceType', { number })}
              hint={t('opsBrands.form.typeHint')}
              autoComplete="off"
              maxLength={32}
              error={fieldError(errors?.[i]?.resourceType)}
              {...register(`resources.${i}.resourceType`)}
            />
            <TextField
              label={t('opsBrands.form.resourceUrl', { number })}
              hint={t('opsBrands.form.linkHint')}
              autoComplete="off"
              spellCheck={false}
              maxLength={500}
              error={fieldError(errors?.[i]?.url)}
              {...register(`resources.${i}.url`)}
            />
            <TextField
              label={t('opsBrands.form.resourceLabel', { number })}
              autoComplete="off"
              maxLength={100}
              error={fieldError(errors?.[i]?.labelNameEn)}
              {...register(`resources.${i}.labelNameEn`)}
            />
            <RemoveRow
              label={t('opsBrands.form.removeResource', { number })}
              onRemove={() => remove(i)}
            />
          </div>
        );
      })}
    </ListBlock>
  );
}
