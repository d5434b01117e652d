import { useTranslation } from '../../i18n/use-translation.ts';
import './agent-texts.ts';

/** An account type as the agent pages name it. */
export interface AccountType {
  type: number;
  isAgent: boolean;
}

/**
 * Names account types "Member" or "Agent"; where a brand has several agent types, an agent type
 * other than 1 carries its number, so two options never read the same.
 */
export function useTypeLabel(): (type: AccountType) => string {
  const { t } = useTranslation();
  return ({ type, isAgent }) => {
    if (!isAgent) return t('agent.common.member');
    return type === 1 ? t('agent.common.agent') : t('agent.common.agentType', { type });
  };
}
