import { zodResolver } from '@hookform/resolvers/zod';
import { supportVisitorOpenInput } from '@portal/contract/live/schemas';
import { useCallback } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { errorText } from '../../shared/forms/error-text.ts';
import { FormAlert } from '../../shared/forms/form-alert.tsx';
import { applyServerFieldErrors, fieldError } from '../../shared/forms/server-errors.ts';
import { TextField } from '../../shared/forms/text-field.tsx';
import formStyles from '../../shared/forms/form.module.css';
import { useWorded } from '../../shared/forms/use-worded.ts';
import { openModal } from '../../shared/modals/modal-store.ts';
import { Button } from '../../shared/ui/button.tsx';
import styles from './live.module.css';
import { SupportConversation } from './support-conversation.tsx';
import { useLiveText } from './use-live-text.ts';
import { useVisitorChat, useVisitorSupport } from './use-visitor-support.ts';

type Values = z.input<typeof supportVisitorOpenInput>;
const fields = ['name', 'contact', 'text'] as const;

/**
 * Customer service for a visitor: a name, a phone or e-mail to be called back on, and the
 * first message open a conversation kept in this browser; or log in to chat as a member.
 */
export function VisitorSupport() {
  const visitor = useVisitorSupport();
  if (visitor.token !== null)
    return <VisitorConversation token={visitor.token} onLost={visitor.forget} />;
  return <VisitorOpenForm open={visitor.open} />;
}

function VisitorConversation({ token, onLost }: { token: string; onLost: () => void }) {
  const lost = useCallback(onLost, [onLost]);
  return <SupportConversation chat={useVisitorChat(token, lost)} />;
}

function VisitorOpenForm({
  open,
}: {
  open: (input: z.output<typeof supportVisitorOpenInput>) => Promise<unknown>;
}) {
  const text = useLiveText();
  const [problem, setProblem] = useWorded();
  const form = useForm<Values, unknown, z.output<typeof supportVisitorOpenInput>>({
    resolver: zodResolver(supportVisitorOpenInput),
    defaultValues: { name: '', contact: '', text: '' },
  });
  const { register, formState } = form;
  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      await open(values);
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, fields)) setProblem(() => errorText(error));
    }
  });
  return (
    <form
      className={`${formStyles.form} ${styles.supportBody}`}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <p className={styles.muted}>{text('live.support.visitorIntro')}</p>
      <FormAlert message={problem} />
      <TextField
        label={text('live.support.name')}
        autoComplete="name"
        maxLength={60}
        error={fieldError(formState.errors.name)}
        {...register('name')}
      />
      <TextField
        label={text('live.support.contact')}
        hint={text('live.support.contactHint')}
        autoComplete="email"
        maxLength={128}
        error={fieldError(formState.errors.contact)}
        {...register('contact')}
      />
      <TextField
        label={text('live.support.message')}
        maxLength={1000}
        error={fieldError(formState.errors.text)}
        {...register('text')}
      />
      <Button type="submit" variant="primary" disabled={formState.isSubmitting}>
        {text('live.support.start')}
      </Button>
      <p className={styles.muted}>{text('live.support.login')}</p>
      <Button variant="secondary" onClick={() => openModal('login')}>
        {text('live.room.login')}
      </Button>
    </form>
  );
}
