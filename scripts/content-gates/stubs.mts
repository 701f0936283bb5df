import type {Problem} from './parse.mts';

/** Words that mark an unfinished page. */
export const STUB_PATTERN = /\b(coming soon|TODO|TBD|lorem ipsum)\b/i;

/** Pages must not read like stubs: report every line with a stub marker. */
export function checkStubs(file: string, source: string): Problem[] {
  return source.split('\n').flatMap((line, index) => {
    const match = STUB_PATTERN.exec(line);
    return match ? [{file, line: index + 1, message: `stub marker "${match[1]}": finish the text or remove it`}] : [];
  });
}
