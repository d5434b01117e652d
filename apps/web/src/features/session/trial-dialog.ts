import '../../i18n/account-texts.ts';
import { i18n, loadMessages } from '../../i18n/i18n.ts';
import { openModal } from '../../shared/modals/modal-store.ts';

/**
 * Tells a trial (free-play) account to register a real account first (spec section 4): the
 * `in_need_true_account` dialog, closed by its `in_increase_submit` button, with a second button
 * that opens the registration popup. Member-centre and account-centre actions call it instead
 * of going on. Its texts are error messages, which a first screen may not have loaded yet: it
 * opens once they have.
 */
export function openTrialDialog(): void {
  const open = () =>
    openModal('confirm', {
      title: i18n.t('account.trial.title'),
      message: i18n.t('in_need_true_account'),
      cancelLabel: i18n.t('in_increase_submit'),
      confirmLabel: i18n.t('account.trial.register'),
      onConfirm: () => openModal('register', {}),
    });
  void loadMessages().then(open, open);
}
