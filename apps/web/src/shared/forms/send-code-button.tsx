import { constants } from '@portal/contract/constants';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import '../../i18n/account-texts.ts';
import { openModal } from '../modals/modal-store.ts';
import { Button } from '../ui/button.tsx';
import { errorText } from './error-text.ts';
import { useCountdown } from './use-countdown.ts';
import { useThrottled } from './use-throttled.ts';

/** Props of `SendCodeButton`. */
export interface SendCodeButtonProps {
  /**
   * Sends the SMS code and resolves with the minutes it stays valid, or with null when the
   * inputs it needs (the mobile number) are not valid, in which case nothing was sent.
   */
  send: () => Promise<number | null>;
  /** Seconds already running when it appears (a code the login itself just sent). */
  initialSeconds?: number | undefined;
  disabled?: boolean | undefined;
}

/**
 * The SMS get-code button (spec section 4): after a send it stays disabled for expiredMinutes x
 * 60 s with the seconds shown, then re-enables; presses count once per second. A failed send
 * opens the warning dialog with the server's message and a submit button (spec section 8).
 */
export function SendCodeButton({ send, initialSeconds, disabled }: SendCodeButtonProps) {
  const { t } = useTranslation();
  const { remaining, start } = useCountdown();
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (initialSeconds !== undefined) start(initialSeconds);
  }, [initialSeconds, start]);

  const press = useThrottled(() => {
    setSending(true);
    send()
      .then((minutes) => {
        if (minutes !== null) start(minutes * constants.smsCountdownSecondsPerMinute);
      })
      .catch((error: unknown) => {
        openModal('message', {
          title: t('account.sms.failedTitle'),
          message: errorText(error),
          confirmLabel: t('account.common.submit'),
        });
      })
      .finally(() => setSending(false));
  }, constants.smsThrottleMs);

  return (
    <Button
      variant="secondary"
      disabled={disabled === true || sending || remaining > 0}
      onClick={press}
    >
      {remaining > 0 ? t('account.sms.resendIn', { seconds: remaining }) : t('account.sms.send')}
    </Button>
  );
}
