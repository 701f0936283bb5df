import type {ReactNode} from 'react';
import HomePage from './_components/HomePage';

/** The home page is also served at /home/Home (route contract). */
export default function HomeAlias(): ReactNode {
  return <HomePage />;
}
