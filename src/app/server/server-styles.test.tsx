import { renderToString } from 'react-dom/server';
import styled, { ServerStyleSheet, createGlobalStyle } from 'styled-components';
import { expect, it, vi } from 'vitest';
import { withShortRehydrationMarkers } from './server-styles.ts';

const PageStyle = createGlobalStyle`
  body {
    margin: 0;
  }
`;
const Panel = styled.div`
  color: red;
`;
const WidePanel = styled(Panel)`
  margin: 0;

  @media (min-width: 768px) {
    margin: 1rem;
  }
`;
const Note = styled.p<{ $tone: string }>`
  color: ${({ $tone }) => $tone};
`;

it('leaves a sheet that styled-components in the browser adopts whole: every rule, in its group, under its id and class names', async () => {
  const sheet = new ServerStyleSheet();
  renderToString(
    sheet.collectStyles(
      <>
        <PageStyle />
        <WidePanel />
        <Note $tone="blue" />
        <Note $tone="green" />
      </>,
    ),
  );
  const styleTags = withShortRehydrationMarkers(sheet.getStyleTags());
  sheet.seal();
  const markers = [...styleTags.matchAll(/data-styled\.g(\d+)\[id="([\w-]+)"\]"([^"]*)"\{\}/g)].map(([, group = '', id = '', names = '']) => ({
    group,
    id,
    names,
  }));
  expect(markers.map(({ group }) => group)).toEqual(['1', '2', '3', '4']);
  expect(styleTags).not.toContain('content:');

  // A new copy of styled-components, as the browser loads one: it adopts the server's sheet as it starts.
  // Adoption reads the element's text. As text/plain, jsdom leaves it unparsed: its CSS parser reports a sheet with a
  // marker in it as unparsable, where browsers drop each marker alone as an invalid rule (CSS Syntax, "consume a
  // qualified rule").
  document.head.innerHTML = styleTags.replace('<style ', '<style type="text/plain" ');
  vi.resetModules();
  const { __PRIVATE__ } = await import('styled-components');
  expect(document.head.querySelector('style[data-styled="true"]'), 'the server sheet, adopted and removed').toBeNull();
  for (const { id, names } of markers) {
    for (const name of names.split(',')) expect(__PRIVATE__.mainSheet.hasNameForId(id, name), `${id} ${name}`).toBe(true);
  }
  const serverRules = styleTags.split('/*!sc*/\n').filter((part) => part.trim() !== '' && !part.includes('data-styled.g') && !part.startsWith('</style>'));
  const browserSheet = document.head.querySelector<HTMLStyleElement>('style[data-styled="active"]')?.sheet;
  expect(browserSheet?.cssRules.length).toBe(serverRules.length);
});
