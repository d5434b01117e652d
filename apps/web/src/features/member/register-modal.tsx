import type { LoginOutput } from '@portal/contract/session';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import '../../i18n/account-texts.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { errorText } from '../../shared/forms/error-text.ts';
import { FormAlert } from '../../shared/forms/form-alert.tsx';
import styles from '../../shared/forms/form.module.css';
import { openModal } from '../../shared/modals/modal-store.ts';
import { CoreModal } from '../../shared/ui/core-modal.tsx';
import { Tabs } from '../../shared/ui/tabs.tsx';
import type { RegisterKind } from './register-fields.ts';
import { RegisterForm } from './register-form.tsx';
import { registerSettingQueryOptions } from './register-setting-query.ts';

/** Props of `RegisterModal`. */
export interface RegisterModalProps {
  onClose: () => void;
  affiliateCode: string | null;
  referralCode: string | null;
  termsHref: string;
  /** MOBILENUMPASSREG3: registration by mobile also sets a password. */
  mobilePassword: boolean;
  /** Starts the new member's session; the popup closes once it resolves. */
  onRegistered: (output: LoginOutput) => Promise<void>;
  /** The popup's banner (group w_register), handed in by the app. */
  banner?: ReactNode;
}

/**
 * The registration popup (modal name `register`): by username or by mobile number, whichever
 * the merchant enables, opening on `defaultRegisterType`.
 */
export function RegisterModal({ onClose, onRegistered, banner, ...formProps }: RegisterModalProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const settings = useQuery(registerSettingQueryOptions(language));
  const [chosen, setChosen] = useState<RegisterKind | null>(null);
  const setting = settings.data;

  const kinds: RegisterKind[] = [];
  if (setting?.usernameRegister === true) kinds.push('register');
  if (setting?.mobileRegister === true) kinds.push('registerMobile');
  const kind = chosen ?? setting?.defaultRegisterType ?? 'register';

  const body =
    setting !== undefined && kinds.length === 0 ? (
      <FormAlert message={t('feature_disabled')} />
    ) : setting === undefined ? (
      settings.isError ? (
        <FormAlert message={`${t('account.register.loadFailed')} ${errorText(settings.error)}`} />
      ) : (
        <p className={styles.text}>{t('common.loading')}</p>
      )
    ) : (
      <RegisterForm
        key={kind}
        kind={kind}
        setting={setting}
        onRegistered={async (output) => {
          await onRegistered(output);
          onClose();
        }}
        {...formProps}
      />
    );

  return (
    <CoreModal title={t('modals.registerTitle')} onClose={onClose} width={480}>
      {banner}
      <div className={styles.form}>
        <Tabs
          label={t('account.register.tabs')}
          items={kinds.map((key) => ({
            key,
            label: t(
              key === 'register' ? 'account.register.byUsername' : 'account.register.byMobile',
            ),
          }))}
          selected={kind}
          onSelect={setChosen}
        >
          {body}
        </Tabs>
        <p className={styles.links}>
          <span>
            {t('account.register.haveAccount')}{' '}
            <button
              type="button"
              className={styles.link}
              onClick={() => {
                onClose();
                openModal('login');
              }}
            >
              {t('account.register.login')}
            </button>
          </span>
        </p>
      </div>
    </CoreModal>
  );
}
