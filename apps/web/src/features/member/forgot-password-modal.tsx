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
import { ForgotEmailForm } from './forgot-email-form.tsx';
import { ForgotMobileForm } from './forgot-mobile-form.tsx';
import { registerSettingQueryOptions } from './register-setting-query.ts';

/** Props of `ForgotPasswordModal`. */
export interface ForgotPasswordModalProps {
  onClose: () => void;
  /** Logs in with the password just set by phone (the app then goes home). */
  onPasswordSet: (credentials: { account: string; password: string }) => Promise<void>;
  /** The popup's banner (group w_forget), handed in by the app. */
  banner?: ReactNode;
}

type Tab = 'email' | 'mobileNum';

/**
 * The forgot-password popup: by email (a reset link) or by mobile (SMS code and a new password),
 * opening on `defaultForgotType`; the mobile tab shows while SMS verification works.
 */
export function ForgotPasswordModal({ onClose, onPasswordSet, banner }: ForgotPasswordModalProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const settings = useQuery(registerSettingQueryOptions(language));
  const [chosen, setChosen] = useState<Tab | null>(null);
  const setting = settings.data;
  const mobileOffered =
    setting !== undefined && (setting.smsVerification || setting.defaultForgotType === 'mobileNum');
  const tab: Tab = mobileOffered ? (chosen ?? setting.defaultForgotType) : 'email';

  const sent = () => {
    onClose();
    openModal('message', { title: t('account.forgot.title'), message: t('in_been_out') });
  };

  const body =
    setting === undefined ? (
      settings.isError ? (
        <FormAlert message={errorText(settings.error)} />
      ) : (
        <p className={styles.text}>{t('common.loading')}</p>
      )
    ) : tab === 'email' ? (
      <ForgotEmailForm rules={setting.rules} onSent={sent} />
    ) : (
      <ForgotMobileForm
        rules={setting.rules}
        onPasswordSet={async (credentials) => {
          await onPasswordSet(credentials);
          onClose();
        }}
      />
    );

  return (
    <CoreModal title={t('account.forgot.title')} onClose={onClose} width={460}>
      {banner}
      <div className={styles.form}>
        <Tabs
          label={t('account.forgot.tabs')}
          items={[
            { key: 'email' as const, label: t('account.forgot.byEmail') },
            ...(mobileOffered
              ? [{ key: 'mobileNum' as const, label: t('account.forgot.byMobile') }]
              : []),
          ]}
          selected={tab}
          onSelect={setChosen}
        >
          {body}
        </Tabs>
        <p className={styles.links}>
          <button
            type="button"
            className={styles.link}
            onClick={() => {
              onClose();
              openModal('login');
            }}
          >
            {t('account.forgot.backToLogin')}
          </button>
        </p>
      </div>
    </CoreModal>
  );
}
