/**
 * The reader's Strapi version, from what they type ("5.12", "v5.12.3", "^5.12.0") or paste (a whole
 * package.json). Pure functions, no DOM: unit-tested with hostile input in tests/unit.
 */
import {compareVersions} from '../../data/since';

/** Larger pastes are refused before parsing. */
export const MAX_INPUT = 200_000;

export type ReaderVersion = {version: string; from: string} | {error: string};

const DEPENDENCY_FIELDS = ['dependencies', 'devDependencies', 'peerDependencies'] as const;
const STRAPI_PACKAGES = ['@strapi/strapi', '@strapi/core'];

/** The lowest release a version or range names: `^5.12.0` → 5.12.0, `5.12` or `5.12.x` → 5.12.0. */
export function floorVersion(text: string): string | undefined {
  const match = /^\s*(?:[\^~>=v]|>=)*\s*v?(\d{1,3})\.(\d{1,4}|x|\*)(?:\.(\d{1,4}|x|\*))?(?:[-+][\w.-]*)?\s*$/i.exec(text);
  if (!match) return undefined;
  const minor = /^\d+$/.test(match[2]) ? Number(match[2]) : 0;
  const patch = match[3] !== undefined && /^\d+$/.test(match[3]) ? Number(match[3]) : 0;
  return `${Number(match[1])}.${minor}.${patch}`;
}

function fromPackageJson(text: string): ReaderVersion {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return {error: 'That is not valid JSON. Paste the whole package.json of your Strapi project, or type a version such as 5.12.3.'};
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return {error: 'A package.json is a JSON object; this is not one.'};
  }
  for (const field of DEPENDENCY_FIELDS) {
    const deps = (json as Record<string, unknown>)[field];
    if (typeof deps !== 'object' || deps === null) continue;
    for (const name of STRAPI_PACKAGES) {
      const range = (deps as Record<string, unknown>)[name];
      if (typeof range !== 'string') continue;
      const version = floorVersion(range);
      if (!version) {
        return {error: `Your package.json asks for ${name} "${range.slice(0, 60)}", which names no version: type the version you run (npx strapi version prints it).`};
      }
      return {version, from: `${name} ${range.slice(0, 60)}`};
    }
  }
  return {error: 'This package.json has no @strapi/strapi dependency. Paste the package.json at the root of your Strapi project.'};
}

/** The version a reader entered, checked against the range the docs cover (5.0.0 to `latest`). */
export function readerVersion(input: string, latest: string): ReaderVersion {
  const text = input.trim();
  if (text === '') return {error: 'Type your Strapi version or paste your package.json.'};
  if (text.length > MAX_INPUT) return {error: `That is ${Math.round(text.length / 1000)} KB; a package.json is much smaller. Paste only your project's package.json.`};
  const found = text.startsWith('{') ? fromPackageJson(text) : floorVersion(text) ? {version: floorVersion(text)!, from: text.slice(0, 60)} : undefined;
  if (!found) return {error: `"${text.slice(0, 60)}" is not a version. Type one such as 5.12.3 (npx strapi version prints yours).`};
  if ('error' in found) return found;
  const [major] = found.version.split('.').map(Number);
  if (major < 5) return {error: `Strapi ${found.version} is Strapi ${major}: moving to Strapi 5 is a migration, not an update. Start with the migration guide.`};
  if (major > 5 || compareVersions(found.version, latest) > 0) {
    return {error: `Strapi ${found.version} is newer than ${latest}, the release these docs are verified against: nothing here is newer than your version.`};
  }
  return found;
}
