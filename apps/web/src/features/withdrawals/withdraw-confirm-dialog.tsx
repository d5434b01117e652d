import { constants } from '@portal/contract/constants';
import { uploadsEndpoints } from '@portal/contract/uploads';
import type { MemberInfo } from '@portal/contract/member';
import { amountInput } from '@portal/contract/wallet';
import { type withdrawal, withdrawalsEndpoints } from '@portal/contract/withdrawals';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import type * as z from 'zod/mini';
import { call } from '../../shared/api/api-client.ts';
import { checkUploads } from '../../shared/forms/check-uploads.ts';
import { errorText, fieldErrorText } from '../../shared/forms/error-text.ts';
import { FormAlert } from '../../shared/forms/form-alert.tsx';
import formStyles from '../../shared/forms/form.module.css';
import { TextField } from '../../shared/forms/text-field.tsx';
import { useWorded } from '../../shared/forms/use-worded.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { Icon } from '../../shared/ui/icon.tsx';
import { compareMoney } from '../../shared/money/money.ts';
import { formatTime } from '../../shared/lib/format-time.ts';
import { useIdempotencyKey } from '../../shared/money/use-idempotency-key.ts';
import { useMoneyText } from '../../shared/money/use-money-text.ts';
import styles from '../../shared/money/wallet.module.css';
import walletForms from '../../shared/money/wallet-forms.module.css';
import '../../shared/money/wallet-texts.ts';
import { accountLabel } from './account-label.ts';

type Withdrawal = z.infer<typeof withdrawal>;
type Result = 'received' | 'partial' | 'not_received';

/** Props of `WithdrawConfirmDialog`. */
export interface WithdrawConfirmDialogProps {
  withdrawal: Withdrawal;
  member: MemberInfo;
  onClose: () => void;
  /** The confirmation was recorded (the list refreshes). */
  onDone: (updated: Withdrawal) => void;
}

/**
 * The confirmation flow of spec sections 3 and 4 for a paid-out withdrawal: received; partly
 * received (the missing amount); not received. The last two need 1 to 3 proof images, checked
 * here for type, size and count, uploaded one by one first; their ids go with the answer.
 */
export function WithdrawConfirmDialog({
  withdrawal: item,
  member,
  onClose,
  onDone,
}: WithdrawConfirmDialogProps) {
  const { t, i18n } = useTranslation();
  const money = useMoneyText(member.currencySymbol);
  const idempotency = useIdempotencyKey();
  // A retry after a failed answer reuses the images already uploaded: same ids, same body,
  // so the kept idempotency key still matches what the server may have seen.
  const uploaded = useRef(new Map<File, string>());
  const [result, setResult] = useState<Result>('received');
  const [missing, setMissing] = useState('');
  const [missingError, setMissingError] = useWorded();
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useWorded();
  const [formError, setFormError] = useWorded();
  const [stage, setStage] = useState<'idle' | 'uploading' | 'sending'>('idle');
  const needsProof = result !== 'received';

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const added = [...(event.target.files ?? [])];
    event.target.value = '';
    const next = await checkUploads(files, added);
    setFiles(next.accepted);
    const problem = next.problems[0]?.problem;
    setFilesError(problem === undefined ? null : () => t(problem));
  };

  const check = (): boolean => {
    let ok = true;
    setMissingError(null);
    setFilesError(null);
    if (result === 'partial') {
      const parsed = amountInput.safeParse(missing);
      const problem = !parsed.success
        ? (parsed.error.issues[0]?.message ?? 'invalid_amount')
        : compareMoney(parsed.data, '0') <= 0 || compareMoney(parsed.data, item.amount) >= 0
          ? 'invalid_amount'
          : null;
      if (problem !== null) {
        setMissingError(() => fieldErrorText(problem));
        ok = false;
      }
    }
    if (needsProof && files.length === 0) {
      setFilesError(() => t('proof_required'));
      ok = false;
    }
    return ok;
  };

  const submit = async () => {
    setFormError(null);
    if (!check()) return;
    try {
      const uploadIds: string[] = [];
      if (needsProof) {
        setStage('uploading');
        for (const file of files) {
          let id = uploaded.current.get(file);
          if (id === undefined) {
            ({ uploadId: id } = await call(
              uploadsEndpoints.upload,
              { purpose: 'withdrawal' },
              { file },
            ));
            uploaded.current.set(file, id);
          }
          uploadIds.push(id);
        }
      }
      setStage('sending');
      const updated = await call(
        withdrawalsEndpoints.withdrawConfirm,
        {
          withdrawalId: item.withdrawalId,
          result,
          ...(result === 'partial' ? { missingAmount: missing.trim() } : {}),
          uploadIds,
        },
        { idempotencyKey: idempotency.current() },
      );
      idempotency.renew();
      onDone(updated);
    } catch (error) {
      setFormError(() => errorText(error));
    } finally {
      setStage('idle');
    }
  };

  const busy = stage !== 'idle';
  return (
    <Dialog
      title={t('wallet.confirm.title')}
      size="md"
      onClose={() => (busy ? undefined : onClose())}
      actions={
        <>
          <Button variant="ghost" disabled={busy} onClick={onClose}>
            {t('wallet.common.cancel')}
          </Button>
          <Button variant="primary" disabled={busy} onClick={() => void submit()}>
            {stage === 'uploading'
              ? t('wallet.confirm.uploading')
              : stage === 'sending'
                ? t('wallet.common.working')
                : t('wallet.confirm.submit')}
          </Button>
        </>
      }
    >
      <div className={walletForms.form}>
        <p>
          {t('wallet.confirm.intro', {
            amount: money(item.amount),
            account: accountLabel(item.account, t(`wallet.accounts.kinds.${item.account.kind}`)),
          })}
        </p>
        {item.autoReceiveAt === null ? null : (
          <p className={styles.muted}>
            {t('wallet.confirm.autoReceiveAt', {
              time: formatTime(item.autoReceiveAt, i18n.language),
            })}
          </p>
        )}
        <fieldset className={walletForms.choices}>
          <legend>{t('wallet.confirm.result')}</legend>
          {(['received', 'partial', 'not_received'] as const).map((option) => (
            <label key={option} className={walletForms.choice}>
              <input
                type="radio"
                name="result"
                value={option}
                checked={result === option}
                onChange={() => setResult(option)}
              />
              <span className={walletForms.choiceTitle}>
                {t(`wallet.confirm.results.${option}`)}
              </span>
            </label>
          ))}
        </fieldset>
        {result === 'partial' ? (
          <TextField
            label={t('wallet.confirm.missingAmount')}
            inputMode="decimal"
            autoComplete="off"
            value={missing}
            onChange={(event) => setMissing(event.target.value)}
            error={missingError ?? undefined}
          />
        ) : null}
        {needsProof ? (
          <div className={formStyles.field}>
            <label className={formStyles.label} htmlFor={`${item.withdrawalId}-proof`}>
              {t('wallet.confirm.files')}
            </label>
            <input
              id={`${item.withdrawalId}-proof`}
              className={walletForms.fileInput}
              type="file"
              accept={constants.upload.types.join(',')}
              multiple
              aria-invalid={filesError === null ? undefined : true}
              aria-describedby={
                filesError === null ? undefined : `${item.withdrawalId}-proof-error`
              }
              onChange={(event) => void onFiles(event)}
            />
            {filesError === null ? null : (
              <p id={`${item.withdrawalId}-proof-error`} className={formStyles.error}>
                {filesError}
              </p>
            )}
            {files.length === 0 ? null : (
              <ul className={walletForms.files} aria-label={t('wallet.confirm.chosen')}>
                {files.map((file, index) => (
                  <li key={`${file.name}-${index}`} className={walletForms.file}>
                    <span>
                      {file.name} · {Math.ceil(file.size / 1024)} KB
                    </span>
                    <Button
                      variant="ghost"
                      size="sm"
                      iconOnly
                      aria-label={t('wallet.confirm.remove', { name: file.name })}
                      onClick={() => setFiles(files.filter((_, at) => at !== index))}
                    >
                      <Icon name="close" size={14} />
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        ) : null}
        <FormAlert message={formError} />
      </div>
    </Dialog>
  );
}
