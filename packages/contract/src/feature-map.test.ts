/// <reference types="node" />
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { endpointTable } from './endpoints.ts';
import { featureMap, type FeatureName } from './feature-map.ts';

// The layout test: one name per feature across the three trees (docs/architecture.md "The feature map").
const repo = fileURLToPath(new URL('../../../', import.meta.url));
const contractDir = join(repo, 'packages/contract/src');
const serverDir = join(repo, 'apps/server/src/modules');
const webDir = join(repo, 'apps/web/src/features');

const folders = (dir: string) =>
  readdirSync(dir).filter((name) => statSync(join(dir, name)).isDirectory());
/** Contract files that declare endpoints: `export const <name>Endpoints = {`. */
const endpointFiles = readdirSync(contractDir)
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
  .filter((name) =>
    /export const \w+Endpoints = \{/u.test(readFileSync(join(contractDir, name), 'utf8')),
  )
  .map((name) => name.replace(/\.ts$/u, ''));
const names = Object.keys(featureMap) as FeatureName[];
const inTree = (tree: 'contract' | 'server' | 'web') =>
  names.filter((name) => featureMap[name][tree]).sort();

describe('feature map', () => {
  it('names every feature in kebab case', () => {
    for (const name of names) expect(name).toMatch(/^[a-z]+(?:-[a-z]+)*$/u);
  });

  it('server modules are exactly the features the map gives the server', () => {
    expect(folders(serverDir).sort()).toEqual(inTree('server'));
  });

  it('web features are exactly the features the map gives the web', () => {
    expect(folders(webDir).sort()).toEqual(inTree('web'));
  });

  it('contract files with endpoints belong to features with a contract file', () => {
    const contract = inTree('contract');
    for (const file of endpointFiles) expect(contract).toContain(file);
    for (const name of contract) {
      expect(statSync(join(contractDir, `${name}.ts`)).isFile(), name).toBe(true);
    }
  });

  it('each endpoint belongs to the feature of the file that declares it', () => {
    for (const file of endpointFiles) {
      const source = readFileSync(join(contractDir, `${file}.ts`), 'utf8');
      const owners = [...source.matchAll(/endpoint\('([a-z-]+)'/gu)].map((m) => m[1]);
      expect(new Set(owners), file).toEqual(new Set([file]));
    }
    for (const e of endpointTable) expect(featureMap[e.feature].contract).toBe(true);
  });
});
