// Content issue (issue 12): blog posts get their HTML body (headings, paragraphs, images). The
// plain-text `body` stays for search and teasers; `html` is what a post page shows, always
// sanitized by the server before it leaves (server/domain/blogHtml.ts).
import type { MigrationDb } from './columns.ts';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('blog_posts')
    .addColumn('html', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('blog_posts').dropColumn('html').execute();
}
