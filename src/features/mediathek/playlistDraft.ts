// A playlist being edited (spec part 1 §2 modals playlist-cancel-changes): the guest renames,
// reorders and removes on a draft; "Save changes" sends it at once (savePlaylist), "Cancel" with
// changes asks before they are thrown away. Pure, unit-tested.
export interface PlaylistDraft {
  name: string;
  itemIds: number[];
}

export function draftOf(playlist: { name: string; items: readonly { id: number }[] }): PlaylistDraft {
  return { name: playlist.name, itemIds: playlist.items.map((item) => item.id) };
}

/** The item at `from` moved to `to` (clamped); the others keep their order. */
export function moveDraftItem(draft: PlaylistDraft, from: number, to: number): PlaylistDraft {
  if (from < 0 || from >= draft.itemIds.length) return draft;
  const itemIds = [...draft.itemIds];
  const [moved] = itemIds.splice(from, 1);
  itemIds.splice(Math.max(0, Math.min(itemIds.length, to)), 0, moved!);
  return { ...draft, itemIds };
}

export function removeDraftItem(draft: PlaylistDraft, itemId: number): PlaylistDraft {
  return { ...draft, itemIds: draft.itemIds.filter((id) => id !== itemId) };
}

/** Whether saving would change anything (a name differing only in outer spaces does not). */
export function hasChanges(draft: PlaylistDraft, saved: PlaylistDraft): boolean {
  return (
    draft.name.trim() !== saved.name.trim() ||
    draft.itemIds.length !== saved.itemIds.length ||
    draft.itemIds.some((id, n) => id !== saved.itemIds[n])
  );
}
