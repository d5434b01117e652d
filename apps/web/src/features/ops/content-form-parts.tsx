import type { OpsContentKindName } from '@portal/contract/content/ops-items';
import { useId, useState, type ReactNode } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import { DateTimeField, isDateTimeValue } from '../../shared/forms/date-time-field.tsx';
import formStyles from '../../shared/forms/form.module.css';
import { fieldError } from '../../shared/forms/server-errors.ts';
import { TextField, type TextFieldProps } from '../../shared/forms/text-field.tsx';
import { Button } from '../../shared/ui/button.tsx';
import {
  browserTimeZone,
  editorLanguages,
  fallbackLanguages,
  type ScheduleValues,
  type TextMap,
} from './content-form-values.ts';
import { FormPanel, type FormPanelProps } from './form-panel.tsx';
import { useOperatorMe } from './ops-queries.ts';
import styles from './console.module.css';
import css from './content-editor.module.css';

/** What every content form receives: the row to correct (null to create) and its outcomes. */
export interface ContentFormProps<R> {
  row: R | null;
  /** The saved row's id once the server stored it; the page closes the form. */
  onSaved: (id: string) => void;
  /** Closes the form without sending anything. */
  onCancel: () => void;
}

/**
 * A labelled select of a form field, with its error described like the shared text fields. It
 * is controlled by the form: the option shown is always the form's value, even before the
 * options exist (an uncontrolled select would show its first option until a change).
 */
export function SelectField<V extends FieldValues, O>({
  control,
  name,
  label,
  error,
  hint,
  children,
}: {
  control: Control<V, unknown, O>;
  name: Path<V>;
  label: string;
  error: string | undefined;
  hint?: string | undefined;
  children: ReactNode;
}) {
  const id = useId();
  const { field } = useController({ control, name });
  const showHint = hint !== undefined && error === undefined;
  const describedBy = [showHint ? `${id}-hint` : null, error === undefined ? null : `${id}-error`]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      <select
        id={id}
        className={styles.select}
        aria-invalid={error === undefined ? undefined : true}
        aria-describedby={describedBy === '' ? undefined : describedBy}
        name={field.name}
        ref={field.ref}
        value={String(field.value ?? '')}
        onChange={field.onChange}
        onBlur={field.onBlur}
      >
        {children}
      </select>
      {!showHint ? null : (
        <p id={`${id}-hint`} className={formStyles.hint}>
          {hint}
        </p>
      )}
      {error === undefined ? null : (
        <p id={`${id}-error`} className={formStyles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The form's way out: closes it, sending nothing. */
export function CancelButton({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <div>
      <Button size="sm" variant="secondary" onClick={onCancel}>
        {t('opsContentEditor.cancel')}
      </Button>
    </div>
  );
}

/** A form beside its preview: side by side where there is room, else the preview under it. */
export function EditorLayout({ form, preview }: { form: ReactNode; preview: ReactNode }) {
  return (
    <div className={css.editor}>
      <div className={css.formColumn}>{form}</div>
      {preview}
    </div>
  );
}

/**
 * A content form's panel: titled "New …" or "Edit … #id" after its kind and row, with the submit
 * button that creates or saves.
 */
export function ContentFormPanel({
  kind,
  rowId,
  ...panel
}: Omit<FormPanelProps, 'title' | 'submitLabel'> & {
  kind: OpsContentKindName;
  /** The row being corrected; null for a new one. */
  rowId: string | null;
}) {
  const { t } = useTranslation();
  return (
    <FormPanel
      title={
        rowId === null
          ? t(`opsContentEditor.new.${kind}`)
          : t(`opsContentEditor.editHeading.${kind}`, { id: rowId })
      }
      submitLabel={
        rowId === null ? t(`opsContentEditor.create.${kind}`) : t('opsContentEditor.save')
      }
      {...panel}
    />
  );
}

/** A content row's display order, as every content form and the move panel ask for it. */
export function OrderField(props: Omit<TextFieldProps, 'label' | 'hint'>) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('ops.content.order')}
      hint={t('ops.content.orderHint')}
      inputMode="numeric"
      autoComplete="off"
      {...props}
    />
  );
}

/**
 * The languages of a form: the brand's (from the operator's `me`), then any other one the row's
 * maps hold. They are fixed while the form is open, so a refetched `me` never drops an input
 * the operator is typing in.
 */
export function useEditorLanguages(...maps: TextMap[]): string[] {
  const brand = useOperatorMe().data?.brand.languages;
  const [languages] = useState(() => editorLanguages(brand ?? fallbackLanguages, ...maps));
  return languages;
}

/**
 * One end of a content row's window, typed `dd/mm/aaaa hh:mm` on the operator's own clock or
 * picked from the browser's picker; the form holds it as a `datetime-local` value. A text that
 * names no moment is refused by the contract's check, with the pattern as the message.
 */
function ScheduleField<V extends ScheduleValues & FieldValues, O>({
  control,
  name,
  label,
  hint,
  required,
}: {
  control: Control<V, unknown, O>;
  name: 'startTime' | 'endTime';
  label: string;
  hint: string;
  required?: boolean;
}) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: name as Path<V> });
  const value = String(field.value ?? '');
  const unreadable = fieldState.error !== undefined && value !== '' && !isDateTimeValue(value);
  return (
    <DateTimeField
      label={label}
      hint={hint}
      aria-required={required ? true : undefined}
      error={unreadable ? t('dateField.timeInvalid') : fieldError(fieldState.error)}
      name={field.name}
      ref={field.ref}
      value={value}
      onChange={field.onChange}
      onBlur={field.onBlur}
    />
  );
}

/**
 * A content row's window: when it starts and ends showing, on the operator's own clock. A
 * promotion always starts (`startRequired`); the other kinds may have no start (shown once
 * switched on). No end: shown until switched off.
 */
export function ScheduleFields<V extends ScheduleValues & FieldValues, O>({
  control,
  startRequired,
}: {
  /** The form's control, which holds the two times as `datetime-local` values. */
  control: Control<V, unknown, O>;
  startRequired: boolean;
}) {
  const { t } = useTranslation();
  const zone = browserTimeZone();
  return (
    <>
      <ScheduleField
        control={control}
        name="startTime"
        label={t('opsContentEditor.fields.startTime')}
        hint={
          startRequired
            ? t('opsContentEditor.fields.timeHint', { zone })
            : t('opsContentEditor.fields.startTimeHint', { zone })
        }
        required={startRequired}
      />
      <ScheduleField
        control={control}
        name="endTime"
        label={t('opsContentEditor.fields.endTime')}
        hint={t('opsContentEditor.fields.endTimeHint', { zone })}
      />
    </>
  );
}
