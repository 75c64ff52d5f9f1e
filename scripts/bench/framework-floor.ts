/**
 * `npm run bench:framework-floor`: what the fixed stack's libraries weigh in the browser on their own, gzipped,
 * before one line of the site: React and React DOM, React Router, styled-components, and TanStack Query where a
 * page shows posts. Each variant is a one-module app calling the APIs the site calls, built by Vite the way the
 * site is built (production mode, minified), and measured as the sum of its chunks gzipped at level 9. React
 * Router is measured twice: its data router, which the site uses (loaders, hydration data, lazy routes, routes
 * patched in on navigation, navigation state), and its declarative mode, the smallest way to route with it.
 *
 * Issue 36's first-render targets are read against these floors: whatever is left under a target is all the
 * site's own code may weigh (header, navigation, footer, page builder, sections, posts).
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { kb } from './route-sizes.ts';

const root = process.cwd();
const workDir = join(root, 'node_modules', '.cache', 'framework-floor');

/** The site's use of each library, in plain createElement calls (no JSX transform needed). */
const REACT = `
import { createElement as h } from 'react';
import { hydrateRoot } from 'react-dom/client';`;
const STYLED = `
import styled, { ThemeProvider, createGlobalStyle } from 'styled-components';
const GlobalStyle = createGlobalStyle\`body { margin: 0 }\`;
const Box = styled.div\`color: \${(props) => props.theme.ink};\`;`;
const QUERY = `
import { QueryClient, QueryClientProvider, hydrate, useQuery } from '@tanstack/react-query';
const client = new QueryClient();
hydrate(client, JSON.parse(document.getElementById('page-hydration')?.textContent ?? '{}'));
const withQuery = (child) => h(QueryClientProvider, { client }, child);
const Post = () => h(Box, null, useQuery({ queryKey: ['post'], queryFn: () => fetch('/post').then((response) => response.json()) }).data);`;
const NO_QUERY = `
const withQuery = (child) => child;
const Post = () => h(Box, null, 'post');`;
const DATA_ROUTER = `
import { Link, Outlet, RouterProvider, createBrowserRouter, useLocation, useNavigation } from 'react-router-dom';
const Layout = () => h('div', { 'data-state': useNavigation().state + useLocation().pathname }, h(GlobalStyle), h(Link, { to: '/post' }, 'post'), h(Outlet));
const router = createBrowserRouter(
  [{ id: 'root', path: '/', element: h(Layout), children: [{ path: 'post', lazy: () => Promise.resolve({ Component: Post }), loader: () => null }] }],
  { hydrationData: { loaderData: {} }, patchRoutesOnNavigation: ({ patch }) => patch('root', []) },
);
const app = h(RouterProvider, { router });`;
const DECLARATIVE_ROUTER = `
import { BrowserRouter, Link, Route, Routes, useLocation } from 'react-router-dom';
const Layout = () => h('div', { 'data-path': useLocation().pathname }, h(GlobalStyle), h(Link, { to: '/post' }, 'post'));
const app = h(BrowserRouter, null, h(Routes, null, h(Route, { path: '/', element: h(Layout) }), h(Route, { path: '/post', element: h(Post) })));`;
const MOUNT_ALL = `
hydrateRoot(document.getElementById('root'), h(ThemeProvider, { theme: { ink: '#fff' } }, withQuery(app)));`;

const VARIANTS: readonly { name: string; source: string }[] = [
  { name: 'React and React DOM alone', source: `${REACT}\nhydrateRoot(document.getElementById('root'), h('main'));` },
  { name: 'a page: + data router + styled-components', source: [REACT, STYLED, NO_QUERY, DATA_ROUTER, MOUNT_ALL].join('\n') },
  { name: 'a page: + declarative router + styled-components', source: [REACT, STYLED, NO_QUERY, DECLARATIVE_ROUTER, MOUNT_ALL].join('\n') },
  { name: 'a posts page: + data router + styled-components + Query', source: [REACT, STYLED, QUERY, DATA_ROUTER, MOUNT_ALL].join('\n') },
  { name: 'a posts page: + declarative router + styled-components + Query', source: [REACT, STYLED, QUERY, DECLARATIVE_ROUTER, MOUNT_ALL].join('\n') },
];

async function gzippedBytesOf(source: string, index: number): Promise<number> {
  const dir = join(workDir, String(index));
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'app.js'), source);
  const outDir = join(dir, 'dist');
  await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    build: { outDir, minify: true, modulePreload: false, rollupOptions: { input: join(dir, 'app.js') } },
  });
  const files = readdirSync(join(outDir, 'assets')).filter((file) => file.endsWith('.js'));
  return files.reduce((sum, file) => sum + gzipSync(readFileSync(join(outDir, 'assets', file)), { level: 9 }).length, 0);
}

console.log('The stack alone, gzipped (first-render JavaScript before any of the site):');
for (const [index, { name, source }] of VARIANTS.entries()) {
  const bytes = await gzippedBytesOf(source, index);
  console.log(`  ${kb(bytes).padStart(6)} KB  ${name}`);
}
rmSync(workDir, { recursive: true, force: true });
