import Link from '@docusaurus/Link';
import clsx from 'clsx';
import type {ReactNode} from 'react';
import {useExistingDocLinks} from '@site/src/components/QuickLinks/useExistingDocLinks';
import styles from './styles.module.css';

export const ENTERPRISE_PRICING_URL = 'https://strapi.io/pricing-self-hosted';
export const CLOUD_PRICING_URL = 'https://strapi.io/pricing-cloud';

type Props =
  | {variant: 'enterprise' | 'beta' | 'alpha' | 'feature-flag' | 'new' | 'updated'}
  | {variant: 'cloud'; plan: string}
  | {variant: 'version'; version: string};

const TITLES: Record<Props['variant'], string> = {
  enterprise: 'Requires a Strapi Enterprise licence',
  cloud: 'Available on a Strapi Cloud plan',
  beta: 'Beta: the feature may still change',
  alpha: 'Alpha: experimental, expect breaking changes',
  'feature-flag': 'Behind a feature flag: enable it in the features configuration',
  new: 'New in Strapi 5',
  updated: 'Recently updated',
  version: 'Requires a minimum Strapi version',
};

function label(props: Props): string {
  switch (props.variant) {
    case 'enterprise':
      return 'Enterprise';
    case 'cloud':
      return `Cloud ${props.plan}`;
    case 'beta':
      return 'Beta';
    case 'alpha':
      return 'Alpha';
    case 'feature-flag':
      return 'Feature flag';
    case 'new':
      return 'New';
    case 'updated':
      return 'Updated';
    case 'version':
      return `Requires v${props.version}+`;
  }
}

function useHref(props: Props): string | undefined {
  const [features] = useExistingDocLinks('dev-docs', [{docId: 'configurations/features', label: 'Features'}]);
  switch (props.variant) {
    case 'enterprise':
      return ENTERPRISE_PRICING_URL;
    case 'cloud':
      return CLOUD_PRICING_URL;
    case 'feature-flag':
      return features?.to;
    default:
      return undefined;
  }
}

/** A small label marking a feature's availability or status. */
export default function Badge(props: Props): ReactNode {
  const href = useHref(props);
  const text = label(props);
  const className = clsx(styles.badge, styles[props.variant.replace('-', '')]);
  if (href !== undefined) {
    return (
      <Link to={href} className={className} title={TITLES[props.variant]} data-badge={props.variant}>
        {text}
      </Link>
    );
  }
  return (
    <span className={className} title={TITLES[props.variant]} data-badge={props.variant}>
      {text}
    </span>
  );
}
