import { systemEndpoints } from '@portal/contract/system';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import '../../i18n/account-texts.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { call } from '../api/api-client.ts';
import styles from './form.module.css';
import { TextField } from './text-field.tsx';

/** Props of `MobileField`: the number input's props plus the controlled dialing code. */
export interface MobileFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
  dialingCode: string;
  onDialingCodeChange: (code: string) => void;
  /** A control after the number (the send-code button). */
  after?: ReactNode;
  label?: string | undefined;
}

/** The country a language suggests first in the dialing-code list. */
const preferredCountry: Record<string, string> = { PT: 'PT', 'PT-BR': 'BR', EN: 'GB', ES: 'ES' };

/**
 * A mobile number with its country dialing code, the codes coming from
 * `GET /wps/system/countries` in the language on screen. When the form has no code yet, the
 * country of the language is chosen (Portugal for PT), else the first of the list.
 */
export function MobileField({
  error,
  dialingCode,
  onDialingCodeChange,
  after,
  label,
  ...input
}: MobileFieldProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const selectId = useId();
  const countries = useQuery({
    queryKey: ['system', 'countries', language],
    queryFn: ({ signal }) => call(systemEndpoints.countries, { language }, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const loaded = countries.data?.list;
  const list = loaded ?? [];

  useEffect(() => {
    if (dialingCode !== '' || loaded === undefined || loaded.length === 0) return;
    const preferred = loaded.find((entry) => entry.countryCode === preferredCountry[language]);
    onDialingCodeChange((preferred ?? loaded[0])!.countryDialingCode);
  }, [dialingCode, loaded, language, onDialingCodeChange]);

  return (
    <TextField
      label={label ?? t('account.fields.mobileNum')}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      error={error}
      before={
        <>
          <label htmlFor={selectId} className="visually-hidden">
            {t('account.fields.dialingCode')}
          </label>
          <select
            id={selectId}
            className={styles.dialing}
            value={dialingCode}
            onChange={(event) => onDialingCodeChange(event.target.value)}
          >
            {dialingCode === '' ? <option value="">+</option> : null}
            {list.map((entry) => (
              <option key={entry.countryCode} value={entry.countryDialingCode} title={entry.name}>
                {`+${entry.countryDialingCode} ${entry.countryCode}`}
              </option>
            ))}
          </select>
        </>
      }
      after={after}
      {...input}
    />
  );
}
