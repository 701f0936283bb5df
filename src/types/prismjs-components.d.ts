// prismjs's language files register themselves into the global Prism and export nothing.
declare module 'prismjs/components/*';
