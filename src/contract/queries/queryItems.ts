// The query items of spec part 2 §7.10 added for issue 21 (point 16): collections, sidebar data,
// banners, interactive content, event config and the media library's recommendations. Their
// limits and documents, shared by the server (server/query/queryItems.ts, siteItems.ts) and the
// screens that ask for them.
import type { GameReward } from '../entities.ts';
import { type ModelTile, type Money, VIDEO_TILE_FIELDS, type VideoTile } from './home.ts';

export { BANNER_KINDS, BANNER_LIMITS, type BannerKind, COLLECTION_LIMITS } from './queryItemLimits.ts';

import type { BannerKind } from './queryItemLimits.ts';

export interface Collection {
  key: string;
  title: string;
  description: string;
  total: number;
  items: VideoTile[];
}

export interface SidebarData {
  onlineCams: number;
  freeChats: number;
  newVideos: number;
  favoritesOnline: number;
  unreadMessages: number;
  events: { id: number; type: string; title: string; isActive: boolean; end: number }[];
}

export interface Banner {
  id: string;
  kind: BannerKind;
  title: string;
  text: string;
  endsAt: number;
  eventType: string | null;
  contestId: number | null;
  actorName: string | null;
}

export interface InteractiveContent {
  total: number;
  onlineCount: number;
  fromPrice: Money | null;
  items: ModelTile[];
}

export interface EventConfig {
  id: number;
  type: string;
  title: string;
  intro: string;
  rules: string[];
  isActive: boolean;
  start: number;
  end: number;
  dailyAttempts: number;
  items: number;
  prizes: GameReward[];
}

export const COLLECTION_FIELDS = `key title description total items { ${VIDEO_TILE_FIELDS} }`;
export const BANNER_FIELDS = 'id kind title text endsAt eventType contestId actorName';

export const SIDEBAR_QUERY = /* GraphQL */ `
  query Sidebar($eventTypes: [String!]) {
    sidebarData(eventTypes: $eventTypes) { onlineCams freeChats newVideos favoritesOnline unreadMessages events { id type title isActive end } }
  }
`;

export const INTERACTIVE_QUERY = /* GraphQL */ `
  query Interactive($first: Int!) {
    interactiveContent(first: $first) { total onlineCount fromPrice { value currency } items { id name age isOnline freeChat preview } }
  }
`;

export const EVENT_CONFIG_QUERY = /* GraphQL */ `
  query EventConfig($type: String!) {
    eventConfig(type: $type) { id type title intro rules isActive start end dailyAttempts items prizes { type value optionCode amount } }
  }
`;

export const MEDIATHEK_RECOMMENDATIONS_QUERY = /* GraphQL */ `
  query MediathekRecommendations($first: Int!) {
    mediathekRecommendations(first: $first) { ${VIDEO_TILE_FIELDS} }
  }
`;
