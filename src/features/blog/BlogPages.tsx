// Every blog route's page in one chunk (one lazy entry in the first load's route table).
import type { PageProps } from '../../app/pages.ts';
import BlogPage from './BlogPage.tsx';
import BlogPostPage from './BlogPostPage.tsx';

export default function BlogPages(props: PageProps) {
  return props.route.id === 'blogPost' ? <BlogPostPage {...props} /> : <BlogPage {...props} />;
}
