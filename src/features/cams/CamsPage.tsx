import type { PageProps } from '../../app/pages.ts';
import { ListingPage } from './ListingPage.tsx';

export default function CamsPage(props: PageProps) {
  return <ListingPage {...props} type="cams" />;
}
