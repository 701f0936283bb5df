/*
 * Replaces @docusaurus/theme-classic 3.10.2 `Logo` (navbar and phone-menu brand), keeping its link,
 * alt-text and title logic. Upstream draws the logo with `ThemedImage`: two <img> elements (light and
 * dark file) on the server, one of them removed right after hydration. Each SVG file a page shows is
 * parsed by the browser as a separate SVG document while the page is being styled, which cost 4-20 ms
 * each on the test machine (issue #13), and the swap is a DOM change during hydration. The logo is
 * now one inline <svg> (static/img/logo.svg, which stays the favicon-sized file other tools link
 * to) whose tile colour follows the colour mode through --site-logo-tile (src/css/custom.css).
 */
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useThemeConfig} from '@docusaurus/theme-common';
import type {Props} from '@theme/Logo';
import type {ReactNode} from 'react';

function LogoMark({alt, width, height}: {alt: string; width?: number; height?: number}): ReactNode {
  const label = alt === '' ? {'aria-hidden': true} : {role: 'img', 'aria-label': alt};
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width={width} height={height} {...label}>
      <rect width="64" height="64" rx="14" fill="var(--site-logo-tile)" />
      <path d="M42 42V22H22v8h12v12z" fill="#fff" />
      <path d="M22 30h12v12H22z" fill="#fff" opacity=".45" />
      <path d="M34 42h8l-8 8zM14 22l8-8v8z" fill="#fff" opacity=".7" />
    </svg>
  );
}

export default function Logo(props: Props): ReactNode {
  const {
    siteConfig: {title},
  } = useDocusaurusContext();
  const {
    navbar: {title: navbarTitle, logo},
  } = useThemeConfig();
  const {imageClassName, titleClassName, ...rest} = props;
  const logoLink = useBaseUrl(logo?.href || '/');
  // As upstream: with a visible title the logo is decorative unless the config gives alt text.
  const alt = logo?.alt ?? (navbarTitle ? '' : title);
  const mark = logo && <LogoMark alt={alt} width={logo.width as number | undefined} height={logo.height as number | undefined} />;
  return (
    <Link to={logoLink} {...rest} {...(logo?.target && {target: logo.target})}>
      {mark && (imageClassName ? <div className={imageClassName}>{mark}</div> : mark)}
      {navbarTitle != null && <b className={titleClassName}>{navbarTitle}</b>}
    </Link>
  );
}
