import { languageNames, type LanguageCode } from '@portal/contract/constants';
import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import { TextField } from '../../shared/forms/text-field.tsx';
import { textError, type TextMapName } from './content-form-values.ts';
import { TextAreaField } from './content-text-area.tsx';
import css from './content-editor.module.css';

/** One per-language text of a form: its map, how it is typed and its longest length. */
export interface LocalizedSpec {
  map: TextMapName;
  /** `line` an input; `html` a textarea of HTML; `text` a textarea of plain text. */
  input: 'line' | 'html' | 'text';
  /** Which label it wears (`Título (PT)`, `Resumo (PT)`...). */
  label: 'title' | 'summary' | 'html' | 'text';
  max: number;
}

/** A language's name for the operator: its own name and its code, or the code alone. */
export function languageLabel(code: string): string {
  const name = (languageNames as Partial<Record<string, string>>)[code as LanguageCode];
  return name === undefined ? code : `${name} (${code})`;
}

/**
 * The per-language texts of a content form: one group per language, side by side where there
 * is room, each input labelled with its language so a screen reader tells PT from EN.
 */
export function LocalizedFields({
  languages,
  specs,
  register,
  errors,
}: {
  languages: readonly string[];
  specs: readonly LocalizedSpec[];
  /** The form's `register` for `titles.PT` and the like. */
  register: (name: `${TextMapName}.${string}`) => UseFormRegisterReturn;
  errors: FieldErrors;
}) {
  const { t } = useTranslation();
  return (
    <div className={css.languages}>
      <p className={css.hint}>{t('opsContentEditor.languagesHint')}</p>
      {languages.map((code, index) => (
        <fieldset key={code} className={css.language}>
          <legend className={css.legend}>{languageLabel(code)}</legend>
          {specs.map((spec) => {
            const label = t(`opsContentEditor.fields.${spec.label}`, { code });
            const error = textError(errors, spec.map, code, index === 0);
            const field = register(`${spec.map}.${code}`);
            return spec.input === 'line' ? (
              <TextField
                key={spec.map}
                label={label}
                maxLength={spec.max}
                autoComplete="off"
                error={error}
                {...field}
              />
            ) : (
              <TextAreaField
                key={spec.map}
                label={label}
                maxLength={spec.max}
                rows={spec.input === 'html' ? 8 : 3}
                spellCheck={spec.input !== 'html'}
                hint={spec.input === 'html' ? t('opsContentEditor.htmlHint') : undefined}
                error={error}
                {...field}
              />
            );
          })}
        </fieldset>
      ))}
    </div>
  );
}
