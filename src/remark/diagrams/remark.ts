/**
 * Remark plugin: every ```mermaid fence becomes a <Diagram> holding two images of the diagram, read
 * from the committed drawings (./render.ts, src/data/diagrams): one for the light color mode, one for
 * the dark. The fence must say what the diagram shows, for readers who cannot see it:
 * ```mermaid alt="Flowchart: …".
 * Docusaurus's own image plugin, which runs after this one, turns the images into hashed assets.
 */
import path from 'node:path';
import type {Code, Image, Paragraph, Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {mermaidFences} from './fences';
import type {DiagramRenderer} from './render';

/** The alt="…" of a fence's meta string, or undefined. */
export function altOf(meta: string | null | undefined): string | undefined {
  const match = /(?:^|\s)alt="([^"]*)"/.exec(meta ?? '');
  const alt = match?.[1].trim();
  return alt ? alt : undefined;
}

export default function remarkDiagrams({render}: {render: DiagramRenderer}) {
  return async (tree: Root, file: {path?: string}) => {
    const found = mermaidFences(tree);
    if (found.length === 0) return;
    const where = (node: Code) => `${file.path ?? 'a page'}:${node.position?.start.line ?? '?'}`;
    const dir = path.dirname(file.path ?? process.cwd());

    const diagrams = await Promise.all(
      found.map(async ({node}) => {
        const alt = altOf(node.meta);
        if (alt === undefined) {
          throw new Error(
            `${where(node)}: a Mermaid diagram needs a text equivalent for readers who cannot see it: \`\`\`mermaid alt="Flowchart: …"`,
          );
        }
        try {
          return {alt, rendered: await render(node.value)};
        } catch (error) {
          throw new Error(`${where(node)}: ${(error as Error).message}`);
        }
      }),
    );

    // Replace from the last one, so earlier indexes stay valid.
    for (let i = found.length - 1; i >= 0; i -= 1) {
      const {parent, index} = found[i];
      const {alt, rendered} = diagrams[i];
      const image = (mode: 'light' | 'dark'): Image => ({
        type: 'image',
        url: `./${path.relative(dir, rendered[mode].file).split(path.sep).join('/')}`,
        alt,
      });
      const images: Paragraph = {type: 'paragraph', children: [image('light'), image('dark')]};
      const element: MdxJsxFlowElement = {
        type: 'mdxJsxFlowElement',
        name: 'Diagram',
        attributes: [{type: 'mdxJsxAttribute', name: 'width', value: String(rendered.light.width)}],
        children: [images],
      };
      parent.children.splice(index, 1, element);
    }
  };
}
