import type { MemberInfo } from '@portal/contract/member';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import formStyles from '../../../shared/forms/form.module.css';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import styles from '../../../shared/money/wallet.module.css';
import '../../../shared/money/wallet-texts.ts';
import { BindEmailForm } from './bind-email-form.tsx';
import { BindMobileForm } from './bind-mobile-form.tsx';
import local from './contact-binding.module.css';

type Kind = 'mobile' | 'email';

/**
 * The contact card's body: the masked mobile number and email of the member info, each with a
 * "Link"/"Change" button opening its binding form in a dialog. A binding closes the dialog and
 * refetches the member info, so the new masked value shows here and wherever it is read.
 * Trial accounts see the values only (the server refuses them).
 */
export function ContactBinding({ member }: { member: MemberInfo }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Kind | null>(null);
  const [saved, setSaved] = useState<Kind | null>(null);
  const none = t('wallet.security.notBound');
  const label = (kind: Kind) =>
    t(
      `wallet.security.bind.${kind}${(kind === 'mobile' ? member.mobileNum : member.email) === null ? 'Bind' : 'Change'}`,
    );

  const bound = (kind: Kind) => {
    setOpen(null);
    setSaved(kind);
    void queryClient.invalidateQueries({ queryKey: ['member', 'info'] });
  };
  const start = (kind: Kind) => {
    setSaved(null);
    setOpen(kind);
  };
  const formProps = { hasPassword: member.hasPassword, onCancel: () => setOpen(null) };

  return (
    <>
      <dl className={styles.facts}>
        <dt>{t('wallet.security.mobile')}</dt>
        <dd>{member.mobileNum ?? none}</dd>
        <dt>{t('wallet.security.email')}</dt>
        <dd>{member.email ?? none}</dd>
      </dl>
      {saved === null ? null : (
        <p className={formStyles.notice} role="status">
          {t(
            saved === 'mobile'
              ? 'wallet.security.bind.mobileSaved'
              : 'wallet.security.bind.emailSaved',
          )}
        </p>
      )}
      {member.isTrial ? null : (
        <div className={local.actions}>
          <Button variant="secondary" size="sm" onClick={() => start('mobile')}>
            {label('mobile')}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => start('email')}>
            {label('email')}
          </Button>
        </div>
      )}
      {open === null ? null : (
        // Typed codes are not thrown away by a stray click: only Escape and the buttons close.
        <Dialog
          title={label(open)}
          onClose={() => setOpen(null)}
          coverDisabled
          size="md"
          actions={<></>}
        >
          {open === 'mobile' ? (
            <BindMobileForm {...formProps} onBound={() => bound('mobile')} />
          ) : (
            <BindEmailForm {...formProps} onBound={() => bound('email')} />
          )}
        </Dialog>
      )}
    </>
  );
}
