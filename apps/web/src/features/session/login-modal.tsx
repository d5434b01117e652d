import { sessionEndpoints, type LoginOutput } from '@portal/contract/session';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import '../../i18n/account-texts.ts';
import { call } from '../../shared/api/api-client.ts';
import { errorText } from '../../shared/forms/error-text.ts';
import { FormAlert } from '../../shared/forms/form-alert.tsx';
import styles from '../../shared/forms/form.module.css';
import { useWorded } from '../../shared/forms/use-worded.ts';
import { openModal } from '../../shared/modals/modal-store.ts';
import { Button } from '../../shared/ui/button.tsx';
import { CoreModal } from '../../shared/ui/core-modal.tsx';
import { Tabs } from '../../shared/ui/tabs.tsx';
import { useLoginCaptcha } from './login-captcha.ts';
import { LoginSmsForm } from './login-sms-form.tsx';
import { LoginUsernameForm } from './login-username-form.tsx';
import { TwoFactorStep, type TwoFactorChallenge } from './two-factor-step.tsx';
import type { StartedSession } from './use-start-session.ts';
import { useFinishLogin, type LoginMethod } from './use-finish-login.ts';

/** Props of `LoginModal`. */
export interface LoginModalProps {
  onClose: () => void;
  /** `agent` for the agent site: the server refuses non-agents (`only_agent_login`). */
  side?: 'member' | 'agent' | undefined;
  /** A note above the form, such as "your password was changed". */
  notice?: string | undefined;
  /** The SMS_LOGIN module: offers the SMS-code tab. */
  smsLogin: boolean;
  /** The FREE_PLAY module: offers the trial account button. */
  freePlay: boolean;
  /** A session started (the app sends agents to their centre). */
  onLoggedIn: (session: StartedSession) => void;
  /** The popup's banner (group w_login), handed in by the app. */
  banner?: ReactNode;
}

type Tab = 'username' | 'sms';

/**
 * The login popup (modal names `login` and `loginPopupModal`): by username or, when enabled, by
 * SMS code; the captcha after a failure that asks for it; links to registration and password
 * recovery; free play. A held login continues on the two-factor step inside the same popup.
 */
export function LoginModal({
  onClose,
  side = 'member',
  notice,
  smsLogin,
  freePlay,
  onLoggedIn,
  banner,
}: LoginModalProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('username');
  const [challenge, setChallenge] = useState<{
    value: TwoFactorChallenge;
    method: LoginMethod;
  } | null>(null);
  const [freePlayError, setFreePlayError] = useWorded();
  const [startingFreePlay, setStartingFreePlay] = useState(false);
  const captcha = useLoginCaptcha();
  const finishLogin = useFinishLogin();

  const answer = (method: LoginMethod) => async (output: LoginOutput) => {
    const outcome = await finishLogin(output, method);
    if (outcome.kind === 'twoFactor') {
      setChallenge({ value: outcome.challenge, method });
      return;
    }
    onClose();
    if (outcome.kind === 'done') onLoggedIn(outcome.session);
  };

  const startFreePlay = async () => {
    setFreePlayError(null);
    setStartingFreePlay(true);
    try {
      await answer('freeplay')(await call(sessionEndpoints.freeplay, {}));
    } catch (error) {
      setFreePlayError(() => errorText(error));
    } finally {
      setStartingFreePlay(false);
    }
  };

  const switchTo = (name: 'register' | 'forgotPassword') => {
    onClose();
    openModal(name);
  };

  const form =
    tab === 'sms' && smsLogin ? (
      <LoginSmsForm side={side} captcha={captcha} onAnswer={answer('sms')} />
    ) : (
      <LoginUsernameForm side={side} captcha={captcha} onAnswer={answer('username')} />
    );

  return (
    <CoreModal title={t('modals.loginTitle')} onClose={onClose} width={440}>
      {banner}
      {challenge !== null ? (
        <TwoFactorStep
          challenge={challenge.value}
          onAnswer={answer(challenge.method)}
          onBack={() => setChallenge(null)}
        />
      ) : (
        <div className={styles.form}>
          {notice === undefined ? null : (
            <p role="status" className={styles.notice}>
              {notice}
            </p>
          )}
          {side === 'agent' ? <p className={styles.text}>{t('account.login.agentNote')}</p> : null}
          <Tabs
            label={t('account.login.tabs')}
            items={[
              { key: 'username' as const, label: t('account.login.byUsername') },
              ...(smsLogin ? [{ key: 'sms' as const, label: t('account.login.bySms') }] : []),
            ]}
            selected={tab}
            onSelect={setTab}
          >
            {form}
          </Tabs>
          <div className={styles.links}>
            <button
              type="button"
              className={styles.link}
              onClick={() => switchTo('forgotPassword')}
            >
              {t('account.login.forgot')}
            </button>
            {side === 'member' ? (
              <span>
                {t('account.login.noAccount')}{' '}
                <button type="button" className={styles.link} onClick={() => switchTo('register')}>
                  {t('account.login.register')}
                </button>
              </span>
            ) : null}
          </div>
          {freePlay && side === 'member' ? (
            <>
              <Button
                variant="secondary"
                block
                disabled={startingFreePlay}
                onClick={() => void startFreePlay()}
              >
                {t('account.login.freePlay')}
              </Button>
              <FormAlert message={freePlayError} />
            </>
          ) : null}
        </div>
      )}
    </CoreModal>
  );
}
