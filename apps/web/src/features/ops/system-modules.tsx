import { systemOpsEndpoints } from '@portal/contract/system';
import type { ModuleNode } from '@portal/contract/whitelabel';
import { useTranslation } from '../../i18n/use-translation.ts';
import { RowAction, type useFeedback } from './ops-page.tsx';
import { useSystemChange } from './system-settings-query.ts';
import styles from './console.module.css';

/** One module and its sub-modules; `parentOn` false: an ancestor is off, so this one is too. */
function ModuleItem({
  node,
  parentOn,
  pending,
  onSwitch,
}: {
  node: ModuleNode;
  parentOn: boolean;
  pending: boolean;
  onSwitch: (node: ModuleNode) => void;
}) {
  const { t } = useTranslation();
  const own = node.enabled === '1';
  const state = !own
    ? t('ops.system.modules.off')
    : parentOn
      ? t('ops.system.modules.on')
      : t('ops.system.modules.offByParent');
  return (
    <li>
      <div className={styles.moduleRow}>
        <span className={own && parentOn ? undefined : styles.muted}>
          <strong>
            {t(`ops.system.modules.names.${node.modId}`, { defaultValue: node.name })}
          </strong>{' '}
          <code>{node.modId}</code> · {state}
        </span>
        <RowAction
          label={own ? t('ops.system.modules.switchOff') : t('ops.system.modules.switchOn')}
          target={node.modId}
          disabled={pending}
          onClick={() => onSwitch(node)}
        />
      </div>
      {node.childrenNodes.length === 0 ? null : (
        <ul className={styles.moduleTree}>
          {node.childrenNodes.map((child) => (
            <ModuleItem
              key={child.modId}
              node={child}
              parentOn={parentOn && own}
              pending={pending}
              onSwitch={onSwitch}
            />
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * The whitelabel module tree: a module switched off leaves the portal, and its sub-modules with
 * it (their own switches are kept for when it comes back).
 */
export function ModuleSwitches({
  modules,
  feedback,
}: {
  modules: readonly ModuleNode[];
  feedback: ReturnType<typeof useFeedback>;
}) {
  const { t } = useTranslation();
  const toggle = useSystemChange(systemOpsEndpoints.opsModuleSwitch, feedback, (_, input) =>
    input.enabled
      ? t('ops.system.modules.switchedOn', { id: input.modId })
      : t('ops.system.modules.switchedOff', { id: input.modId }),
  );
  const onSwitch = (node: ModuleNode) =>
    toggle.mutate({ modId: node.modId, enabled: node.enabled !== '1' });
  return (
    <div className={styles.stack}>
      <p className={styles.muted}>{t('ops.system.modules.intro')}</p>
      <ul className={styles.moduleTree} aria-label={t('ops.system.tabs.modules')}>
        {modules.map((node) => (
          <ModuleItem
            key={node.modId}
            node={node}
            parentOn
            pending={toggle.isPending}
            onSwitch={onSwitch}
          />
        ))}
      </ul>
    </div>
  );
}
