import type { VerifyView } from '@portal/contract/lottery/wire';
import { useQuery } from '@tanstack/react-query';
import { CopyButton } from '../../shared/ui/copy-button.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { Icon } from '../../shared/ui/icon.tsx';
import { useSessionStore } from '../session/index.ts';
import { ResultBalls } from './balls.tsx';
import { verifyQueryOptions } from './lottery-api.ts';
import { resultTexts } from './lottery-labels.ts';
import { LotteryStatus } from './lottery-status.tsx';
import { copyTexts, useLotteryText, type LotteryT } from './lottery-texts.ts';
import {
  allPassed,
  checkNames,
  passed,
  runChecks,
  type CheckName,
  type VerifyChecks,
} from './verify-checks.ts';
import styles from './verify.module.css';

/** Props of `VerifyDialog`. */
export interface VerifyDialogProps {
  gameCode: string;
  periodNo: string;
  onClose: () => void;
}

/**
 * The verifier of one drawn period: its inputs with copy buttons, every check recomputed here
 * with the contract's functions and a plain "Verified" or the checks that failed, and how to
 * redo it with any SHA-256 / HMAC-SHA256 tool.
 */
export function VerifyDialog({ gameCode, periodNo, onClose }: VerifyDialogProps) {
  const { lt } = useLotteryText();
  const token = useSessionStore((state) => state.token);
  const query = useQuery(verifyQueryOptions(gameCode, periodNo, token));
  return (
    <Dialog title={lt('lottery.verify.title', { period: periodNo })} size="lg" onClose={onClose}>
      {query.isPending ? (
        <p role="status">{lt('lottery.verify.loading')}</p>
      ) : query.isError ? (
        <LotteryStatus kind="error" error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <VerifyBody view={query.data} />
      )}
    </Dialog>
  );
}

function VerifyBody({ view }: { view: VerifyView }) {
  const { lt } = useLotteryText();
  const checks = useQuery({
    queryKey: ['lottery', 'verifyChecks', view] as const,
    queryFn: () => runChecks(view),
    staleTime: Infinity,
    retry: false,
  });
  const fields: { key: keyof typeof fieldKeys; value: string; copy?: boolean }[] = [
    { key: 'seed', value: view.seed, copy: true },
    { key: 'commitment', value: view.seedCommitment, copy: true },
    { key: 'chainIndex', value: String(view.chainIndex) },
    { key: 'anchor', value: view.anchor, copy: true },
    { key: 'message', value: view.message, copy: true },
    { key: 'fingerprint', value: view.fingerprint, copy: true },
    { key: 'ticketCount', value: String(view.ticketCount) },
  ];
  return (
    <div className={styles.body}>
      {checks.data === undefined ? (
        <p role="status" className={styles.checking}>
          {lt('lottery.verify.checking')}
        </p>
      ) : (
        <Verdict checks={checks.data} view={view} />
      )}

      <dl className={styles.fields}>
        <div className={styles.field}>
          <dt>{lt('lottery.verify.fields.result')}</dt>
          <dd>
            <ResultBalls shape={view.shape} result={view.result} size="sm" />
          </dd>
        </div>
        {fields.map((field) => (
          <div key={field.key} className={styles.field}>
            <dt>{lt(fieldKeys[field.key])}</dt>
            <dd>
              <code className={styles.code}>{field.value}</code>
              {field.copy === true ? (
                <CopyButton
                  value={field.value}
                  label={lt('lottery.verify.copyLabel', { field: lt(fieldKeys[field.key]) })}
                  texts={copyTexts(lt)}
                />
              ) : null}
            </dd>
          </div>
        ))}
      </dl>

      <section className={styles.how} aria-label={lt('lottery.verify.howTitle')}>
        <h3 className={styles.howTitle}>{lt('lottery.verify.howTitle')}</h3>
        <p>{lt('lottery.verify.howIntro')}</p>
        <p>{lt('lottery.verify.howCommitment')}</p>
        <pre className={styles.command}>
          <code>{`printf '%s' ${view.seed} | xxd -r -p | sha256sum`}</code>
        </pre>
        <p>{lt('lottery.verify.howAnchor', { count: view.chainIndex + 1 })}</p>
        <p>{lt('lottery.verify.howSeed')}</p>
        <pre className={styles.command}>
          <code>{`printf '%s' '${view.message}' | openssl dgst -sha256 -mac HMAC -macopt hexkey:${view.seed}`}</code>
        </pre>
        <p>{lt('lottery.verify.howStream')}</p>
        <p>{lt('lottery.verify.howTickets')}</p>
      </section>
    </div>
  );
}

const fieldKeys = {
  seed: 'lottery.verify.fields.seed',
  commitment: 'lottery.verify.fields.commitment',
  chainIndex: 'lottery.verify.fields.chainIndex',
  anchor: 'lottery.verify.fields.anchor',
  message: 'lottery.verify.fields.message',
  fingerprint: 'lottery.verify.fields.fingerprint',
  ticketCount: 'lottery.verify.fields.ticketCount',
} as const;

/** The check's line of text. */
function checkText(lt: LotteryT, name: CheckName, checks: VerifyChecks, view: VerifyView): string {
  switch (name) {
    case 'commitment':
      return lt('lottery.verify.checks.commitment');
    case 'anchor':
      return lt('lottery.verify.checks.anchor', { count: view.chainIndex + 1 });
    case 'message':
      return lt('lottery.verify.checks.message');
    case 'result':
      return lt('lottery.verify.checks.result');
    case 'tickets':
      return checks.tickets.count === 0
        ? lt('lottery.verify.checks.noTickets')
        : lt('lottery.verify.checks.tickets', { n: checks.tickets.count });
    case 'ticketsMatch':
      return lt('lottery.verify.checks.ticketsMatch', { count: view.ticketCount });
  }
}

function Verdict({ checks, view }: { checks: VerifyChecks; view: VerifyView }) {
  const { lt } = useLotteryText();
  const ok = allPassed(checks);
  const failed = checkNames.filter((name) => !passed(checks, name));
  return (
    <>
      <div className={styles.verdict} data-ok={ok} role="status">
        <span className={styles.verdictIcon} aria-hidden="true">
          <Icon name={ok ? 'shield' : 'close'} size={22} />
        </span>
        <div>
          <strong className={styles.verdictTitle}>
            {ok ? lt('lottery.verify.verified') : lt('lottery.verify.notVerified')}
          </strong>
          <p>
            {ok
              ? lt('lottery.verify.verifiedText')
              : lt('lottery.verify.notVerifiedText', {
                  checks: failed.map((name) => checkText(lt, name, checks, view)).join('; '),
                })}
          </p>
        </div>
      </div>
      <ul className={styles.checks} aria-label={lt('lottery.verify.checksLabel')}>
        {checkNames.map((name) => {
          const pass = passed(checks, name);
          return (
            <li key={name} data-ok={pass}>
              <span className={styles.mark} aria-hidden="true">
                {pass ? '✓' : '✗'}
              </span>
              <span>
                {checkText(lt, name, checks, view)}
                <span className="visually-hidden">
                  : {pass ? lt('lottery.verify.pass') : lt('lottery.verify.fail')}
                </span>
                {name === 'result' && checks.computed !== null ? (
                  <span className={styles.computed}>
                    {lt('lottery.verify.computed', {
                      numbers: resultTexts(view.shape, checks.computed).join(' '),
                    })}
                  </span>
                ) : null}
              </span>
            </li>
          );
        })}
      </ul>
    </>
  );
}
