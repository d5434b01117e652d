import { contentOpsEndpoints } from '@portal/contract/content';
import type { OpsPromotionItem } from '@portal/contract/content/ops-items';
import {
  opsPromotionCreateInput,
  opsPromotionUpdateInput,
} from '@portal/contract/content/ops-promotion-edit';
import { useWatch, type Path } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import { toBcp47 } from '../../i18n/language-codes.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { fieldError } from '../../shared/forms/server-errors.ts';
import { TextField } from '../../shared/forms/text-field.tsx';
import { formatTime } from '../../shared/lib/format-time.ts';
import { isoOfLocalInput, preparedResolver } from './content-form-values.ts';
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
import { HtmlPreview } from './content-preview.tsx';
import { FixedPromotionTerms, PromotionTerms } from './content-promotion-terms.tsx';
import {
  promotionCreateOf,
  promotionFieldNames,
  promotionUpdateOf,
  promotionValuesOf,
  type PromotionOut,
  type PromotionValues,
} from './content-promotion-values.ts';
import { opsCall } from './operator-session.ts';
import { useOpsForm } from './use-ops-form.ts';

/**
 * Creates a promotion with everything, money terms included, or corrects what members read of
 * one (texts, picture, category, times, order): its terms are shown, not offered.
 */
export function PromotionForm({ row, onSaved, onCancel }: ContentFormProps<OpsPromotionItem>) {
  const { t } = useTranslation();
  const locale = toBcp47(useLanguage());
  const languages = useEditorLanguages(
    row?.titles ?? {},
    row?.summaries ?? {},
    row?.contents ?? {},
  );
  const { form, submit, formError } = useOpsForm<PromotionValues, PromotionOut>({
    resolver:
      row === null
        ? preparedResolver(opsPromotionCreateInput, promotionCreateOf)
        : preparedResolver(opsPromotionUpdateInput, (v) => promotionUpdateOf(row.id, v)),
    defaultValues: promotionValuesOf(row, languages),
    fields: promotionFieldNames(languages),
    send: async (values) => {
      const saved =
        'id' in values
          ? await opsCall(contentOpsEndpoints.opsPromotionUpdate, values)
          : await opsCall(contentOpsEndpoints.opsPromotionCreate, values);
      onSaved(saved.id);
    },
  });
  const { register, formState, control } = form;
  const errors = formState.errors;
  const watched = useWatch({ control });
  // The period as the promotion's card words it, from the times as the operator typed them.
  const at = (local: string | undefined) => formatTime(isoOfLocalInput(local ?? ''), locale);
  const period = `${at(watched.startTime)} – ${
    (watched.endTime ?? '') === '' ? t('ops.content.noEnd') : at(watched.endTime)
  }`;
  return (
    <EditorLayout
      form={
        <ContentFormPanel
          kind="promotions"
          rowId={row?.id ?? null}
          submitting={formState.isSubmitting}
          formError={formError}
          onSubmit={submit}
          extra={
            <>
              {row === null ? <PromotionTerms form={form} /> : <FixedPromotionTerms row={row} />}
              <LocalizedFields
                languages={languages}
                specs={[
                  { map: 'titles', input: 'line', label: 'title', max: 200 },
                  { map: 'summaries', input: 'line', label: 'summary', max: 500 },
                  { map: 'contents', input: 'html', label: 'html', max: 20_000 },
                ]}
                register={(name) => register(name as Path<PromotionValues>)}
                errors={errors}
              />
              <CancelButton onCancel={onCancel} />
            </>
          }
        >
          <ScheduleFields startRequired control={control} />
          <TextField
            label={t('opsContentEditor.fields.category')}
            hint={t('opsContentEditor.fields.categoryHint')}
            autoComplete="off"
            spellCheck={false}
            maxLength={32}
            error={fieldError(errors.category)}
            {...register('category')}
          />
          <TextField
            label={t('opsContentEditor.fields.imageUrl')}
            hint={t('opsContentEditor.fields.imageUrlHint')}
            autoComplete="off"
            spellCheck={false}
            maxLength={500}
            error={fieldError(errors.imageUrl)}
            {...register('imageUrl')}
          />
          <OrderField error={fieldError(errors.sort)} {...register('sort')} />
        </ContentFormPanel>
      }
      preview={
        <HtmlPreview
          languages={languages}
          titles={watched.titles}
          summaries={watched.summaries}
          contents={watched.contents}
          imageUrl={watched.imageUrl ?? ''}
          period={period}
        />
      }
    />
  );
}
