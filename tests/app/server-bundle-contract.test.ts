/**
 * Node tools (scripts/prerender.ts, scripts/serve.ts) type the server bundle with their own copy of its
 * contract, so they need no browser types; this keeps that copy honest. Imports go through the `@/` alias.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type * as EntryServer from '@/app/entry-server.tsx';
import { pathKey } from '@/lib/routing/path-keys.ts';
import type { ServerBundle } from '../../scripts/lib/server-bundle.ts';

describe('server bundle contract', () => {
  it('src/app/entry-server.tsx provides what scripts/lib/server-bundle.ts expects', () => {
    expectTypeOf<typeof EntryServer>().toExtend<ServerBundle>();
  });

  it('resolves the @/ alias for src/ at run time', () => {
    expect(pathKey('/Industries/Logistics%26SupplyChainIndustry/')).toBe('/industries/logistics&supplychainindustry');
  });
});
