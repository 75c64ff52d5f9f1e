import { PAGE_MODULES_ELEMENT_ID } from './page-modules.ts';

function readPageModules(document: Document): string[] {
  const text = document.getElementById(PAGE_MODULES_ELEMENT_ID)?.textContent;
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((href): href is string => typeof href === 'string') : [];
  } catch {
    return [];
  }
}

export function preloadPageModules(document: Document): void {
  for (const href of readPageModules(document)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}
