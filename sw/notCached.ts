// Which API answers the service worker never keeps for offline reading (runtimeCache.ts). On its
// own, without workbox, so a unit test can check it.

/**
 * GET calls that are never kept: tokens, internal and test routes, web push, the checkout, and
 * the special events' getReward (a GET that plays: an old answer would show an old win).
 */
export const NOT_CACHED = /^\/api\/v1\/((auth|internal|web-push|vxpay|logger|tracker)\/|special\/[^/]+\/getReward\/)/;
