/**
 * The format of the screenshot manifest (./manifest.mts) and its validation. One entry per picture:
 * where it is used, which admin URL it shows, how to reach the state, what to crop, and whether a
 * dark-mode variant is wanted. `npm run screenshots` captures them; the site's checks read them too.
 */

/** How a step finds an element: a CSS selector, an ARIA role and name, a label, or visible text. */
export type Target = string | {role: string; name: string; nth?: number} | {label: string} | {text: string};

export type Step =
  | {click: Target}
  | {hover: Target}
  | {fill: Target; value: string}
  | {press: string}
  | {waitFor: Target}
  | {scrollTo: Target};

export type Shot = {
  /** File name under static/img/screenshots/, without extension: `<area>/<what>`, lowercase, dashes. */
  name: string;
  /** The page that shows it, as its path under docs/ without extension (`user-docs/…`). */
  page: string;
  /** Admin panel path (starting with /admin). */
  url: string;
  /** What to do after the page has loaded, in order. */
  steps?: Step[];
  /** Capture only this element (with some margin), instead of the whole 1280×800 viewport. */
  crop?: Target;
  /** Margin around the cropped element, in CSS pixels (default 16). */
  padding?: number;
  /** Numbered markers drawn on these elements, 1, 2, 3… in order; the page explains each number. */
  callouts?: Target[];
  /** Also capture the admin panel's dark theme (shown in the site's dark mode). */
  dark?: boolean;
};

const NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)+$/;
const STEP_KINDS = ['click', 'hover', 'fill', 'press', 'waitFor', 'scrollTo'] as const;

function targetProblem(target: unknown): string | undefined {
  if (typeof target === 'string') return target.trim() === '' ? 'an empty selector' : undefined;
  if (target === null || typeof target !== 'object') return 'a target must be a selector or {role, name} / {label} / {text}';
  const t = target as Record<string, unknown>;
  if ('role' in t) return typeof t.role === 'string' && typeof t.name === 'string' ? undefined : '{role, name} needs two strings';
  if ('label' in t) return typeof t.label === 'string' && t.label !== '' ? undefined : '{label} needs a string';
  if ('text' in t) return typeof t.text === 'string' && t.text !== '' ? undefined : '{text} needs a string';
  return `unknown target ${JSON.stringify(target)}`;
}

function stepProblem(step: unknown): string | undefined {
  if (step === null || typeof step !== 'object') return 'a step must be an object';
  const keys = Object.keys(step).filter((key) => key !== 'value');
  const kind = keys.find((key) => (STEP_KINDS as readonly string[]).includes(key));
  if (kind === undefined || keys.length !== 1) return `a step needs exactly one of ${STEP_KINDS.join(', ')} (got ${JSON.stringify(step)})`;
  const value = (step as Record<string, unknown>)[kind];
  if (kind === 'press') return typeof value === 'string' && value !== '' ? undefined : 'press needs a key name';
  if (kind === 'fill' && typeof (step as {value?: unknown}).value !== 'string') return 'fill needs a string value';
  return targetProblem(value);
}

/**
 * Problems of a manifest, each naming its entry ("shot 3 (content-manager/list-view): …"); empty
 * when the manifest is valid. `pageExists` tells whether docs/<page>.mdx exists.
 */
export function manifestProblems(shots: unknown, pageExists: (page: string) => boolean): string[] {
  if (!Array.isArray(shots)) return ['the manifest must be a list of shots'];
  const problems: string[] = [];
  const seen = new Set<string>();
  shots.forEach((shot: unknown, index) => {
    const s = (shot ?? {}) as Partial<Shot> & Record<string, unknown>;
    const label = `shot ${index + 1} (${typeof s.name === 'string' ? s.name : 'no name'})`;
    const problem = (text: string) => problems.push(`${label}: ${text}`);
    if (typeof s.name !== 'string' || !NAME.test(s.name)) problem('name must look like "area/what-it-shows" (lowercase, dashes)');
    else if (seen.has(s.name)) problem('the name is used twice');
    else seen.add(s.name);
    if (typeof s.page !== 'string' || !s.page.startsWith('user-docs/')) problem('page must be a user-guide page, e.g. "user-docs/intro"');
    else if (!pageExists(s.page)) problem(`page docs/${s.page}.mdx does not exist`);
    if (typeof s.url !== 'string' || !/^\/admin(\/|$)/.test(s.url)) problem('url must be an admin path starting with /admin');
    if (s.steps !== undefined) {
      if (!Array.isArray(s.steps)) problem('steps must be a list');
      else s.steps.forEach((step, i) => {
        const p = stepProblem(step);
        if (p) problem(`step ${i + 1}: ${p}`);
      });
    }
    if (s.crop !== undefined) {
      const p = targetProblem(s.crop);
      if (p) problem(`crop: ${p}`);
    }
    if (s.padding !== undefined && (typeof s.padding !== 'number' || s.padding < 0 || s.padding > 200)) problem('padding must be 0–200');
    if (s.callouts !== undefined) {
      if (!Array.isArray(s.callouts) || s.callouts.length === 0 || s.callouts.length > 9) problem('callouts must list 1 to 9 targets');
      else s.callouts.forEach((target, i) => {
        const p = targetProblem(target);
        if (p) problem(`callout ${i + 1}: ${p}`);
      });
    }
    if (s.dark !== undefined && typeof s.dark !== 'boolean') problem('dark must be true or false');
    const known = new Set(['name', 'page', 'url', 'steps', 'crop', 'padding', 'callouts', 'dark']);
    for (const key of Object.keys(s)) if (!known.has(key)) problem(`unknown field "${key}"`);
  });
  return problems;
}

/** The files a shot produces, relative to static/. */
export function shotFiles(shot: Pick<Shot, 'name' | 'dark'>): {light: string; dark?: string} {
  const base = `img/screenshots/${shot.name}`;
  return shot.dark ? {light: `${base}.webp`, dark: `${base}-dark.webp`} : {light: `${base}.webp`};
}
