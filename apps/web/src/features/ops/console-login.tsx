import { zodResolver } from '@hookform/resolvers/zod';
import {
  opsEndpoints,
  opsLoginInput,
  opsSecondFactorInput,
  type OpsLoginOutput,
} from '@portal/contract/ops';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import * as z from 'zod/mini';
import { FormAlert } from '../../shared/forms/form-alert.tsx';
import formStyles from '../../shared/forms/form.module.css';
import { PasswordField } from '../../shared/forms/password-field.tsx';
import { fieldError } from '../../shared/forms/server-errors.ts';
import { TextField } from '../../shared/forms/text-field.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { QrCode } from '../../shared/ui/qr-code.tsx';
import { opsCall, writeOperatorToken } from './operator-session.ts';
import { useOpsForm } from './use-ops-form.ts';
import styles from './console.module.css';

type Credentials = z.input<typeof opsLoginInput>;
const codeSchema = z.object({ code: opsSecondFactorInput.shape.code });
type CodeValues = z.input<typeof codeSchema>;

/** The password step: its answer is a ticket for the code step (and, first time, an enrolment). */
function PasswordStep({ onTicket }: { onTicket: (answer: OpsLoginOutput) => void }) {
  const { t } = useTranslation();
  const { form, submit, formError } = useOpsForm<Credentials, z.output<typeof opsLoginInput>>({
    resolver: zodResolver(opsLoginInput),
    defaultValues: { username: '', password: '' },
    fields: ['username', 'password'],
    send: async (values) => onTicket(await opsCall(opsEndpoints.login, values)),
  });
  const { register, formState } = form;
  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <h1 className={styles.cardTitle}>{t('ops.login.heading')}</h1>
      <FormAlert message={formError} />
      <TextField
        label={t('ops.login.username')}
        autoComplete="username"
        autoFocus
        error={fieldError(formState.errors.username)}
        {...register('username')}
      />
      <PasswordField
        label={t('ops.login.password')}
        autoComplete="current-password"
        error={fieldError(formState.errors.password)}
        {...register('password')}
      />
      <Button type="submit" variant="primary" block disabled={formState.isSubmitting}>
        {t('ops.login.submit')}
      </Button>
    </form>
  );
}

/** The code step: a TOTP or recovery code; while enrolling, the new authenticator's key first. */
function CodeStep({
  ticket,
  onBack,
  onDone,
}: {
  ticket: OpsLoginOutput;
  onBack: () => void;
  onDone: (token: string, recoveryCodes: string[]) => void;
}) {
  const { t } = useTranslation();
  const { form, submit, formError } = useOpsForm<CodeValues, z.output<typeof codeSchema>>({
    resolver: zodResolver(codeSchema),
    defaultValues: { code: '' },
    fields: ['code'],
    send: async ({ code }) => {
      const answer = await opsCall(opsEndpoints.secondFactor, { ticket: ticket.ticket, code });
      onDone(answer.token, answer.recoveryCodes);
    },
  });
  const { register, formState } = form;
  const enrolment = ticket.enrolment;
  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <h1 className={styles.cardTitle}>
        {t(enrolment === null ? 'ops.login.codeHeading' : 'ops.login.enrolHeading')}
      </h1>
      {enrolment === null ? null : (
        <div className={styles.enrol}>
          <p>{t('ops.login.enrolIntro')}</p>
          <QrCode value={enrolment.uri} size={168} label={t('ops.login.enrolQr')} />
          <p>
            {t('ops.login.enrolKey')}: <code className={styles.secret}>{enrolment.secret}</code>
          </p>
        </div>
      )}
      <FormAlert message={formError} />
      <TextField
        label={t('ops.login.code')}
        autoComplete="one-time-code"
        inputMode="text"
        autoFocus
        spellCheck={false}
        error={fieldError(formState.errors.code)}
        {...register('code')}
      />
      <div className={styles.row}>
        <Button variant="secondary" onClick={onBack}>
          {t('ops.login.back')}
        </Button>
        <Button type="submit" variant="primary" disabled={formState.isSubmitting}>
          {t('ops.login.codeSubmit')}
        </Button>
      </div>
    </form>
  );
}

/** After an enrolment: the recovery codes, once, before the console opens. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={formStyles.form}>
      <h1 className={styles.cardTitle}>{t('ops.login.recoveryHeading')}</h1>
      <p>{t('ops.login.recoveryIntro')}</p>
      <ul className={styles.codes} aria-label={t('ops.login.recoveryHeading')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <Button variant="primary" block onClick={onDone}>
        {t('ops.login.recoveryDone')}
      </Button>
    </div>
  );
}

/**
 * The console's login: password, then the authenticator's code. A first login enrols the
 * authenticator (its key as a QR code and as text) and shows the recovery codes once.
 */
export function ConsoleLogin() {
  const [ticket, setTicket] = useState<OpsLoginOutput | null>(null);
  const [pending, setPending] = useState<{ token: string; codes: string[] } | null>(null);
  let body;
  if (pending !== null)
    body = <RecoveryCodes codes={pending.codes} onDone={() => writeOperatorToken(pending.token)} />;
  else if (ticket !== null)
    body = (
      <CodeStep
        ticket={ticket}
        onBack={() => setTicket(null)}
        onDone={(token, codes) =>
          codes.length > 0 ? setPending({ token, codes }) : writeOperatorToken(token)
        }
      />
    );
  else body = <PasswordStep onTicket={setTicket} />;
  return (
    <main className={styles.loginPage}>
      <div className={styles.card}>{body}</div>
    </main>
  );
}
