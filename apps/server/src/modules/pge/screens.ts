import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** The built files of one game screen: its script and every stylesheet it pulls in. */
export interface ScreenFiles {
  script: string;
  styles: string[];
}

interface ManifestEntry {
  file: string;
  css?: string[];
  imports?: string[];
}

/** Where the game screens are served from (Vite's `base` in apps/pge). */
export const screensPrefix = '/play/pge/static/';

/**
 * Reads the screens' Vite manifest: each entry's script and the stylesheets of the entry and
 * of the chunks it imports. Null when the screens are not built (`npm run build`).
 */
export function readScreens(dist: string): Map<string, ScreenFiles> | null {
  const file = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(file)) return null;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestEntry>;
  const stylesOf = (key: string, seen = new Set<string>()): string[] => {
    if (seen.has(key)) return [];
    seen.add(key);
    const entry = manifest[key];
    if (!entry) return [];
    return [...(entry.imports ?? []).flatMap((k) => stylesOf(k, seen)), ...(entry.css ?? [])];
  };
  const screens = new Map<string, ScreenFiles>();
  for (const game of ['slot', 'dice', 'crash']) {
    const key = `src/${game}/main.ts`;
    const entry = manifest[key];
    if (!entry) continue;
    screens.set(game, {
      script: screensPrefix + entry.file,
      styles: [...new Set(stylesOf(key))].map((css) => screensPrefix + css),
    });
  }
  return screens;
}

/** Serves the built screens (content-hashed, so cached for good). */
export async function serveScreens(app: FastifyInstance, dist: string): Promise<void> {
  if (!existsSync(dist)) return;
  await app.register(fastifyStatic, {
    root: dist,
    prefix: screensPrefix,
    decorateReply: false,
    wildcard: true,
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders: (res) => res.setHeader('cache-control', 'public, max-age=31536000, immutable'),
  });
}
