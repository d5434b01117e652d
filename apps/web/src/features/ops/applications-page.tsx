import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Tabs } from '../../shared/ui/tabs.tsx';
import { ActivityApplications } from './activity-applications.tsx';
import { OpsPage, useFeedback } from './ops-page.tsx';
import { PointRedemptions } from './point-redemptions.tsx';

const sections = ['activity', 'redemptions'] as const;
type Section = (typeof sections)[number];

/**
 * Members' requests waiting for an operator, one tab each: activity applications (a bonus to
 * issue or refuse) and points mall redemptions (a reward to approve or refuse). Both need
 * `rewards.write`, which the route already asked for.
 */
export function ApplicationsPage() {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const [section, setSection] = useState<Section>('activity');
  return (
    <OpsPage title={t('opsApplications.heading')} feedback={feedback}>
      <Tabs
        label={t('opsApplications.sections')}
        items={sections.map((key) => ({ key, label: t(`opsApplications.tabs.${key}`) }))}
        selected={section}
        onSelect={(next) => {
          feedback.clear();
          setSection(next);
        }}
      >
        {section === 'activity' ? (
          <ActivityApplications feedback={feedback} />
        ) : (
          <PointRedemptions feedback={feedback} />
        )}
      </Tabs>
    </OpsPage>
  );
}
