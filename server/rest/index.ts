import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { authRoutes, tokenGuard } from './auth.ts';
import { actorRoutes } from './actors.ts';
import { albumRoutes } from './albums.ts';
import { galleryRoutes } from './gallery.ts';
import { videoRoutes } from './videos.ts';
import { gallerySedcardRoutes } from './gallerySedcards.ts';
import { guestRoutes } from './guest.ts';
import { legalRoutes } from './legal.ts';
import { loggerRoutes } from './logger.ts';
import { vxpayRoutes } from './vxpay.ts';
import { tileGridRoutes } from './tileGrid.ts';
import { actorSearchRoutes } from './actorSearch.ts';
import { favoriteRoutes } from './favorites.ts';
import { utilityRoutes } from './utility.ts';
import { webPushRoutes } from './webPush.ts';
import { outboxReceipts } from './outbox.ts';
import { trackerRoutes } from './tracker.ts';
import { messengerRoutes } from './messenger.ts';
import { chatRoutes } from './chat.ts';
import { specialRoutes } from './special.ts';
import { internalRoutes } from '../internal/index.ts';

/** Everything under /api/v1: the token guard first, then one plugin per area of spec part 2 §7. */
export async function restRoutes(app: FastifyInstance): Promise<void> {
  await app.register(fp(tokenGuard));
  await app.register(outboxReceipts);
  await app.register(authRoutes);
  await app.register(guestRoutes);
  await app.register(albumRoutes);
  await app.register(galleryRoutes);
  await app.register(videoRoutes);
  await app.register(actorRoutes);
  await app.register(gallerySedcardRoutes);
  await app.register(legalRoutes);
  await app.register(loggerRoutes);
  await app.register(vxpayRoutes);
  await app.register(tileGridRoutes);
  await app.register(actorSearchRoutes);
  await app.register(favoriteRoutes);
  await app.register(utilityRoutes);
  await app.register(webPushRoutes);
  await app.register(trackerRoutes);
  await app.register(messengerRoutes);
  await app.register(chatRoutes);
  await app.register(specialRoutes);
  await app.register(internalRoutes);
}
