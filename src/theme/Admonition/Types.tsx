/*
 * Extends @docusaurus/theme-classic 3.10.2 `Admonition/Types` (eject: safe).
 * The swizzle CLI cannot generate a wrapper for this object, so this follows
 * the pattern Docusaurus documents for custom admonitions: spread the original
 * types and add ours. Why: registers the two keywords declared in
 * config/docs.ts, `prerequisites` and `strapi`, rendered with the theme's own
 * AdmonitionLayout so they look like the built-in ones.
 */
import AdmonitionLayout from '@theme/Admonition/Layout';
import DefaultAdmonitionTypes from '@theme-original/Admonition/Types';
import clsx from 'clsx';
import type {ComponentProps, ReactNode} from 'react';

type Props = ComponentProps<typeof AdmonitionLayout>;

function ChecklistIcon(): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M9 4h11v2H9V4zm0 7h11v2H9v-2zm0 7h11v2H9v-2zM3.5 6.4 2 4.9l1-1 .5.5L5.2 2.7l1 1-2.7 2.7zm0 7L2 11.9l1-1 .5.5 1.7-1.7 1 1-2.7 2.7zm0 7L2 18.9l1-1 .5.5 1.7-1.7 1 1-2.7 2.7z"
      />
    </svg>
  );
}

function StrapiIcon(): ReactNode {
  return (
    <svg viewBox="0 0 64 64" width="22" height="22" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="currentColor" />
      <path d="M42 42V22H22v8h12v12z" fill="var(--ifm-background-color)" />
    </svg>
  );
}

function Prerequisites(props: Props): ReactNode {
  return (
    <AdmonitionLayout
      icon={<ChecklistIcon />}
      title="Prerequisites"
      {...props}
      className={clsx('alert alert--secondary', 'admonition-prerequisites', props.className)}
    />
  );
}

function StrapiTip(props: Props): ReactNode {
  return (
    <AdmonitionLayout
      icon={<StrapiIcon />}
      title="Strapi tip"
      {...props}
      className={clsx('alert alert--primary', 'admonition-strapi', props.className)}
    />
  );
}

const AdmonitionTypes = {
  ...DefaultAdmonitionTypes,
  prerequisites: Prerequisites,
  strapi: StrapiTip,
};

export default AdmonitionTypes;
