import { bannerGroups, contentOpsEndpoints, linkageTypes } from '@portal/contract/content';
import type { LinkageType } from '@portal/contract/content/linkage';
import { opsBannerCreateInput, opsBannerUpdateInput } from '@portal/contract/content/ops-edit';
import type { OpsBannerItem } from '@portal/contract/content/ops-items';
import { useWatch, type Path } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import type * as z from 'zod/mini';
import { fieldError } from '../../shared/forms/server-errors.ts';
import { TextField } from '../../shared/forms/text-field.tsx';
import {
  numberOf,
  preparedResolver,
  scheduleFieldNames,
  scheduleOf,
  scheduleValuesOf,
  textFieldNames,
  textMapOf,
  withoutBlankLanguages,
  type ScheduleValues,
  type TextMap,
} from './content-form-values.ts';
import {
  CancelButton,
  ContentFormPanel,
  type ContentFormProps,
  EditorLayout,
  SelectField,
  OrderField,
  ScheduleFields,
  useEditorLanguages,
} from './content-form-parts.tsx';
import { LocalizedFields } from './content-localized-fields.tsx';
import { BannerPreview } from './content-preview.tsx';
import { opsCall } from './operator-session.ts';
import { useOpsForm } from './use-ops-form.ts';

type BannerGroup = (typeof bannerGroups)[number];

/** The banner form's values: the call's fields, the order and times as typed. */
interface BannerValues extends ScheduleValues {
  groupName: BannerGroup;
  titles: TextMap;
  imageUrl: string;
  linkageType: LinkageType;
  linkage: string;
  sort: string;
}

type CreateOut = z.output<typeof opsBannerCreateInput>;
type UpdateOut = z.output<typeof opsBannerUpdateInput>;

/**
 * A new banner starts on the home carousel without a link; a stored one starts as listed. A
 * group or link type the contract no longer knows is kept as stored, so the schema asks the
 * operator to choose one rather than the form choosing silently.
 */
function bannerValuesOf(row: OpsBannerItem | null, languages: readonly string[]): BannerValues {
  return {
    groupName: (row?.groupName ?? 'w_home') as BannerGroup,
    titles: textMapOf(row?.titles ?? {}, languages),
    imageUrl: row?.imageUrl ?? '',
    linkageType: (row?.linkageType ?? 'NONE') as LinkageType,
    linkage: row?.linkage ?? '',
    sort: String(row?.sort ?? 0),
    ...scheduleValuesOf(row),
  };
}

/**
 * The call's fields: blank languages dropped, no target without a link, the order a number, a
 * blank time null.
 */
function prepareBanner(values: BannerValues) {
  return {
    groupName: values.groupName,
    ...withoutBlankLanguages({ titles: values.titles }),
    imageUrl: values.imageUrl,
    linkageType: values.linkageType,
    linkage: values.linkageType === 'NONE' ? '' : values.linkage,
    sort: numberOf(values.sort),
    ...scheduleOf(values),
  };
}

/** Creates a banner, or corrects every field of one (the update takes them all again). */
export function BannerForm({ row, onSaved, onCancel }: ContentFormProps<OpsBannerItem>) {
  const { t } = useTranslation();
  const languages = useEditorLanguages(row?.titles ?? {});
  const { form, submit, formError } = useOpsForm<BannerValues, CreateOut | UpdateOut>({
    resolver:
      row === null
        ? preparedResolver(opsBannerCreateInput, prepareBanner)
        : preparedResolver(opsBannerUpdateInput, (v) => ({ id: row.id, ...prepareBanner(v) })),
    defaultValues: bannerValuesOf(row, languages),
    fields: [
      'groupName',
      'imageUrl',
      'linkageType',
      'linkage',
      'sort',
      ...scheduleFieldNames,
      ...(textFieldNames(['titles'], languages) as Path<BannerValues>[]),
    ],
    send: async (values) => {
      const saved =
        'id' in values
          ? await opsCall(contentOpsEndpoints.opsBannerUpdate, values)
          : await opsCall(contentOpsEndpoints.opsBannerCreate, values);
      onSaved(saved.id);
    },
  });
  const { register, formState, control } = form;
  const errors = formState.errors;
  const watched = useWatch({ control });
  const linkType = watched.linkageType ?? 'NONE';
  return (
    <EditorLayout
      form={
        <ContentFormPanel
          kind="banners"
          rowId={row?.id ?? null}
          submitting={formState.isSubmitting}
          formError={formError}
          onSubmit={submit}
          extra={
            <>
              <LocalizedFields
                languages={languages}
                specs={[{ map: 'titles', input: 'line', label: 'title', max: 200 }]}
                register={(name) => register(name as Path<BannerValues>)}
                errors={errors}
              />
              <CancelButton onCancel={onCancel} />
            </>
          }
        >
          <SelectField
            label={t('ops.content.group')}
            error={fieldError(errors.groupName)}
            control={control}
            name="groupName"
          >
            {bannerGroups.map((group) => (
              <option key={group} value={group}>
                {t(`ops.content.groups.${group}`)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('opsContentEditor.fields.imageUrl')}
            hint={t('opsContentEditor.fields.imageUrlHint')}
            autoComplete="off"
            spellCheck={false}
            maxLength={500}
            error={fieldError(errors.imageUrl)}
            {...register('imageUrl')}
          />
          <SelectField
            label={t('opsContentEditor.fields.linkType')}
            error={fieldError(errors.linkageType)}
            control={control}
            name="linkageType"
          >
            {linkageTypes.map((type) => (
              <option key={type} value={type}>
                {t(`ops.content.linkTypes.${type}`)}
              </option>
            ))}
          </SelectField>
          {/* Without a link there is no target to give: the field goes, and none is sent. */}
          {linkType === 'NONE' ? null : (
            <TextField
              label={t('opsContentEditor.fields.linkage')}
              hint={t(`opsContentEditor.linkageHints.${linkType}`)}
              autoComplete="off"
              spellCheck={false}
              maxLength={500}
              error={fieldError(errors.linkage)}
              {...register('linkage')}
            />
          )}
          <ScheduleFields startRequired={false} control={control} />
          <OrderField error={fieldError(errors.sort)} {...register('sort')} />
        </ContentFormPanel>
      }
      preview={
        <BannerPreview
          languages={languages}
          titles={watched.titles}
          imageUrl={watched.imageUrl ?? ''}
        />
      }
    />
  );
}
