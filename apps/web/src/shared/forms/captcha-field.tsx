import { captchaEndpoints } from '@portal/contract/captcha';
import { constants } from '@portal/contract/constants';
import type { OutputOf } from '@portal/contract/endpoint';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
  type Ref,
} from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import '../../i18n/account-texts.ts';
import { call } from '../api/api-client.ts';
import { hostedCaptchaId, hostedCaptchaText } from './captcha-answer.ts';
import { Button } from '../ui/button.tsx';
import { Icon } from '../ui/icon.tsx';
import styles from './form.module.css';
import { TextField } from './text-field.tsx';
import { useThrottled } from './use-throttled.ts';

/** Props of `CaptchaField`: the input's props (from the form) plus the captcha's life cycle. */
export interface CaptchaFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
  /**
   * Receives the id of each new image (the form sends it with the typed text), or a solved
   * hosted challenge's marked token (`captchaAnswer` turns either into the call's fields).
   */
  onCaptchaId: (captchaId: string | undefined) => void;
  /** A new value loads a new image: captchas are single use, so every failed try needs one. */
  reloadKey: number;
}

type Captcha = OutputOf<typeof captchaEndpoints.image>;

// The hosted widget's code loads only for brands that use one.
const HostedChallenge = lazy(() =>
  import('./hosted-challenge.tsx').then((module) => ({ default: module.HostedChallenge })),
);

/**
 * The captcha input with its image (`GET /wps/captcha`, a base64 PNG) and a refresh button
 * limited to one press per second (spec section 5).
 */
export function CaptchaField({ onCaptchaId, reloadKey, error, ...input }: CaptchaFieldProps) {
  const { t } = useTranslation();
  const [image, setImage] = useState<Captcha | null>(null);
  const [failed, setFailed] = useState(false);
  const onId = useRef(onCaptchaId);
  useEffect(() => {
    onId.current = onCaptchaId;
  });

  const load = useCallback(async () => {
    try {
      const next = await call(captchaEndpoints.image);
      setImage(next);
      setFailed(false);
      if (next.kind === 'image') onId.current(next.captchaId);
    } catch {
      setFailed(true);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load, reloadKey]);

  const refresh = useThrottled(() => void load(), constants.captchaThrottleMs);

  if (image?.kind === 'hosted') {
    // The token travels as the captcha's id; the text field only records that it is solved.
    const solved = (token: string | null) => {
      onId.current(token === null ? undefined : hostedCaptchaId(token));
      input.onChange?.({
        target: { name: input.name, value: token === null ? '' : hostedCaptchaText },
      } as ChangeEvent<HTMLInputElement>);
    };
    return (
      <div className={styles.field}>
        <Suspense fallback={null}>
          <HostedChallenge siteKey={image.siteKey} scriptUrl={image.scriptUrl} onToken={solved} />
        </Suspense>
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <TextField
      label={t('account.fields.captcha')}
      autoComplete="off"
      spellCheck={false}
      maxLength={16}
      error={error ?? (failed ? t('account.captcha.failed') : undefined)}
      after={
        <span className={styles.captcha}>
          {image === null || image.kind !== 'image' ? (
            <span className={styles.captchaImage} aria-hidden="true" />
          ) : (
            <img
              className={styles.captchaImage}
              src={`data:image/png;base64,${image.image}`}
              alt={t('account.captcha.image')}
              width={112}
              height={40}
            />
          )}
          <Button
            variant="ghost"
            size="sm"
            iconOnly
            aria-label={t('account.captcha.refresh')}
            onClick={refresh}
          >
            <Icon name="refresh" size={18} />
          </Button>
        </span>
      }
      {...input}
    />
  );
}
