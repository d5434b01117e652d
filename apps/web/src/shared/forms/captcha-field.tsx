import { captchaEndpoints } from '@portal/contract/captcha';
import { constants } from '@portal/contract/constants';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type InputHTMLAttributes,
  type Ref,
} from 'react';
import { useTranslation } from 'react-i18next';
import '../../i18n/account-texts.ts';
import { call } from '../api/api-client.ts';
import { Button } from '../ui/button.tsx';
import { Icon } from '../ui/icon.tsx';
import styles from './form.module.css';
import { TextField } from './text-field.tsx';
import { useThrottled } from './use-throttled.ts';

/** Props of `CaptchaField`: the input's props (from the form) plus the captcha's life cycle. */
export interface CaptchaFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
  /** Receives the id of each new image; the form sends it with the typed text. */
  onCaptchaId: (captchaId: string) => void;
  /** A new value loads a new image: captchas are single use, so every failed try needs one. */
  reloadKey: number;
}

type Image = { captchaId: string; image: string };

/**
 * The captcha input with its image (`GET /wps/captcha`, a base64 PNG) and a refresh button
 * limited to one press per second (spec section 5).
 */
export function CaptchaField({ onCaptchaId, reloadKey, error, ...input }: CaptchaFieldProps) {
  const { t } = useTranslation();
  const [image, setImage] = useState<Image | null>(null);
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
      onId.current(next.captchaId);
    } catch {
      setFailed(true);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load, reloadKey]);

  const refresh = useThrottled(() => void load(), constants.captchaThrottleMs);

  return (
    <TextField
      label={t('account.fields.captcha')}
      autoComplete="off"
      spellCheck={false}
      maxLength={16}
      error={error ?? (failed ? t('account.captcha.failed') : undefined)}
      after={
        <span className={styles.captcha}>
          {image === null ? (
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
