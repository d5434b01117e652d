import { useTranslation } from '../../i18n/use-translation.ts';
import type { CopyButtonTexts } from '../../shared/ui/copy-button.tsx';
import './agent-texts.ts';

/** The agent pages' words for the shared `CopyButton`. */
export function useCopyTexts(): CopyButtonTexts {
  const { t } = useTranslation();
  return {
    copy: t('agent.common.copy'),
    copied: t('agent.common.copied'),
    failed: t('agent.common.copyFailed'),
  };
}
