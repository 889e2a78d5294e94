// Tables of migration 0012 (the media library: playlists and their items, archived media).
export interface LibraryTables {}
