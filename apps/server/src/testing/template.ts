/** How the global setup hands the migrated, seeded template to the test files. */
export type TestDbTemplate =
  | { kind: 'pglite'; dumpPath: string }
  | { kind: 'postgres'; adminUrl: string; template: string; runId: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDbTemplate: TestDbTemplate;
    /** Unique per run: namespaces Redis channels so parallel runs never cross. */
    testRunId: string;
    /** The server bundled for child processes (`bundleServer`). */
    serverBundle: string;
  }
}

/** The URL of another database on the same server. */
export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Quotes an identifier we generated ourselves (letters, digits, underscore only). */
export function ident(name: string): string {
  if (!/^[a-z0-9_]+$/u.test(name)) throw new Error(`unexpected database name ${name}`);
  return `"${name}"`;
}
