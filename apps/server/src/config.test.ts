import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, repoRoot } from './config.ts';

describe('config', () => {
  it('applies the defaults', () => {
    const config = loadConfig({}, '/somewhere');
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      redisUrl: undefined,
      opsToken: undefined,
      trustProxy: false,
      logLevel: 'info',
      sessionIdleMinutes: 30,
      sessionMaxHours: 24,
      seedDemo: true,
    });
    expect(config.dataDir).toBe(path.join(repoRoot, 'data'));
    expect(config.webDist).toBe(path.join(repoRoot, 'apps/web/dist'));
  });

  it('reads values, treating empty ones as unset and relative paths from the launch directory', () => {
    const config = loadConfig(
      {
        PORT: '3999',
        DATA_DIR: './tmp/data',
        SEED_DEMO: 'false',
        TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
        REDIS_URL: '',
      },
      '/launch',
    );
    expect(config.port).toBe(3999);
    expect(config.dataDir).toBe('/launch/tmp/data');
    expect(config.seedDemo).toBe(false);
    expect(config.trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(config.redisUrl).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it('fails with the list of every bad key', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        REDIS_URL: 'http://x',
        OPS_TOKEN: 'short',
        METRICS_TOKEN: 'short',
        LOG_LEVEL: 'loud',
        SEED_DEMO: 'maybe',
        SESSION_IDLE_MINUTES: '0',
        TRUST_PROXY: 'everyone',
      });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const keys = (error as ConfigError).issues.map((issue) => issue.key).sort();
    expect(keys).toEqual(
      [
        'DATABASE_URL',
        'LOG_LEVEL',
        'METRICS_TOKEN',
        'OPS_TOKEN',
        'PORT',
        'REDIS_URL',
        'SEED_DEMO',
        'SESSION_IDLE_MINUTES',
        'TRUST_PROXY',
      ].sort(),
    );
    expect((error as ConfigError).message).toContain('PORT');
    // The start-up error says how long the secrets must be.
    expect((error as ConfigError).message).toContain('OPS_TOKEN must be at least 16 characters');
  });

  it('reads the accounts settings with the spec defaults, and refuses contradictions', () => {
    expect(loadConfig({}, '/x')).toMatchObject({
      passwordHashCost: 15,
      loginCaptchaAfter: 3,
      loginLockAfter: 5,
      loginIpLockAfter: 20,
      lockoutMinutes: 5,
      smsCodeMinutes: 5,
      smsMaxPerNumber: 5,
      smsWindowMinutes: 10,
      agentTypes: [1, 2, 41, 42],
      trialType: 4,
      freeplayBalance: '2000.00',
      smsGateway: 'demo',
      emailGateway: 'demo',
      redisPrefix: 'portal:',
    });
    expect(loadConfig({ AGENT_TYPES: ' 7, 8 ,7', TRIAL_TYPE: '9' }, '/x')).toMatchObject({
      agentTypes: [7, 8],
      trialType: 9,
    });
    for (const env of [
      { TRIAL_TYPE: '1' },
      { TRIAL_TYPE: '0' },
      { AGENT_TYPES: '0,1' },
      { AGENT_TYPES: 'one' },
      { PASSWORD_HASH_COST: '9' },
      { FREEPLAY_BALANCE: '-1' },
      { SMS_GATEWAY: 'twilio' },
    ]) {
      expect(() => loadConfig(env, '/x'), JSON.stringify(env)).toThrow(ConfigError);
    }
  });
});
