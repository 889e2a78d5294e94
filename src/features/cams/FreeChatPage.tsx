import type { PageProps } from '../../app/pages.ts';
import { ListingPage } from './ListingPage.tsx';

export default function FreeChatPage(props: PageProps) {
  return <ListingPage {...props} type="freeChat" />;
}
