import JSON5 from 'json5';
import yaml from 'js-yaml';
import ts from 'typescript';
import type {Code} from 'mdast';
import type {ParsedPage, Problem} from './parse.mts';
import {altOf} from '../../src/remark/diagrams/remark.ts';

const SCRIPT_LANGUAGES: Record<string, string> = {
  js: 'sample.js',
  javascript: 'sample.js',
  jsx: 'sample.jsx',
  ts: 'sample.ts',
  typescript: 'sample.ts',
  tsx: 'sample.tsx',
};

/** `skip-check="reason"` in a fence's meta opts the block out; the reason is mandatory. */
export function skipReason(meta: string | null | undefined): string | undefined {
  const match = /(?:^|\s)skip-check(?:=(?:"([^"]*)"|'([^']*)'|(\S+)))?/.exec(meta ?? '');
  if (match === null) {
    return undefined;
  }
  return (match[1] ?? match[2] ?? match[3] ?? '').trim();
}

function scriptErrors(code: Code): Array<{line: number; message: string}> {
  const fileName = SCRIPT_LANGUAGES[code.lang ?? ''];
  const output = ts.transpileModule(code.value, {
    fileName,
    reportDiagnostics: true,
    compilerOptions: {jsx: ts.JsxEmit.Preserve, target: ts.ScriptTarget.ES2022, allowJs: true},
  });
  return (output.diagnostics ?? []).map((diagnostic) => {
    const position =
      diagnostic.file && diagnostic.start !== undefined
        ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line
        : 0;
    return {line: position, message: ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')};
  });
}

function dataError(code: Code): {line: number; message: string} | undefined {
  try {
    switch (code.lang) {
      case 'json':
        JSON.parse(code.value);
        break;
      case 'json5':
        JSON5.parse(code.value);
        break;
      case 'yaml':
      case 'yml':
        yaml.loadAll(code.value);
        break;
      default:
        return undefined;
    }
  } catch (error) {
    const mark = (error as {mark?: {line: number}}).mark;
    const lineNumber = (error as {lineNumber?: number}).lineNumber;
    const line = mark?.line ?? (lineNumber !== undefined ? lineNumber - 1 : 0);
    return {line, message: (error as Error).message.split('\n')[0]};
  }
  return undefined;
}

/**
 * Every js/jsx/ts/tsx block must parse; json, json5 and yaml blocks must load; a Mermaid diagram
 * needs its text equivalent (the build draws it as an image, see src/remark/diagrams).
 */
export function checkCodeBlocks(file: string, page: ParsedPage): Problem[] {
  const problems: Problem[] = [];
  for (const code of page.codeBlocks) {
    const fenceLine = code.position?.start.line ?? 1;
    if (code.lang === 'mermaid' && altOf(code.meta) === undefined) {
      problems.push({file, line: fenceLine, message: 'a Mermaid diagram needs a text equivalent: ```mermaid alt="Flowchart: …"'});
    }
    const reason = skipReason(code.meta);
    if (reason !== undefined) {
      if (reason === '') {
        problems.push({file, line: fenceLine, message: 'skip-check needs a reason: skip-check="why this block cannot parse"'});
      }
      continue;
    }
    const lang = code.lang ?? '';
    if (lang in SCRIPT_LANGUAGES) {
      for (const error of scriptErrors(code)) {
        problems.push({file, line: fenceLine + 1 + error.line, message: `${lang} block does not parse: ${error.message}`});
      }
    } else {
      const error = dataError(code);
      if (error !== undefined) {
        problems.push({file, line: fenceLine + 1 + error.line, message: `${lang} block does not parse: ${error.message}`});
      }
    }
  }
  return problems;
}
