import { contentOpsEndpoints } from '@portal/contract/content';
import { opsNoticeCreateInput, opsNoticeUpdateInput } from '@portal/contract/content/ops-edit';
import type { OpsNoticeItem } from '@portal/contract/content/ops-items';
import { useWatch, type Path } from 'react-hook-form';
import type * as z from 'zod/mini';
import { fieldError } from '../../shared/forms/server-errors.ts';
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
  OrderField,
  ScheduleFields,
  useEditorLanguages,
} from './content-form-parts.tsx';
import { LocalizedFields } from './content-localized-fields.tsx';
import { NoticePreview } from './content-preview.tsx';
import { opsCall } from './operator-session.ts';
import { useOpsForm } from './use-ops-form.ts';

/** The notice form's values: the call's fields, the order and times as typed. */
interface NoticeValues extends ScheduleValues {
  titles: TextMap;
  contents: TextMap;
  sort: string;
}

type CreateOut = z.output<typeof opsNoticeCreateInput>;
type UpdateOut = z.output<typeof opsNoticeUpdateInput>;

/** The call's fields: blank languages dropped, the order a number, a blank time null. */
function prepareNotice(values: NoticeValues) {
  return {
    ...withoutBlankLanguages({ titles: values.titles, contents: values.contents }),
    sort: numberOf(values.sort),
    ...scheduleOf(values),
  };
}

/**
 * Creates a marquee notice, or corrects every field of one. Notices are plain text (players'
 * screens never read them as HTML), so their texts are typed and previewed as text.
 */
export function NoticeForm({ row, onSaved, onCancel }: ContentFormProps<OpsNoticeItem>) {
  const languages = useEditorLanguages(row?.titles ?? {}, row?.contents ?? {});
  const { form, submit, formError } = useOpsForm<NoticeValues, CreateOut | UpdateOut>({
    resolver:
      row === null
        ? preparedResolver(opsNoticeCreateInput, prepareNotice)
        : preparedResolver(opsNoticeUpdateInput, (v) => ({ id: row.id, ...prepareNotice(v) })),
    defaultValues: {
      titles: textMapOf(row?.titles ?? {}, languages),
      contents: textMapOf(row?.contents ?? {}, languages),
      sort: String(row?.sort ?? 0),
      ...scheduleValuesOf(row),
    },
    fields: [
      'sort',
      ...scheduleFieldNames,
      ...(textFieldNames(['titles', 'contents'], languages) as Path<NoticeValues>[]),
    ],
    send: async (values) => {
      const saved =
        'id' in values
          ? await opsCall(contentOpsEndpoints.opsNoticeUpdate, values)
          : await opsCall(contentOpsEndpoints.opsNoticeCreate, values);
      onSaved(saved.id);
    },
  });
  const { register, formState, control } = form;
  const errors = formState.errors;
  const watched = useWatch({ control });
  return (
    <EditorLayout
      form={
        <ContentFormPanel
          kind="notices"
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
                  { map: 'contents', input: 'text', label: 'text', max: 500 },
                ]}
                register={(name) => register(name as Path<NoticeValues>)}
                errors={errors}
              />
              <CancelButton onCancel={onCancel} />
            </>
          }
        >
          <ScheduleFields startRequired={false} control={control} />
          <OrderField error={fieldError(errors.sort)} {...register('sort')} />
        </ContentFormPanel>
      }
      preview={
        <NoticePreview languages={languages} titles={watched.titles} contents={watched.contents} />
      }
    />
  );
}
