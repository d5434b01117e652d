import type { SystemSettingsOutput } from '@portal/contract/system';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Tabs } from '../../shared/ui/tabs.tsx';
import { opsKeys } from './ops-queries.ts';
import { OpsPage, useFeedback } from './ops-page.tsx';
import { QueryState } from './query-state.tsx';
import { MaintenanceForm } from './system-maintenance.tsx';
import { ModuleSwitches } from './system-modules.tsx';
import { RegionRules } from './system-region-rules.tsx';
import { RegisterFields } from './system-register-fields.tsx';
import { useSystemSettings } from './system-settings-query.ts';

const sections = ['maintenance', 'regionRules', 'modules', 'registerFields'] as const;
type Section = (typeof sections)[number];

/**
 * The brand's system status, one tab each: maintenance and its note, region rules, whitelabel
 * modules, register fields. Players see every change at their next status call.
 */
export function SystemPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const feedback = useFeedback();
  const settings = useSystemSettings();
  const [section, setSection] = useState<Section>('maintenance');
  const stored = (next: SystemSettingsOutput) => queryClient.setQueryData(opsKeys.system, next);
  return (
    <OpsPage title={t('ops.system.heading')} feedback={feedback}>
      <Tabs
        label={t('ops.system.sections')}
        items={sections.map((key) => ({ key, label: t(`ops.system.tabs.${key}`) }))}
        selected={section}
        onSelect={(next) => {
          feedback.clear();
          setSection(next);
        }}
      >
        <QueryState query={settings}>
          {(data) =>
            section === 'maintenance' ? (
              <MaintenanceForm
                // A new answer starts the form again from what the server stored.
                key={`${data.maintenance.enabled}:${data.maintenance.message ?? ''}`}
                current={data.maintenance}
                onSaved={(next) => {
                  stored(next);
                  feedback.setNotice(() =>
                    next.maintenance.enabled
                      ? t('ops.system.maintenanceSavedOn')
                      : t('ops.system.maintenanceSavedOff'),
                  );
                }}
              />
            ) : section === 'regionRules' ? (
              <RegionRules
                rules={data.regionRules}
                feedback={feedback}
                onAdded={(next) => {
                  stored(next);
                  // Newest first: the rule just added, in the canonical form it was stored in.
                  const cidr = next.regionRules[0]?.cidr ?? '';
                  feedback.setNotice(() => t('ops.system.rules.added', { cidr }));
                }}
              />
            ) : section === 'modules' ? (
              <ModuleSwitches modules={data.modules} feedback={feedback} />
            ) : (
              <RegisterFields fields={data.registerFields} feedback={feedback} />
            )
          }
        </QueryState>
      </Tabs>
    </OpsPage>
  );
}
