import type { DemoLogin } from './seeders.ts';

/** The demo logins to try, or a note that none exist yet. */
export function loginLines(logins: readonly DemoLogin[]): string[] {
  if (logins.length === 0) {
    return [
      'Demo brand: Aurora Play (merchant "demo").',
      'Demo member and agent logins are created by the accounts module; none exist yet.',
    ];
  }
  return [
    'Demo logins (as seeded):',
    ...logins.map(
      (login) =>
        `  ${login.role.padEnd(8)} ${login.username} / ${login.password}${login.note ? `  (${login.note})` : ''}`,
    ),
  ];
}

/** The start-up banner: where the portal is and which demo logins to try. */
export function startBanner(port: number, logins: readonly DemoLogin[]): string {
  return [`Portal ready at http://localhost:${port}`, ...loginLines(logins)].join('\n');
}
