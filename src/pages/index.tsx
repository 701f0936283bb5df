import type {ReactNode} from 'react';
import HomePage from './home/_components/HomePage';

export default function Home(): ReactNode {
  return <HomePage />;
}
