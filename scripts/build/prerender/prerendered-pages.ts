import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { PrerenderedPage } from '../deploy/nginx-config.ts';

/** Every pre-rendered page under dist/: its decoded address and its file, as "/Platform/index.html". */
export function prerenderedPages(dist: string): PrerenderedPage[] {
  const pages: PrerenderedPage[] = [];
  (function collect(dir: string, urlPath: string) {
    for (const name of readdirSync(dir).sort()) {
      if (name.startsWith('.') || name.startsWith('_')) continue;
      const file = join(dir, name);
      if (statSync(file).isDirectory()) collect(file, `${urlPath}/${name}`);
      else if (name === 'index.html') pages.push({ urlPath: urlPath || '/', file: `${urlPath}/index.html` });
    }
  })(dist, '');
  return pages;
}
