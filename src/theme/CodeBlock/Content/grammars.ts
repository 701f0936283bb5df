/**
 * Prism grammars beyond the languages prism-react-renderer ships (JavaScript, TypeScript, JSX, JSON,
 * YAML, SQL, GraphQL, Python, Go…). Each loads as its own small chunk, only when a code block in
 * that language is highlighted in the browser (see ./index.tsx). The grammar files register into
 * prism-react-renderer's Prism, the one code blocks highlight with (src/plugins/lean-bundles).
 */

/** Fence language → prismjs component files, dependencies first. */
export const GRAMMARS: Readonly<Record<string, readonly string[]>> = {
  bash: ['bash'],
  sh: ['bash'],
  shell: ['bash'],
  diff: ['diff'],
  ini: ['ini'],
  properties: ['properties'],
  docker: ['docker'],
  dockerfile: ['docker'],
  nginx: ['nginx'],
  php: ['markup-templating', 'php'],
  ruby: ['ruby'],
  rb: ['ruby'],
  dart: ['dart'],
};

/** The component files some languages need, each once, in an order that respects dependencies. */
export function grammarsFor(languages: Iterable<string>): string[] {
  const files: string[] = [];
  for (const language of languages) {
    for (const file of GRAMMARS[language.toLowerCase()] ?? []) if (!files.includes(file)) files.push(file);
  }
  return files;
}

// Written out so that the bundler makes one chunk per file, and no chunk for the ~300 others.
const LOADERS: Readonly<Record<string, () => Promise<unknown>>> = {
  bash: () => import('prismjs/components/prism-bash.js'),
  diff: () => import('prismjs/components/prism-diff.js'),
  ini: () => import('prismjs/components/prism-ini.js'),
  properties: () => import('prismjs/components/prism-properties.js'),
  docker: () => import('prismjs/components/prism-docker.js'),
  nginx: () => import('prismjs/components/prism-nginx.js'),
  'markup-templating': () => import('prismjs/components/prism-markup-templating.js'),
  php: () => import('prismjs/components/prism-php.js'),
  ruby: () => import('prismjs/components/prism-ruby.js'),
  dart: () => import('prismjs/components/prism-dart.js'),
};

/** Registers the grammar of `language` (and what it builds on), if prism-react-renderer lacks it. */
export async function loadGrammar(language: string): Promise<void> {
  for (const file of grammarsFor([language])) {
    const load = LOADERS[file];
    if (load === undefined) throw new Error(`No loader for the Prism grammar file "${file}"`);
    await load();
  }
}
