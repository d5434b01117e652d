import { announcementAudience, contentOpsEndpoints } from '@portal/contract/content';
import {
  opsAnnouncementCreateInput,
  opsAnnouncementType,
  opsAnnouncementUpdateInput,
} from '@portal/contract/content/ops-edit';
import type { OpsAnnouncementItem } from '@portal/contract/content/ops-items';
import { useWatch, type Path } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import type * as z from 'zod/mini';
import { fieldError } from '../../shared/forms/server-errors.ts';
import { TextField } from '../../shared/forms/text-field.tsx';
import {
  nullIfBlank,
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
  ScheduleFields,
  SelectField,
  useEditorLanguages,
} from './content-form-parts.tsx';
import { LocalizedFields } from './content-localized-fields.tsx';
import { HtmlPreview } from './content-preview.tsx';
import { opsCall } from './operator-session.ts';
import { useOpsForm } from './use-ops-form.ts';

type AnnouncementType = z.infer<typeof opsAnnouncementType>;
type Audience = z.infer<typeof announcementAudience>;

/** The announcement form's values: the call's fields, the promotion's number and times as typed. */
interface AnnouncementValues extends ScheduleValues {
  type: AnnouncementType;
  audience: Audience;
  platform: string;
  titles: TextMap;
  contents: TextMap;
  promoId: string;
}

type CreateOut = z.output<typeof opsAnnouncementCreateInput>;
type UpdateOut = z.output<typeof opsAnnouncementUpdateInput>;

/**
 * A new announcement starts as a popup for logged-in players of the web portal; a stored one as
 * listed (an unknown stored code is kept, so the schema asks the operator to choose).
 */
function announcementValuesOf(
  row: OpsAnnouncementItem | null,
  languages: readonly string[],
): AnnouncementValues {
  return {
    type: (row?.type ?? 'PU') as AnnouncementType,
    audience: (row?.audience ?? 'A') as Audience,
    platform: row?.platform ?? 'W',
    titles: textMapOf(row?.titles ?? {}, languages),
    contents: textMapOf(row?.contents ?? {}, languages),
    promoId: row?.promoId ?? '',
    ...scheduleValuesOf(row),
  };
}

/** The call's fields: blank languages dropped, null for a promotion's number or a time left blank. */
function prepareAnnouncement(values: AnnouncementValues) {
  return {
    type: values.type,
    audience: values.audience,
    platform: values.platform.trim(),
    ...withoutBlankLanguages({ titles: values.titles, contents: values.contents }),
    promoId: nullIfBlank(values.promoId),
    ...scheduleOf(values),
  };
}

/** Creates an announcement, or corrects every field of one (the update takes them all again). */
export function AnnouncementForm({
  row,
  onSaved,
  onCancel,
}: ContentFormProps<OpsAnnouncementItem>) {
  const { t } = useTranslation();
  const languages = useEditorLanguages(row?.titles ?? {}, row?.contents ?? {});
  const { form, submit, formError } = useOpsForm<AnnouncementValues, CreateOut | UpdateOut>({
    resolver:
      row === null
        ? preparedResolver(opsAnnouncementCreateInput, prepareAnnouncement)
        : preparedResolver(opsAnnouncementUpdateInput, (v) => ({
            id: row.id,
            ...prepareAnnouncement(v),
          })),
    defaultValues: announcementValuesOf(row, languages),
    fields: [
      'type',
      'audience',
      'platform',
      'promoId',
      ...scheduleFieldNames,
      ...(textFieldNames(['titles', 'contents'], languages) as Path<AnnouncementValues>[]),
    ],
    send: async (values) => {
      const saved =
        'id' in values
          ? await opsCall(contentOpsEndpoints.opsAnnouncementUpdate, values)
          : await opsCall(contentOpsEndpoints.opsAnnouncementCreate, values);
      onSaved(saved.id);
    },
  });
  const { register, formState, control } = form;
  const errors = formState.errors;
  const watched = useWatch({ control });
  const typeLabel = (type: AnnouncementType) =>
    type === 'AG' ? t('opsContentEditor.agentsType') : t(`ops.content.types.${type}`);
  return (
    <EditorLayout
      form={
        <ContentFormPanel
          kind="announcements"
          rowId={row?.id ?? null}
          submitting={formState.isSubmitting}
          formError={formError}
          onSubmit={submit}
          extra={
            <>
              <LocalizedFields
                languages={languages}
                specs={[
                  { map: 'titles', input: 'line', label: 'title', max: 200 },
                  { map: 'contents', input: 'html', label: 'html', max: 20_000 },
                ]}
                register={(name) => register(name as Path<AnnouncementValues>)}
                errors={errors}
              />
              <CancelButton onCancel={onCancel} />
            </>
          }
        >
          <SelectField
            label={t('ops.content.type')}
            hint={t('opsContentEditor.fields.typeHint')}
            error={fieldError(errors.type)}
            control={control}
            name="type"
          >
            {opsAnnouncementType.options.map((type) => (
              <option key={type} value={type}>
                {typeLabel(type)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('ops.content.audience')}
            error={fieldError(errors.audience)}
            control={control}
            name="audience"
          >
            {announcementAudience.options.map((audience) => (
              <option key={audience} value={audience}>
                {t(`ops.content.audiences.${audience}`)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('opsContentEditor.fields.platform')}
            hint={t('opsContentEditor.fields.platformHint')}
            autoComplete="off"
            spellCheck={false}
            maxLength={4}
            error={fieldError(errors.platform)}
            {...register('platform')}
          />
          <TextField
            label={t('opsContentEditor.fields.promoId')}
            hint={t('opsContentEditor.fields.promoIdHint')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={18}
            error={fieldError(errors.promoId)}
            {...register('promoId')}
          />
          <ScheduleFields startRequired={false} control={control} />
        </ContentFormPanel>
      }
      preview={
        <HtmlPreview languages={languages} titles={watched.titles} contents={watched.contents} />
      }
    />
  );
}
