import { constants } from '@portal/contract/constants';
import { contentEndpoints } from '@portal/contract/content';
import { uploadsEndpoints } from '@portal/contract/uploads';
import type { UploadProblem } from '@portal/contract/uploads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { call } from '../../../shared/api/api-client.ts';
import { checkUploads } from '../../../shared/forms/check-uploads.ts';
import { errorText } from '../../../shared/forms/error-text.ts';
import { FormAlert } from '../../../shared/forms/form-alert.tsx';
import formStyles from '../../../shared/forms/form.module.css';
import { Button } from '../../../shared/ui/button.tsx';
import { Icon } from '../../../shared/ui/icon.tsx';
import '../content-texts.ts';
import styles from './promotions.module.css';

/** Props of `ActivityApplyForm`. */
export interface ActivityApplyFormProps {
  promoId: string;
  /** At least one proof image is needed. */
  requiresProof: boolean;
}

/** The per-file text of each of the contract's upload problems. */
const problemText = {
  upload_not_image: 'badType',
  upload_too_large: 'tooBig',
  upload_too_many: 'tooMany',
} as const satisfies Record<UploadProblem, string>;

/**
 * The activity application (spec sections 2 and 5): up to 3 PNG or JPG proof images of at most
 * 5 MB, checked here first, each uploaded on its own, then the application with their ids.
 */
export function ActivityApplyForm({ promoId, requiresProof }: ActivityApplyFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<File[]>([]);
  const [problems, setProblems] = useState<{ name: string; problem: UploadProblem }[]>([]);
  const [remark, setRemark] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const ids = { files: useId(), hint: useId(), remark: useId(), problems: useId() };

  const mutation = useMutation({
    mutationFn: async () => {
      const uploadIds: string[] = [];
      for (const file of files) {
        const uploaded = await call(uploadsEndpoints.upload, { purpose: 'activity' }, { file });
        uploadIds.push(uploaded.uploadId);
      }
      return call(contentEndpoints.promotionApply, { promoId, remark: remark.trim(), uploadIds });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['content'] }),
  });

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const added = Array.from(event.target.files ?? []);
    event.target.value = '';
    const result = await checkUploads(files, added);
    setFiles(result.accepted);
    setProblems(result.problems);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (requiresProof && files.length === 0) {
      setProblems([{ name: '', problem: 'upload_not_image' }]);
      input.current?.focus();
      return;
    }
    mutation.mutate();
  };

  const missingProof = problems.length === 1 && problems[0]?.name === '';
  return (
    <form
      className={formStyles.form}
      onSubmit={submit}
      noValidate
      aria-label={t('content.promotions.applyTitle')}
    >
      <h3 className={styles.formTitle}>{t('content.promotions.applyTitle')}</h3>
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor={ids.files}>
          {t('content.promotions.proofs')}
        </label>
        <input
          ref={input}
          id={ids.files}
          className={styles.file}
          type="file"
          accept={constants.upload.types.join(',')}
          multiple
          disabled={files.length >= constants.upload.maxFiles || mutation.isPending}
          aria-describedby={[ids.hint, problems.length > 0 ? ids.problems : null]
            .filter(Boolean)
            .join(' ')}
          aria-invalid={problems.length > 0 ? true : undefined}
          onChange={(event) => void choose(event)}
        />
        <p id={ids.hint} className={formStyles.hint}>
          {t('content.promotions.proofsHint', { count: files.length })}
        </p>
        {problems.length > 0 ? (
          <ul id={ids.problems} className={styles.problems} role="alert">
            {missingProof ? (
              <li>{t('content.promotions.proofRequired')}</li>
            ) : (
              problems.map((item, index) => (
                <li key={`${item.name}-${index}`}>
                  {t(`content.promotions.${problemText[item.problem]}`, { name: item.name })}
                </li>
              ))
            )}
          </ul>
        ) : null}
        {files.length > 0 ? (
          <ul className={styles.chosen}>
            {files.map((file, index) => (
              <li key={`${file.name}-${index}`}>
                <Icon name="camera" size={16} />
                <span>{file.name}</span>
                <button
                  type="button"
                  className={styles.remove}
                  aria-label={t('content.promotions.removeProof', { name: file.name })}
                  onClick={() => setFiles(files.filter((_, at) => at !== index))}
                >
                  <Icon name="close" size={14} />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor={ids.remark}>
          {t('content.promotions.remark')}
        </label>
        <div className={formStyles.control}>
          <textarea
            id={ids.remark}
            className={[formStyles.input, styles.textarea].join(' ')}
            rows={2}
            maxLength={200}
            value={remark}
            onChange={(event) => setRemark(event.target.value)}
          />
        </div>
      </div>
      <FormAlert message={mutation.isError ? errorText(mutation.error) : null} />
      <div className={formStyles.actions}>
        <Button type="submit" variant="primary" disabled={mutation.isPending}>
          {mutation.isPending ? t('content.promotions.sending') : t('content.promotions.submit')}
        </Button>
      </div>
    </form>
  );
}
