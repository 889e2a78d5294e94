// Tile grid settings per type (spec part 1 §3 Locally stored items: "Tile grid settings are kept
// per type"; spec part 2 §7.4 tileGrid/storeTileGridSettings). Kept in this browser and on the
// server (per guest, or per anonymous token), which answers them with every tileGrid/get, so
// they follow a logged-in guest to other devices.
import type { TileGridSettings } from '../../contract/restCalls.ts';
import { tileGridSettingsKey } from '../../contract/storageKeys.ts';
import { readLocalJson, writeLocalJson } from '../../lib/storage.ts';

export function storedTileGridSettings(type: string): TileGridSettings {
  const stored = readLocalJson<unknown>(tileGridSettingsKey(type));
  return stored && typeof stored === 'object' && !Array.isArray(stored) ? (stored as TileGridSettings) : {};
}

/** The settings the server answered with a grid: they win over this browser's copy. */
export function rememberTileGridSettings(type: string, settings: TileGridSettings | null | undefined): void {
  if (settings) writeLocalJson(tileGridSettingsKey(type), settings);
}

/** Merges `change` into the type's settings, here and on the server. */
export async function saveTileGridSettings(type: string, change: TileGridSettings): Promise<void> {
  const settings = { ...storedTileGridSettings(type), ...change };
  writeLocalJson(tileGridSettingsKey(type), settings);
  try {
    const { storeTileGridSettings } = await import('../../api/cams.ts');
    await storeTileGridSettings(type, settings);
  } catch {
    // the local copy still holds; the next change sends them again
  }
}
