/**
 * The Chromium flags of every Playwright launch (scripts/lib/chromium.ts). Chromium keeps only the last
 * --disable-features, so disabling the omnibox's WebUI popups must not undo what Playwright disables itself: this
 * reads what a launch really disables (chrome://version's command-line variations) with Playwright's flags alone and
 * with ours, and checks that a new browser context opens no omnibox popup.
 */
import { chromium, type Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_FLAGS, CHROMIUM_PATH, OMNIBOX_WEBUI_FEATURES, PLAYWRIGHT_DISABLED_FEATURES } from '../../scripts/lib/chromium.ts';

/** The features the running browser has disabled, from the command-line variations chrome://version shows (base64 JSON). */
async function disabledFeatures(browser: Browser): Promise<string[]> {
  const page = await browser.newPage();
  try {
    await page.goto('chrome://version');
    const encoded = /eyJ[A-Za-z0-9+/=]+/.exec(await page.content())?.[0];
    if (encoded === undefined) throw new Error('chrome://version shows no command-line variations');
    const variations = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as { 'disable-features'?: string };
    return (variations['disable-features'] ?? '').split(',').filter(Boolean);
  } finally {
    await page.close();
  }
}

let playwrightOnly: Browser;
let ours: Browser;

beforeAll(async () => {
  [playwrightOnly, ours] = await Promise.all([
    chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS }),
    chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }),
  ]);
}, 60_000);

afterAll(async () => {
  await Promise.all([playwrightOnly.close(), ours.close()]);
});

describe('the Chromium flags of Playwright launches', () => {
  it('name every feature Playwright disables, so adding to the list takes none of them away', async () => {
    const byPlaywright = await disabledFeatures(playwrightOnly);
    expect(byPlaywright.length).toBeGreaterThan(0);
    expect([...PLAYWRIGHT_DISABLED_FEATURES].sort()).toEqual(expect.arrayContaining(byPlaywright));
    expect(await disabledFeatures(ours)).toEqual(expect.arrayContaining([...byPlaywright, ...OMNIBOX_WEBUI_FEATURES]));
  });

  it('open no omnibox popup for a new browser context', async () => {
    const context = await ours.newContext();
    try {
      await (await context.newPage()).goto('data:text/html,<title>context</title>');
      const session = await ours.newBrowserCDPSession();
      const { targetInfos } = (await session.send('Target.getTargets')) as { targetInfos: { type: string; url: string }[] };
      expect(targetInfos.filter((target) => target.url.includes('omnibox'))).toEqual([]);
      expect(targetInfos.some((target) => target.type === 'page')).toBe(true);
    } finally {
      await context.close();
    }
  });
});
