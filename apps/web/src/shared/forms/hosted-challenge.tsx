import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';

/** The part of a Turnstile or hCaptcha browser API the field uses: both render alike. */
interface ChallengeApi {
  render(
    element: HTMLElement,
    options: {
      sitekey: string;
      callback: (token: string) => void;
      'expired-callback': () => void;
      'error-callback': () => void;
    },
  ): unknown;
}

declare global {
  interface Window {
    turnstile?: ChallengeApi;
    hcaptcha?: ChallengeApi;
  }
}

const scripts = new Map<string, Promise<ChallengeApi>>();

/** Loads the provider's script once per address and answers its API. */
function loadChallengeApi(url: string): Promise<ChallengeApi> {
  let loading = scripts.get(url);
  if (!loading) {
    loading = new Promise<ChallengeApi>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.onload = () => {
        const api = window.turnstile ?? window.hcaptcha;
        if (api) resolve(api);
        else reject(new Error('the challenge script offers no render call'));
      };
      script.onerror = () => reject(new Error('the challenge script did not load'));
      document.head.appendChild(script);
    });
    loading.catch(() => scripts.delete(url));
    scripts.set(url, loading);
  }
  return loading;
}

/** Props of `HostedChallenge`. */
export interface HostedChallengeProps {
  siteKey: string;
  scriptUrl: string;
  /** A solved challenge's token, or null when it expired or failed. */
  onToken: (token: string | null) => void;
}

/**
 * A brand's hosted challenge (Turnstile or hCaptcha style): the provider's widget, whose token
 * the form sends for the server to verify with the provider. Loaded only for brands that use
 * one; a script that cannot load says so.
 */
export function HostedChallenge({ siteKey, scriptUrl, onToken }: HostedChallengeProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const report = useRef(onToken);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    report.current = onToken;
  });
  useEffect(() => {
    let live = true;
    loadChallengeApi(scriptUrl)
      .then((api) => {
        if (!live || !box.current) return;
        api.render(box.current, {
          sitekey: siteKey,
          callback: (token) => report.current(token),
          'expired-callback': () => report.current(null),
          'error-callback': () => report.current(null),
        });
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [siteKey, scriptUrl]);
  return (
    <div>
      <div ref={box} aria-label={t('account.fields.captcha')} role="group" />
      {failed ? <p role="alert">{t('account.captcha.failed')}</p> : null}
    </div>
  );
}
