import type { pointConfigOutput } from '@portal/contract/points';
import type * as z from 'zod/mini';
import { convertFloor, isNothing, pointsOf } from './points-math.ts';
import { RuleSection } from './rule-section.tsx';
import styles from './points.module.css';
import { usePointsFormat } from './use-points-format.ts';
import { usePointsText } from './use-points-text.ts';

/** Props of `RulesPanel`. */
export interface RulesPanelProps {
  config: z.infer<typeof pointConfigOutput>;
}

/**
 * The brand's rules, written from its configuration: what each type of play and a deposit
 * earn, the conversion ratio and minimum, how redemptions are decided, and that points never
 * expire.
 */
export function RulesPanel({ config }: RulesPanelProps) {
  const text = usePointsText();
  const format = usePointsFormat();
  const earning = config.earning.filter((rule) => rule.points > 0 && !isNothing(rule.unit));
  const { convert } = config;
  return (
    <div className={styles.rules}>
      <RuleSection title={text('points.rules.earnTitle')}>
        {earning.length === 0 ? (
          <p>{text('points.rules.noEarning')}</p>
        ) : (
          <ul className={styles.ruleList}>
            {earning.map((rule) => (
              <li key={rule.type}>
                <strong>{text(`points.types.${rule.type}`)}</strong>:{' '}
                {text(rule.type === 'deposit' ? 'points.rules.deposit' : 'points.rules.play', {
                  points: format.points(String(rule.points)),
                  unit: format.amount(rule.unit),
                })}
              </li>
            ))}
          </ul>
        )}
      </RuleSection>
      <RuleSection title={text('points.rules.convertTitle')}>
        {convert.enabled && pointsOf(convert.points) > 0n ? (
          <ul className={styles.ruleList}>
            <li>
              {text('points.rules.ratio', {
                points: format.points(convert.points),
                amount: format.amount(convert.amount),
              })}
            </li>
            <li>
              {text('points.rules.minimum', {
                points: format.points(convertFloor(convert).toString()),
              })}
            </li>
            <li>
              {isNothing(convert.turnoverMultiple)
                ? text('points.convert.noTurnover')
                : text('points.convert.turnover', {
                    times: format.number(convert.turnoverMultiple),
                  })}
            </li>
          </ul>
        ) : (
          <p>{text('points.rules.convertOff')}</p>
        )}
      </RuleSection>
      <RuleSection title={text('points.rules.redeemTitle')}>
        <p>{text('points.rules.redeem')}</p>
      </RuleSection>
      <RuleSection title={text('points.rules.expiryTitle')}>
        <p>{text('points.rules.expiry')}</p>
      </RuleSection>
    </div>
  );
}
