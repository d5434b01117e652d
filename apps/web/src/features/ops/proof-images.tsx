import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { readMerchantCode } from '../../shared/storage/session-values.ts';
import { Button } from '../../shared/ui/button.tsx';
import { clearOperatorToken, readOperatorToken } from './operator-session.ts';
import styles from './console.module.css';

/** The operator's route of an upload's bytes (not in the contract table: it answers no envelope). */
export const operatorUploadPath = '/operator/uploads/file';

/**
 * Fetches an upload's bytes with the operator's token: an `<img src>` cannot send it. A 401
 * drops the token like `opsCall` does, which brings the login back.
 */
export async function fetchOperatorUpload(uploadId: string, signal: AbortSignal): Promise<Blob> {
  const headers: Record<string, string> = {};
  const token = readOperatorToken();
  if (token !== null) headers.Authorization = `Bearer ${token}`;
  const merchant = readMerchantCode();
  if (merchant !== null) headers['X-Merchant'] = merchant;
  const response = await fetch(
    `${operatorUploadPath}?${new URLSearchParams({ uploadId }).toString()}`,
    { headers, signal },
  );
  if (response.status === 401) clearOperatorToken();
  if (!response.ok) throw new Error(`upload ${uploadId}: ${response.status}`);
  return response.blob();
}

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'shown'; url: string };

/** One proof image, shown through a blob URL that is revoked when it leaves the screen. */
function ProofImage({ uploadId, alt }: { uploadId: string; alt: string }) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    fetchOperatorUpload(uploadId, controller.signal).then(
      (blob) => {
        if (controller.signal.aborted) return;
        url = URL.createObjectURL(blob);
        setLoaded({ state: 'shown', url });
      },
      () => {
        if (!controller.signal.aborted) setLoaded({ state: 'failed' });
      },
    );
    return () => {
      controller.abort();
      if (url !== null) URL.revokeObjectURL(url);
    };
  }, [uploadId]);
  if (loaded.state === 'shown')
    return <img className={styles.proofImage} src={loaded.url} alt={alt} />;
  return (
    <p className={styles.muted}>
      {t(
        loaded.state === 'failed' ? 'ops.withdrawals.proofFailed' : 'ops.withdrawals.proofLoading',
      )}
    </p>
  );
}

/**
 * Proof images a member sent (a disputed withdrawal's, an activity application's), in a panel
 * that takes focus when it opens. `alt` names the image `n` (from 1) of the subject.
 */
export function ProofsPanel({
  panelId,
  heading,
  alt,
  uploadIds,
  onClose,
}: {
  panelId: string;
  heading: string;
  alt: (n: number) => string;
  uploadIds: readonly string[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <section className={styles.panel} aria-labelledby={panelId}>
      <h2 id={panelId} ref={headingRef} tabIndex={-1} className={styles.sectionTitle}>
        {heading}
      </h2>
      {uploadIds.length === 0 ? (
        <p className={styles.muted}>{t('ops.withdrawals.noProofs')}</p>
      ) : (
        <ul className={styles.proofs}>
          {uploadIds.map((uploadId, index) => (
            <li key={uploadId}>
              <ProofImage uploadId={uploadId} alt={alt(index + 1)} />
            </li>
          ))}
        </ul>
      )}
      <div>
        <Button size="sm" variant="secondary" onClick={onClose}>
          {t('ops.withdrawals.close')}
        </Button>
      </div>
    </section>
  );
}
