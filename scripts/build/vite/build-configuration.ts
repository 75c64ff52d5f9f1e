/**
 * The two build modes and the check that keeps them apart.
 *
 * - `npm run build` (any Vite mode but `demo`) is the production build. It needs the real content service
 *   (VITE_WP_API_URL) and the real form provider (VITE_CONTACT_FORM_ENDPOINT), both https. Without them the
 *   embedded mocks would answer in visitors' browsers: the mock posts would be published and every lead thanked
 *   and dropped. So the build fails before it starts, naming the variable and how to build the demo instead.
 *   Plain http is accepted only for a content service on this machine (the local WordPress of `npm run wp:local`).
 * - `npm run build:demo` (`vite build --mode demo`) is the demo build on the embedded mocks (msw), whatever the
 *   VITE_* variables say: set ones are ignored, and the build says so.
 */
import type { Plugin } from 'vite';

/**
 * The Vite mode of the demo build (`vite build --mode demo`). The application compares import.meta.env.MODE with
 * its own copy (src/app/shared/route-head.ts: the browser code cannot import this Node module); a test keeps them equal.
 */
export const DEMO_MODE = 'demo';

export const CONTENT_SERVICE_VARIABLE = 'VITE_WP_API_URL';
export const CONTACT_FORM_ENDPOINT_VARIABLE = 'VITE_CONTACT_FORM_ENDPOINT';

/** The variables a production build needs and a demo build ignores. */
export const SERVICE_VARIABLES = [CONTENT_SERVICE_VARIABLE, CONTACT_FORM_ENDPOINT_VARIABLE] as const;

const DEMO_BUILD_HINT = 'To build the demo site on the embedded mock posts and mock form provider instead, run: npm run build:demo';

interface ServiceVariable {
  name: (typeof SERVICE_VARIABLES)[number];
  /** What the address is, for the messages. */
  role: string;
  example: string;
  /** Why a wrong value matters, said when it is missing. */
  whenMissing: string;
  /** Whether plain http is accepted for an address on this machine. */
  allowsLocalHttp: boolean;
}

const VARIABLES: readonly ServiceVariable[] = [
  {
    name: CONTENT_SERVICE_VARIABLE,
    role: "the WordPress content service's base address",
    example: 'https://cms.example.com',
    whenMissing: 'the site would publish the embedded mock posts',
    allowsLocalHttp: true,
  },
  {
    name: CONTACT_FORM_ENDPOINT_VARIABLE,
    role: "the contact form's endpoint at the form provider",
    example: 'https://formspree.io/f/<form id>',
    whenMissing: 'the embedded mock provider would answer every message in the visitor’s browser and nobody would receive it',
    allowsLocalHttp: false,
  },
];

const LOCAL_HOSTS: ReadonlySet<string> = new Set(['127.0.0.1', 'localhost', '[::1]']);

const isSet = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

function problemWith(variable: ServiceVariable, value: string | undefined): string | undefined {
  if (!isSet(value)) return `${variable.name} is not set: ${variable.whenMissing}. Set it to ${variable.role}, such as ${variable.example}.`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `${variable.name} is "${value}", which is not a web address. Use the full https address of ${variable.role}, such as ${variable.example}.`;
  }
  if (url.protocol === 'https:') return undefined;
  if (variable.allowsLocalHttp && url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname)) return undefined;
  const localNote = variable.allowsLocalHttp ? ' (plain http is accepted only for http://127.0.0.1 and http://localhost, the local WordPress)' : '';
  return `${variable.name} is "${value}": it must start with https:// so that what travels to ${variable.role} is encrypted${localNote}.`;
}

/**
 * What is wrong with a production build's configuration, one located sentence per variable; empty when it can
 * be built. `env` is what Vite's loadEnv returns: process.env over the .env files.
 */
export function productionConfigurationProblems(env: Readonly<Record<string, string | undefined>>): string[] {
  return VARIABLES.flatMap((variable) => problemWith(variable, env[variable.name]) ?? []);
}

/** The message a production build fails with. */
export function productionConfigurationFailure(problems: readonly string[]): string {
  return ['The production build cannot start:', ...problems.map((problem) => `  - ${problem}`), DEMO_BUILD_HINT].join('\n');
}

/** What a demo build says about set service variables it ignores; undefined when none is set. */
export function ignoredInDemoBuild(env: Readonly<Record<string, string | undefined>>): string | undefined {
  const set = SERVICE_VARIABLES.filter((name) => isSet(env[name]));
  if (set.length === 0) return undefined;
  return `Demo build: ${set.join(' and ')} ${set.length === 1 ? 'is' : 'are'} set but ignored. A demo build always runs on the embedded mock posts and mock form provider (msw). For production, run: npm run build`;
}

/**
 * The `define` entries that make a demo build see no service variables, whatever the environment says, so
 * that every module (the mocks' switches, the deploy configuration's origins) takes the embedded path.
 */
export function demoBuildDefines(): Record<string, string> {
  return Object.fromEntries(SERVICE_VARIABLES.map((name) => [`import.meta.env.${name}`, JSON.stringify('')]));
}

/** An error Vite's command line prints as just its message: the message says everything, a stack would only distract. */
function configurationError(message: string): Error {
  const error = new Error(message);
  error.stack = message;
  return error;
}

/**
 * Checks the build's configuration (Vite's own reading of process.env over the .env files) as soon as it is
 * resolved: before any module is transformed or the output directory emptied, so a refused build leaves the previous
 * one in place. The demo build's note is printed once, by the client build, not again for the server bundle that
 * `npm run build:demo` builds next with the same configuration.
 */
export function buildConfigurationPlugin(): Plugin {
  return {
    name: 'satori:build-configuration',
    apply: 'build',
    configResolved({ mode, env, build, logger }) {
      if (mode === DEMO_MODE) {
        const ignored = ignoredInDemoBuild(env);
        if (ignored && !build.ssr) logger.warn(`\n\u26a0 ${ignored}\n`);
        return;
      }
      const problems = productionConfigurationProblems(env);
      if (problems.length > 0) throw configurationError(productionConfigurationFailure(problems));
    },
  };
}
