// docusaurus-theme-redoc declares `@theme/Redoc` but not the `@theme-original`
// alias a wrapper imports; its props are passed through untouched.
declare module '@theme-original/Redoc' {
  import type {ReactNode} from 'react';

  const Redoc: (props: {id?: string; spec?: unknown; [key: string]: unknown}) => ReactNode;
  export default Redoc;
}
