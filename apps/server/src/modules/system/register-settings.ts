import { patternIds, ruleFor, type FieldRule, type PatternId } from '@portal/contract/patterns';
import type { RegisterRules, RegisterSettingOutput } from '@portal/contract/system';
import { isModuleEnabled, moduleIds, type ModuleNode } from '@portal/contract/whitelabel';

/** A `register_field` row. */
export interface RegisterFieldRow {
  field_name: string;
  shown: boolean;
  required: boolean;
  pattern_id: string;
  accepted_pattern: string | null;
  min_length: number;
  max_length: number;
}

function isPatternId(id: string): id is PatternId {
  return (patternIds as readonly string[]).includes(id);
}

/** Per-field rules: the row's own pattern when it has one, else the library pattern of its id. */
export function registerRulesFrom(rows: readonly RegisterFieldRow[]): RegisterRules {
  const rules: Record<string, FieldRule> = {};
  for (const row of rows) {
    rules[row.field_name] = row.accepted_pattern
      ? {
          acceptedPattern: row.accepted_pattern,
          minLength: row.min_length,
          maxLength: row.max_length,
          patternId: row.pattern_id,
        }
      : ruleFor(
          isPatternId(row.pattern_id) ? row.pattern_id : 'ANY',
          row.min_length,
          row.max_length,
        );
  }
  return rules;
}

/**
 * Registration settings from the module switches and the merchant settings. The mobile form
 * opens first only when mobile registration is on and the merchant chose it (or username
 * registration is off); the mobile forgot-password tab only when SMS verification works.
 */
export function registerSettingFrom(
  tree: readonly ModuleNode[],
  settings: ReadonlyMap<string, unknown>,
  rows: readonly RegisterFieldRow[],
): RegisterSettingOutput {
  const usernameRegister = isModuleEnabled(tree, moduleIds.usernameRegister);
  const mobileRegister = isModuleEnabled(tree, moduleIds.mobileRegister);
  const smsVerification =
    isModuleEnabled(tree, moduleIds.smsVerification) &&
    isModuleEnabled(tree, moduleIds.registerMobileVerification);
  const preferMobile =
    settings.get('defaultRegisterType') === 'registerMobile' || !usernameRegister;
  const fields: RegisterSettingOutput['fields'] = {};
  for (const row of rows)
    fields[row.field_name] = { shown: row.shown, required: row.shown && row.required };
  return {
    defaultRegisterType: mobileRegister && preferMobile ? 'registerMobile' : 'register',
    defaultForgotType:
      settings.get('defaultForgotType') === 'mobileNum' &&
      isModuleEnabled(tree, moduleIds.smsVerification)
        ? 'mobileNum'
        : 'email',
    usernameRegister,
    mobileRegister,
    smsVerification,
    fields,
    rules: registerRulesFrom(rows),
  };
}
