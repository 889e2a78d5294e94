// The tabs a socket owner serves: their links, what they last said about themselves and when.
// A tab is dropped when it says bye or stays silent for SILENT_HEARTBEATS heartbeats (a closed
// tab whose pagehide never ran); its next heartbeat registers it again.
import { HEARTBEAT_MS, type OwnerMessage, SILENT_HEARTBEATS, type TabState } from './tabProtocol.ts';

/** How the owner reaches one tab: a MessagePort, a BroadcastChannel address, or the leader itself. */
export interface TabLink {
  post(message: OwnerMessage): void;
}

interface Tab {
  link: TabLink;
  state: TabState;
  lastSeen: number;
  /** The actors the tab's screen shows (its last `watch`). */
  watched: readonly number[];
}

export class TabRegistry {
  private readonly tabs = new Map<string, Tab>();

  get size(): number {
    return this.tabs.size;
  }

  has(id: string): boolean {
    return this.tabs.has(id);
  }

  /** Registers a tab or refreshes it; returns true when it is new. */
  upsert(id: string, link: TabLink, state: TabState, now: number): boolean {
    const tab = this.tabs.get(id);
    if (tab) {
      tab.link = link;
      tab.state = state;
      tab.lastSeen = now;
      return false;
    }
    this.tabs.set(id, { link, state, lastSeen: now, watched: [] });
    return true;
  }

  /** The actors a registered tab's screen shows; false for an unknown tab. */
  setWatched(id: string, actorIds: readonly number[]): boolean {
    const tab = this.tabs.get(id);
    if (!tab) return false;
    tab.watched = actorIds;
    return true;
  }

  /** Every tab's watched actors, once each, ascending, at most `max` (the first tabs' first). */
  watchedUnion(max: number): number[] {
    const union = new Set<number>();
    for (const tab of this.tabs.values()) {
      for (const actorId of tab.watched) {
        if (union.size >= max) break;
        union.add(actorId);
      }
    }
    return [...union].sort((a, b) => a - b);
  }

  /** Notes that a registered tab spoke. */
  touch(id: string, now: number): void {
    const tab = this.tabs.get(id);
    if (tab) tab.lastSeen = now;
  }

  remove(id: string): boolean {
    return this.tabs.delete(id);
  }

  /** Drops tabs silent for SILENT_HEARTBEATS heartbeats; returns whether any was dropped. */
  dropSilent(now: number): boolean {
    let dropped = false;
    for (const [id, tab] of this.tabs) {
      if (now - tab.lastSeen > SILENT_HEARTBEATS * HEARTBEAT_MS) {
        this.tabs.delete(id);
        dropped = true;
      }
    }
    return dropped;
  }

  /** True when there are tabs and none of them is visible. */
  allHidden(): boolean {
    if (this.tabs.size === 0) return false;
    for (const tab of this.tabs.values()) if (tab.state.visible) return false;
    return true;
  }

  /** One tab to do a job for all (renew the token, send a log): a visible one if there is. */
  pickOne(): TabLink | null {
    let any: TabLink | null = null;
    for (const tab of this.tabs.values()) {
      if (tab.state.visible) return tab.link;
      any ??= tab.link;
    }
    return any;
  }

  post(id: string, message: OwnerMessage): void {
    this.tabs.get(id)?.link.post(message);
  }

  postAll(message: OwnerMessage): void {
    for (const tab of this.tabs.values()) tab.link.post(message);
  }

  /** Posts to every tab for which `accept` holds. */
  postWhere(accept: (state: TabState) => boolean, message: OwnerMessage): void {
    for (const tab of this.tabs.values()) if (accept(tab.state)) tab.link.post(message);
  }
}
