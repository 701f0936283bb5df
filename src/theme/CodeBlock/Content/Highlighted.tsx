/*
 * The classic theme's code block body (prism-react-renderer's tokenizer and its line components),
 * as its own chunk: only the server and code blocks that mount after the page has loaded need it.
 */
export {default} from '@theme-original/CodeBlock/Content';
