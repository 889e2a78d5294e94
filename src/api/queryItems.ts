// The query items of issue 21 (point 16) that screens ask for on their own (the home page's
// banners and collections come with the home query): the navigation's sidebar data, the cams
// page's interactive content, a special event page's config, the media library's recommendations.

import type { VideoTile } from '../contract/queries/home.ts';
import {
  EVENT_CONFIG_QUERY,
  type EventConfig,
  INTERACTIVE_QUERY,
  type InteractiveContent,
  MEDIATHEK_RECOMMENDATIONS_QUERY,
  SIDEBAR_QUERY,
  type SidebarData,
} from '../contract/queries/queryItems.ts';
import { query } from './query.ts';

export const getSidebarData = async (eventTypes: readonly string[]) =>
  (await query<{ sidebarData: SidebarData }>(SIDEBAR_QUERY, { eventTypes })).sidebarData;

export const getInteractiveContent = async (first: number) =>
  (await query<{ interactiveContent: InteractiveContent }>(INTERACTIVE_QUERY, { first })).interactiveContent;

export const getEventConfig = async (type: string) =>
  (await query<{ eventConfig: EventConfig | null }>(EVENT_CONFIG_QUERY, { type })).eventConfig;

export const getMediathekRecommendations = async (first: number) =>
  (await query<{ mediathekRecommendations: VideoTile[] }>(MEDIATHEK_RECOMMENDATIONS_QUERY, { first })).mediathekRecommendations;
