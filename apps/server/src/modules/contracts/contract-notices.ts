import type { ContractKind } from '@portal/contract/contracts/terms';
import { messageLanguage } from '@portal/contract/messages';
import type { Merchant } from '../../merchant/merchant.ts';
import type { Platform } from '../../platform.ts';
import { sendPlatformMessage } from '../content/message-store.ts';

/** What a notice tells: an offer came, an answer came, a termination was asked or happened. */
export type ContractNotice =
  | 'offered'
  | 'accepted'
  | 'rejected'
  | 'withdrawn'
  | 'terminationRequested'
  | 'terminated'
  | 'uplineRateReduced'
  | 'uplineEnded'
  | 'expired';

const kindNames = {
  pt: {
    dividend: 'dividendos',
    dailySalary: 'salário diário',
    hourSalary: 'salário por hora',
    realtimeSalary: 'salário em tempo real',
  },
  en: {
    dividend: 'dividend',
    dailySalary: 'daily salary',
    hourSalary: 'hourly salary',
    realtimeSalary: 'real-time salary',
  },
} satisfies Record<'pt' | 'en', Record<ContractKind, string>>;

const texts = {
  pt: {
    offered: 'Recebeu uma oferta de contrato de {kind}. Aceite ou recuse no centro de agente.',
    accepted: 'O contrato de {kind} com {other} foi aceite e está ativo.',
    rejected: 'A oferta de contrato de {kind} a {other} foi recusada.',
    withdrawn: 'A oferta de contrato de {kind} de {other} foi retirada.',
    terminationRequested: '{other} pediu para terminar o contrato de {kind}.',
    terminated: 'O contrato de {kind} com {other} terminou.',
    uplineRateReduced:
      'O contrato de {kind} com {other} terminou: excedia o novo contrato do agente que o paga.',
    uplineEnded:
      'O contrato de {kind} com {other} terminou: o agente que o paga deixou de ter um contrato deste tipo.',
    expired: 'A oferta de contrato de {kind} a {other} expirou sem resposta.',
  },
  en: {
    offered: 'You received a {kind} contract offer. Accept or reject it in the agent centre.',
    accepted: 'The {kind} contract with {other} was accepted and is active.',
    rejected: 'The {kind} contract offer to {other} was rejected.',
    withdrawn: 'The {kind} contract offer from {other} was withdrawn.',
    terminationRequested: '{other} asked to end the {kind} contract.',
    terminated: 'The {kind} contract with {other} has ended.',
    uplineRateReduced:
      'The {kind} contract with {other} ended: it exceeded the new contract of the agent who pays it.',
    uplineEnded:
      'The {kind} contract with {other} ended: the agent who pays it no longer holds a contract of this kind.',
    expired: 'The {kind} contract offer to {other} expired unanswered.',
  },
} satisfies Record<'pt' | 'en', Record<ContractNotice, string>>;

const titles = { pt: 'Contrato de agente', en: 'Agent contract' };
const house = { pt: 'a plataforma', en: 'the platform' };

/**
 * Tells a member about a contract event with a platform message (in the brand's default
 * language; the message centre shows it and the unread badge counts it). Sent after the
 * transaction commits; a failure to send is logged by the caller and changes no contract.
 */
export async function notifyContract(
  platform: Pick<Platform, 'db' | 'realtime'>,
  merchant: Merchant,
  to: string,
  notice: ContractNotice,
  kind: ContractKind,
  other: string | null,
): Promise<void> {
  const language = messageLanguage(merchant.defaultLanguage);
  const content = texts[language][notice]
    .replace('{kind}', kindNames[language][kind])
    .replace('{other}', other ?? house[language]);
  await sendPlatformMessage(platform, {
    merchantId: merchant.id,
    memberId: to,
    title: titles[language],
    content: `<p>${content}</p>`,
  });
}
