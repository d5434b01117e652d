import { periodAt, periodRule } from '@portal/contract/contracts/periods';
import {
  compareDecimal,
  termsProblem,
  withinUpline,
  type ContractKind,
  type ContractTerms,
} from '@portal/contract/contracts/terms';
import type { ContractSettings } from '@portal/contract/contracts/ops';
import type { ContractAction, ContractView } from '@portal/contract/contracts/views';
import type { Tx } from '../../db/db.ts';
import { AppError } from '../../http/app-error.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import type { Platform } from '../../platform.ts';
import { requireModule } from '../accounts/module-switches.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { cascadeFrom, endContract, type EndedContract } from './cascade.ts';
import { contractSettings } from './contract-settings.ts';
import {
  contractById,
  contractViewOf,
  earningContract,
  kindModule,
  termsOf,
  type ContractRow,
} from './contract-store.ts';
import { notifyContract, type ContractNotice } from './contract-notices.ts';

/**
 * The contract lifecycle (docs/decisions/0015-agent-contracts.md):
 *
 *   offered -> active | rejected | ended (withdrawn) | expired
 *   active -> terminationRequested -> ended (confirmed by the other side, or at `ends_at`)
 *   active | terminationRequested -> ended (replaced by accepted new terms, or by the cascade)
 *
 * Every change is one transaction with the rows locked, audited on the downline; the notices go
 * out after commit. A payer is an upline agent, or the house (`upline_id` null) for a top agent,
 * whose side an operator speaks for.
 */

/** Who acts: an agent (its member id and account), or an operator (its id) for the house. */
export type ContractActor =
  { memberId: string; account: string } | { house: true; operatorId: string };

/** What to tell whom once the transaction has committed. */
interface Notice {
  to: string;
  notice: ContractNotice;
  kind: ContractKind;
  other: string | null;
}

/** Refuses terms the kind or the brand does not allow (400). */
export function checkTerms(kind: ContractKind, terms: ContractTerms, settings: ContractSettings) {
  const problem = termsProblem(kind, terms);
  if (problem) throw new AppError(problem as 'contract_terms_invalid');
  const rates = terms.realtime
    ? [terms.realtime.winRate, terms.realtime.lossRate]
    : (terms.tiers ?? []).map((t) => t.rate);
  if (rates.some((rate) => compareDecimal(rate, settings.maxRate) > 0))
    throw new AppError('contract_rate_invalid');
  if (terms.period && !settings.dividendPeriods.includes(terms.period))
    throw new AppError('contract_terms_invalid');
}

/** The payer's own terms of the kind, refusing an agent without any (the house has no bound). */
async function payerTerms(
  tx: Tx,
  merchantId: number,
  uplineId: string | null,
  kind: ContractKind,
): Promise<ContractTerms | null> {
  if (uplineId === null) return null;
  const own = await earningContract(tx, merchantId, uplineId, kind);
  if (!own) throw new AppError('contract_no_own_terms');
  return termsOf(own);
}

/**
 * Offers `downline` (a direct downline agent of the payer, or a top agent when the house pays)
 * a contract of `kind`: new terms for its current contract with the same payer, or a first one.
 * For the house, `payer.operatorId` is the operator who speaks for it (named in the audit).
 */
export async function offerContract(
  platform: Platform,
  merchant: Merchant,
  payer: { id: string | null; account: string | null; operatorId?: string },
  downline: { id: string; account: string },
  kind: ContractKind,
  terms: ContractTerms,
  ip: string | null,
  log?: NoticeLog,
): Promise<ContractView> {
  await requireModule(platform, merchant, kindModule[kind]);
  const settings = await contractSettings(platform.db, merchant);
  checkTerms(kind, terms, settings);
  const now = new Date(platform.clock.now());
  const view = await platform.db.transaction(async (tx) => {
    // The downline's row serialises offers and answers of its contracts.
    await tx.query('select id from member where id = $1 for update', [downline.id]);
    const own = await payerTerms(tx, merchant.id, payer.id, kind);
    if (own && !withinUpline(terms, own)) throw new AppError('contract_exceeds_upline');
    const [pending] = await tx.query(
      `select 1 from agent_contract where downline_id = $1 and kind = $2 and state = 'offered'`,
      [downline.id, kind],
    );
    if (pending) throw new AppError('contract_offer_pending');
    const current = await earningContract(tx, merchant.id, downline.id, kind);
    const [row] = await tx.query<{ id: string }>(
      `insert into agent_contract (merchant_id, kind, upline_id, downline_id, state, terms,
         replaces_id, offered_at)
       values ($1, $2, $3, $4, 'offered', $5::text::jsonb, $6, $7) returning id::text as id`,
      [merchant.id, kind, payer.id, downline.id, JSON.stringify(terms), current?.id ?? null, now],
    );
    await recordAudit(tx, {
      merchantId: merchant.id,
      memberId: downline.id,
      operatorId: payer.operatorId ?? null,
      action: 'contract_offer',
      ip,
      detail: { contract: row!.id, kind, payer: payer.account ?? 'house' },
    });
    return contractViewOf((await contractById(tx, merchant.id, row!.id))!);
  });
  await sendNotices(
    platform,
    merchant,
    [{ to: downline.id, notice: 'offered', kind, other: payer.account }],
    log,
  );
  return view;
}

/** Which side of the contract the actor is, or null when it is neither. */
function sideOf(row: ContractRow, actor: ContractActor): 'upline' | 'downline' | null {
  if ('house' in actor) return row.upline_id === null ? 'upline' : null;
  if (actor.memberId === row.upline_id) return 'upline';
  return actor.memberId === row.downline_id ? 'downline' : null;
}

/**
 * Applies one of the four spec calls' actions to a contract of `kind`. A contract of another
 * kind or of other members is a 404; an action its state or the actor's side does not allow is
 * a 409 `contract_state`.
 */
export async function processContract(
  platform: Platform,
  merchant: Merchant,
  actor: ContractActor,
  kind: ContractKind,
  id: string,
  action: ContractAction,
  ip: string | null,
  log?: NoticeLog,
): Promise<ContractView> {
  await requireModule(platform, merchant, kindModule[kind]);
  const now = new Date(platform.clock.now());
  const notices: Notice[] = [];
  const view = await platform.db.transaction(async (tx) => {
    const found = await contractById(tx, merchant.id, id);
    if (!found || found.kind !== kind) throw new AppError('not_found');
    await tx.query('select id from member where id = $1 for update', [found.downline_id]);
    const row = (await contractById(tx, merchant.id, id, true))!;
    const side = sideOf(row, actor);
    if (side === null) throw new AppError('not_found');
    const other = side === 'upline' ? row.downline_id : row.upline_id;
    const selfName = side === 'upline' ? row.upline_account : row.downline_account;
    const tell = (notice: ContractNotice) => {
      if (other !== null) notices.push({ to: other, notice, kind, other: selfName });
    };
    const refuse = () => {
      throw new AppError('contract_state');
    };

    if (action === 'accept') {
      if (side !== 'downline' || row.state !== 'offered') refuse();
      const terms = termsOf(row);
      const own = await payerTerms(tx, merchant.id, row.upline_id, kind);
      if (own && !withinUpline(terms, own)) throw new AppError('contract_exceeds_upline');
      const current = await earningContract(tx, merchant.id, row.downline_id, kind);
      if (current) await endContract(tx, current.id, 'replaced', now);
      await tx.query(
        `update agent_contract set state = 'active', active_from = $2, billed_until = $2 where id = $1`,
        [row.id, now],
      );
      const ended = await cascadeFrom(tx, row.downline_id, kind, terms, now);
      await auditEnded(tx, merchant, ended, ip, notices);
      tell('accepted');
    } else if (action === 'reject') {
      if (side !== 'downline' || row.state !== 'offered') refuse();
      await endContract(tx, row.id, 'rejected', now, 'rejected');
      tell('rejected');
    } else if (action === 'withdraw') {
      if (side !== 'upline' || row.state !== 'offered') refuse();
      await endContract(tx, row.id, 'withdrawn', now);
      tell('withdrawn');
    } else if (action === 'requestTermination') {
      if (row.state !== 'active') refuse();
      const endsAt = periodAt(periodRule(kind, termsOf(row)), now.getTime(), merchant.timeZone).end;
      await tx.query(
        `update agent_contract set state = 'terminationRequested', termination_requested_by = $2,
           ends_at = $3 where id = $1`,
        [row.id, side, new Date(endsAt)],
      );
      tell('terminationRequested');
    } else {
      if (row.state !== 'terminationRequested' || row.termination_requested_by === side) refuse();
      await endContract(tx, row.id, 'terminated', now);
      const ended = await cascadeFrom(tx, row.downline_id, kind, null, now);
      await auditEnded(tx, merchant, ended, ip, notices);
      tell('terminated');
    }
    await recordAudit(tx, {
      merchantId: merchant.id,
      memberId: row.downline_id,
      operatorId: 'house' in actor ? actor.operatorId : null,
      action: 'contract_action',
      ip,
      detail: { contract: row.id, kind, action, by: side },
    });
    return contractViewOf((await contractById(tx, merchant.id, row.id))!);
  });
  await sendNotices(platform, merchant, notices, log);
  return view;
}

/** Audits what a cascade ended and queues its notices to both sides. */
async function auditEnded(
  tx: Tx,
  merchant: Merchant,
  ended: readonly EndedContract[],
  ip: string | null,
  notices: Notice[],
): Promise<void> {
  for (const { row, reason } of ended) {
    await recordAudit(tx, {
      merchantId: merchant.id,
      memberId: row.downline_id,
      action: 'contract_action',
      ip,
      detail: { contract: row.id, kind: row.kind, action: reason, by: 'cascade' },
    });
    notices.push({
      to: row.downline_id,
      notice: reason,
      kind: row.kind,
      other: row.upline_account,
    });
    if (row.upline_id !== null)
      notices.push({
        to: row.upline_id,
        notice: reason,
        kind: row.kind,
        other: row.downline_account,
      });
  }
}

/** Where a failed notice is logged (the request's logger, or the job's). */
export interface NoticeLog {
  warn(detail: object, message: string): void;
}

async function sendNotices(
  platform: Platform,
  merchant: Merchant,
  notices: readonly Notice[],
  log: NoticeLog | undefined,
): Promise<void> {
  for (const n of notices) {
    try {
      await notifyContract(platform, merchant, n.to, n.notice, n.kind, n.other);
    } catch (err) {
      log?.warn({ err }, 'contract notice failed');
    }
  }
}

/**
 * Time-driven changes, run by the engine before it bills: a requested termination that
 * reached its `ends_at` ends there (and the cascade ends what hung from it); an offer older
 * than the brand's `offerExpiryDays` expires.
 */
export async function endDueContracts(
  platform: Platform,
  merchant: Merchant,
  now: number,
  log?: NoticeLog,
): Promise<void> {
  const settings = await contractSettings(platform.db, merchant);
  const expiredBefore = now - settings.offerExpiryDays * 86_400_000;
  const due = await platform.db.query<{ id: string }>(
    `select id::text as id from agent_contract where merchant_id = $1
       and ((state = 'terminationRequested' and ends_at <= $2)
         or (state = 'offered' and offered_at <= $3))`,
    [merchant.id, new Date(now), new Date(expiredBefore)],
  );
  for (const { id } of due) {
    const notices: Notice[] = [];
    await platform.db.transaction(async (tx) => {
      const row = await contractById(tx, merchant.id, id, true);
      if (!row) return;
      if (
        row.state === 'terminationRequested' &&
        row.ends_at &&
        new Date(row.ends_at).getTime() <= now
      ) {
        const at = new Date(row.ends_at);
        await endContract(tx, row.id, 'terminated', at);
        await auditEnded(
          tx,
          merchant,
          await cascadeFrom(tx, row.downline_id, row.kind, null, at),
          null,
          notices,
        );
        notices.push({
          to: row.downline_id,
          notice: 'terminated',
          kind: row.kind,
          other: row.upline_account,
        });
        if (row.upline_id)
          notices.push({
            to: row.upline_id,
            notice: 'terminated',
            kind: row.kind,
            other: row.downline_account,
          });
      } else if (row.state === 'offered' && new Date(row.offered_at).getTime() <= expiredBefore) {
        await endContract(tx, row.id, 'expired', new Date(now), 'expired');
        if (row.upline_id)
          notices.push({
            to: row.upline_id,
            notice: 'expired',
            kind: row.kind,
            other: row.downline_account,
          });
      }
    });
    await sendNotices(platform, merchant, notices, log);
  }
}
