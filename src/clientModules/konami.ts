/**
 * Listens for the Konami code (↑ ↑ ↓ ↓ ← → ← → B A) and only then downloads
 * and starts the easter egg: it costs nothing until someone types the code.
 */
import {isTyping} from '@site/src/utils/isTyping';

export const KONAMI = [
  'ArrowUp',
  'ArrowUp',
  'ArrowDown',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'ArrowLeft',
  'ArrowRight',
  'b',
  'a',
] as const;

/** Feed keys one by one; returns true when the last keys typed are the code. */
export function createKonamiMatcher(): (key: string) => boolean {
  const recent: string[] = [];
  return (key) => {
    recent.push(key.length === 1 ? key.toLowerCase() : key);
    if (recent.length > KONAMI.length) {
      recent.shift();
    }
    const matched = recent.length === KONAMI.length && recent.every((value, index) => value === KONAMI[index]);
    if (matched) {
      recent.length = 0;
    }
    return matched;
  };
}

if (typeof window !== 'undefined') {
  const matches = createKonamiMatcher();
  window.addEventListener('keydown', (event) => {
    if (isTyping(event.target) || !matches(event.key)) {
      return;
    }
    import(/* webpackChunkName: "easter-egg" */ '@site/src/components/EasterEgg/launch')
      .then(({launch}) => launch())
      .catch(() => {
        // A chunk that fails to load (offline, new deployment) just means no easter egg.
      });
  });
}
