/**
 * Remark plugin: a page imports the Prism grammars its code blocks need, beyond the languages
 * prism-react-renderer ships (JavaScript, TypeScript, JSX, JSON, YAML, SQL, GraphQL, Python, Go…).
 * A grammar then loads with the pages that use it (PHP with the PHP integration guides) instead of
 * with every page. The grammar files register into prism-react-renderer's Prism, the one code
 * blocks highlight with (src/plugins/lean-bundles). Server and browser render a page with the same
 * grammars, so highlighting never differs at hydration.
 */
import type {Code, Root} from 'mdast';
import type {MdxjsEsm} from 'mdast-util-mdxjs-esm';
import {visit} from 'unist-util-visit';

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

/** The component files a page needs, each once, in an order that respects dependencies. */
export function grammarsFor(languages: Iterable<string>): string[] {
  const files: string[] = [];
  for (const language of languages) {
    for (const file of GRAMMARS[language] ?? []) if (!files.includes(file)) files.push(file);
  }
  return files;
}

function importNode(source: string): MdxjsEsm {
  return {
    type: 'mdxjsEsm',
    value: `import '${source}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [{type: 'ImportDeclaration', specifiers: [], attributes: [], source: {type: 'Literal', value: source, raw: `'${source}'`}}],
      },
    },
  };
}

export default function remarkPrismGrammars() {
  return (tree: Root) => {
    const languages = new Set<string>();
    visit(tree, 'code', (node: Code) => {
      if (node.lang) languages.add(node.lang.toLowerCase());
    });
    const files = grammarsFor(languages);
    tree.children.unshift(...files.map((file) => importNode(`prismjs/components/prism-${file}.js`)));
  };
}
