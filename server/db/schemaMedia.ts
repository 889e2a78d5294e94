// Tables of migration 0011 (gallery: ratings, views, comment rights).
export interface MediaTables {}
