// Entity shapes of spec part 1 §3: messenger. Gathered by ../entities.ts. Types only.
import type { Language } from '../enums.ts';
import type { DateTime, Price } from './common.ts';

// --- messenger ---
export interface Channel {
  id: number;
  actorId: number;
  guestId: number;
  unread: boolean;
  unreadCount: number;
  blocked: boolean;
  archived: boolean;
  isActorOnline: boolean;
  multiChatPrice: number;
  canVoyeurChat: boolean;
  isVoyeurInSingleChatAllowed: boolean;
  isDildocontrolAvailable: boolean;
  freeMessagesAmount: number;
  messagePrice: number;
  isMessagingFree: boolean;
  freeChat: boolean;
  subject: string;
  lastMessageId: number | null;
  messageTimestamp: number;
  lastViewedTimestamp: number;
  sentDiffForHumans: string;
  previewPictureUrl: string | null;
  actorName: string;
  actorAge: number | null;
}

export interface NavbarMessage {
  id: number;
  isActorOnline: boolean;
  unread: boolean;
  unreadCount: number;
  channelId: number;
  actorId: number;
  pictureUrl: string | null;
  actorName: string;
  actorAge: number | null;
  sentDiffForHumans: string;
  subject: string;
}

export interface MessengerMedia {
  type: 'image' | 'video' | 'audio';
  origSrc: string;
  src: string;
  srcSet: string;
  width: number;
  height: number;
  /** Seconds; 0 for images. */
  duration: number;
  previewPicture: string | null;
}

export interface MessengerContent {
  messageId: number;
  text: string;
  date: DateTime;
  model: { id: number; name: string };
  media: MessengerMedia[];
}

export interface Gift {
  id: number;
  categoryId: number;
  name: string;
  price: Price & { symbol: string };
  imageUrl: string;
  active: boolean;
  vip: boolean;
  translations: { language: Language; name: string; value: string }[];
}

export interface ToyControl extends Gift {
  /** Seconds. */
  duration: number;
  displayName: string;
  random: boolean;
}

export interface Notification {
  id: number;
  type: number;
  unread: boolean;
  unseen: boolean;
  text: string;
  link: string | null;
  created: DateTime;
}
