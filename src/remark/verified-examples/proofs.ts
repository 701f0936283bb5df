/**
 * What the live check (npm run verify:live) proves on one page, counted from its source the way the
 * checks read it: examples run (./count.ts), JS/TS samples type-checked and GraphQL operations
 * validated (./samples.ts), Strapi command lines checked (./command-lines.ts), UI labels and quoted
 * messages found in the packages (./ui-text.ts). The page is parsed once. Shared by the page mark
 * (./remark.ts) and the status page (src/plugins/site-index); CI fails on any mismatch, so on a
 * green build these counts are proofs.
 */
import {parsePage} from '../../../scripts/content-gates/parse.mts';
import {codemodPair} from './codemod-pairs';
import {commandLines} from './command-lines';
import {countExamples} from './count';
import {pageRequests} from './requests';
import {configSamples, graphqlBlocks, samplesOf} from './samples';
import {collectUiTexts, LABEL_AREAS, uiTextFigures} from './ui-text';

/** Checked (or run) out of all of one kind; the rest are excluded with a written reason. */
export type ExampleFigures = {verified: number; total: number};
export type PageProofs = {
  /**
   * Run against the reference app: <ApiCall>s, runnable blocks, client scripts, the requests of code
   * blocks and the statuses the page promises, GraphQL operations with a documented response, and
   * the codemod run on the page's Strapi 4 sample.
   */
  examples: ExampleFigures;
  /** `config/*` files the reference app booted with. */
  boots: ExampleFigures;
  /** Code samples type-checked against the pinned Strapi types and GraphQL operations validated. */
  types: ExampleFigures;
  /** Strapi command lines checked against the pinned CLIs' --help. */
  commands: ExampleFigures;
  labels: ExampleFigures;
  messages: ExampleFigures;
};

const figures = (items: ReadonlyArray<{skip?: string}>): ExampleFigures => ({
  verified: items.filter((item) => item.skip === undefined).length,
  total: items.length,
});

/** `file` is the page's path from the site root (`docs/dev-docs/…`). */
export function pageProofs(file: string, source: string): PageProofs {
  const page = parsePage(file, source);
  const {total, excluded} = countExamples(source);
  const graphql = graphqlBlocks(file, source, page);
  const run = figures([
    ...pageRequests(file, source, page).requests,
    ...graphql.filter((block) => block.response !== undefined),
    ...(codemodPair(file, source, page) ? [{}] : []),
  ]);
  const area = file.split('/')[1];
  const {labels, messages} = uiTextFigures(collectUiTexts(page.tree, {labels: (LABEL_AREAS as readonly string[]).includes(area)}).texts);
  return {
    examples: {verified: total - excluded + run.verified, total: total + run.total},
    boots: figures(configSamples(file, source, page).map((sample) => ({skip: sample.skip ?? sample.skipBoot}))),
    types: figures([...samplesOf(file, source, page).filter((sample) => !sample.runnable), ...graphql]),
    commands: figures(commandLines(file, source, page)),
    labels: {verified: labels.checked, total: labels.total},
    messages: {verified: messages.checked, total: messages.total},
  };
}
