// The promo codes of the welcome bonus tile and the chat trial promo (spec part 1 §9: "exact
// strings not shown": chosen). Both are on-top codes: a new guest is handed an instance of each
// at signup, and the tile or promo shows while promo/hasGuestNotRedeemedOnTopCodeInstance says
// the guest has not redeemed it (issue 21 point 6).
export const PROMO_CODES = {
  welcomeBonusTile: 'WELCOMEBONUS',
  chatTrial: 'CHATTRIAL',
} as const;
export type PromoCodeKey = keyof typeof PROMO_CODES;
