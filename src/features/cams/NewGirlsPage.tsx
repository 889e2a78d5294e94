import type { PageProps } from '../../app/pages.ts';
import { ListingPage } from './ListingPage.tsx';

export default function NewGirlsPage(props: PageProps) {
  return <ListingPage {...props} type="newGirls" />;
}
