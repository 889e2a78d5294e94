// Time units of the seed. Every seeded timestamp is relative to the `now` the seed runs with,
// so a fresh database always looks current (new girls, trends of the last 8 days, upcoming
// shows) and two seeds with the same `now` are identical.
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
export const YEAR = 365 * DAY;
