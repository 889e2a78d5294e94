// Server actor lists (REST ActorTile, spec part 2 §7.2 "a generic GET to a route that returns a
// list of actors") to the tiles the shell's ActorTile draws (the query service's ModelTile).
import type { ActorTile as ActorListItem, Video } from '../../contract/entities.ts';
import type { ModelTile } from '../../contract/queries/home.ts';

type ListItem = (ActorListItem & { freeChat?: boolean; preview?: string }) | Video;

/** Whether a tile grid item is an actor (a grid of videos carries titles instead of names). */
function isActorItem(item: ListItem): item is ActorListItem & { freeChat?: boolean; preview?: string } {
  return 'name' in item && typeof item.name === 'string';
}

export function toModelTile(actor: ActorListItem & { freeChat?: boolean; preview?: string }): ModelTile {
  return {
    id: actor.id,
    name: actor.name,
    age: actor.age ?? 0,
    isOnline: actor.isOnline,
    freeChat: actor.freeChat === true,
    preview: actor.previewPicture?.src ?? actor.preview ?? '',
  };
}

/** The actor tiles of a list that may hold videos too, in order. */
export function actorTilesOf(items: readonly ListItem[]): ModelTile[] {
  return items.filter(isActorItem).map(toModelTile);
}
