import { constants } from '@portal/contract/constants';
import { contentEndpoints, feedbackQuestionTypes } from '@portal/contract/content';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { call } from '../../shared/api/api-client.ts';
import { isApiError } from '../../shared/api/api-error.ts';
import { errorText, fieldErrorText } from '../../shared/forms/error-text.ts';
import { FormAlert } from '../../shared/forms/form-alert.tsx';
import formStyles from '../../shared/forms/form.module.css';
import { TextField } from '../../shared/forms/text-field.tsx';
import { Button } from '../../shared/ui/button.tsx';
import './content-texts.ts';
import styles from './feedback-form.module.css';

type QuestionType = (typeof feedbackQuestionTypes)[number];
const max = constants.feedbackMaxLength;

/**
 * The feedback form (spec sections 3 and 5): question type, a description of at most 140
 * characters with a live counter, and a contact. The server checks the same limits and rate
 * limits; its field messages show under the fields, anything else above the button.
 */
export function FeedbackForm() {
  const { t } = useTranslation();
  const [questionType, setQuestionType] = useState<QuestionType>('deposit');
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const ids = { type: useId(), content: useId(), counter: useId(), error: useId() };
  const mutation = useMutation({
    mutationFn: () =>
      call(contentEndpoints.feedback, { questionType, content, contactInfo: contact }),
    onError: (error) => setFields(isApiError(error) ? (error.fields ?? {}) : {}),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    if (content.trim() === '') local.content = 'please_enter_content';
    if (content.trim().length > max) local.content = t('content.feedback.tooLong', { count: max });
    if (contact.trim() === '') local.contactInfo = t('content.feedback.contactRequired');
    setFields(local);
    if (Object.keys(local).length === 0) mutation.mutate();
  };

  if (mutation.isSuccess) {
    return (
      <div className={styles.done} role="status">
        <p>{t('content.feedback.sent', { id: mutation.data.feedbackId })}</p>
        <Button
          variant="secondary"
          onClick={() => {
            setContent('');
            mutation.reset();
          }}
        >
          {t('content.feedback.another')}
        </Button>
      </div>
    );
  }

  const contentError = fields.content === undefined ? undefined : fieldErrorText(fields.content);
  const generic =
    mutation.isError && Object.keys(fields).length === 0 ? errorText(mutation.error) : null;
  return (
    <form
      className={formStyles.form}
      onSubmit={submit}
      noValidate
      aria-label={t('content.feedback.title')}
    >
      <h2 className={styles.title}>{t('content.feedback.title')}</h2>
      <p className={styles.intro}>{t('content.feedback.intro')}</p>
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor={ids.type}>
          {t('content.feedback.questionType')}
        </label>
        <div className={formStyles.control}>
          <select
            id={ids.type}
            className={[formStyles.input, styles.select].join(' ')}
            value={questionType}
            onChange={(event) => setQuestionType(event.target.value as QuestionType)}
          >
            {feedbackQuestionTypes.map((type) => (
              <option key={type} value={type}>
                {t(`content.feedback.types.${type}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor={ids.content}>
          {t('content.feedback.content')}
        </label>
        <div className={formStyles.control}>
          <textarea
            id={ids.content}
            className={[formStyles.input, styles.textarea].join(' ')}
            value={content}
            maxLength={max}
            rows={4}
            aria-invalid={contentError === undefined ? undefined : true}
            aria-describedby={[ids.counter, contentError === undefined ? null : ids.error]
              .filter(Boolean)
              .join(' ')}
            onChange={(event) => setContent(event.target.value)}
          />
        </div>
        <p id={ids.counter} className={styles.counter} aria-live="polite">
          {t('content.feedback.counter', { count: content.length, max })}
        </p>
        {contentError === undefined ? null : (
          <p id={ids.error} className={formStyles.error}>
            {contentError}
          </p>
        )}
      </div>
      <TextField
        label={t('content.feedback.contact')}
        value={contact}
        maxLength={64}
        autoComplete="email"
        error={fields.contactInfo === undefined ? undefined : fieldErrorText(fields.contactInfo)}
        onChange={(event) => setContact(event.target.value)}
      />
      <FormAlert message={generic} />
      <div className={formStyles.actions}>
        <Button type="submit" variant="primary" disabled={mutation.isPending}>
          {mutation.isPending ? t('content.loading') : t('content.feedback.submit')}
        </Button>
      </div>
    </form>
  );
}
