import type {Page} from '@playwright/test';

/** Queries a hostile or careless reader might type: markup, regex and SQL specials, odd scripts, huge input. */
export const HOSTILE_QUERIES: string[] = [
  '<script>window.pwned=true</script>',
  '<img src=x onerror="window.pwned=true">',
  '"><svg onload=window.pwned=true>',
  "'><iframe src=javascript:window.pwned=true>",
  '<b>bold</b> populate',
  '<mark>populate</mark>',
  '&lt;script&gt;',
  '&amp;&amp;&amp;',
  'javascript:window.pwned=true',
  '{{constructor.constructor("window.pwned=true")()}}',
  '${window.pwned=true}',
  '__proto__',
  'constructor prototype',
  '.*',
  '(a+)+$',
  '[[[[',
  ']]]]',
  '((((((',
  '\\',
  '\\\\d+\\w*',
  '^$|?*+',
  '$eq $ne $in',
  'filters[title][$eq]=x',
  "' OR 1=1 --",
  '"; DROP TABLE articles; --',
  '""""""',
  "''''",
  '`backticks`',
  '%00%27%22',
  '%s%s%s%n',
  '\u0000null byte',
  '\u202Ereversed text',
  '\u200B\u200B\u200B',
  'שלום עולם',
  'مرحبا بالعالم',
  'كيف أنشر المحتوى',
  '中文搜索 内容',
  '日本語のテキスト',
  '한국어 검색',
  'Ελληνικά',
  '🚀🔥💥',
  '👩‍💻 populate 👨‍👩‍👧',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǫ̗͕ͤ text',
  'ﬁlters ﬂat',
  'api     token',
  '   ',
  '-',
  '🙂'.repeat(100),
  'populate '.repeat(220),
  'x'.repeat(2000),
];

/**
 * Watch a page for the signs of injected code: a dialog opened (each one is
 * dismissed and counted) or `window.pwned` set by one of the queries above.
 */
export function watchForInjection(page: Page): {dialogs(): number; pwned(): Promise<boolean | undefined>} {
  let dialogs = 0;
  page.on('dialog', async (dialog) => {
    dialogs += 1;
    await dialog.dismiss();
  });
  return {
    dialogs: () => dialogs,
    pwned: () => page.evaluate(() => (window as unknown as {pwned?: boolean}).pwned),
  };
}
