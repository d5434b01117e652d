import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { openTrialDialog } from '../../features/session/trial-dialog.ts';
import '../../i18n/account-texts.ts';
import { ButtonLink } from '../../shared/ui/button-link.tsx';
import { FullPageMessage } from '../../shared/ui/full-page-message.tsx';
import { paths } from '../paths.ts';

/** Props of `TrialBlocked`. */
export interface TrialBlockedProps {
  /** The section the trial account tried to open. */
  title: string;
}

/**
 * What a trial account sees on member-centre and account-centre pages (spec sections 4 and 6):
 * the "register a real account" dialog, and in place of the page a notice with a way home.
 */
export function TrialBlocked({ title }: TrialBlockedProps) {
  const { t } = useTranslation();
  useEffect(() => {
    openTrialDialog();
  }, []);
  return (
    <FullPageMessage
      inline
      icon="lock"
      title={title}
      actions={
        <ButtonLink to={paths.home.build()} variant="primary">
          {t('sections.backToPortal')}
        </ButtonLink>
      }
    >
      <p>{t('account.trial.notice')}</p>
      <p>{t('in_need_true_account')}</p>
    </FullPageMessage>
  );
}
