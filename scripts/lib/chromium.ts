/** Debian's Chromium, never a downloaded browser (see README). Shared by Playwright, the benchmarks and the media generator. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** The flags of every launch: headless, no sandbox (root in a container), no GPU, nothing fetched in the background. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The features Playwright disables on every launch (playwright-core's chromiumSwitches.ts). Chromium keeps only the
 * last --disable-features it is given, so a launch that disables one more must name these too;
 * tests/build/chromium-args.test.ts compares this list with what a plain Playwright launch disables.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * The address bar's WebUI popups. Headless Chromium 156 loads two of them, in renderer processes of their own, for
 * every new window, which is every Playwright browser context: 0.6 of the 0.9 CPU-seconds a context and its page
 * cost on this machine, for a popup no test opens (measured with 15 contexts on an idle machine).
 */
export const OMNIBOX_WEBUI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

/** Playwright's launches: the shared flags, and the omnibox popups disabled beside Playwright's own list. */
export const CHROMIUM_ARGS = [...CHROMIUM_FLAGS, `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_WEBUI_FEATURES].join(',')}`];
