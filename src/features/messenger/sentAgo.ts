// How long ago a channel's last message was sent, in the page's language ("5 minutes ago"): the
// list works it out from messageTimestamp, so it stays current while the page is open and speaks
// the page's language even when a socket frame's sentDiffForHumans was written in the account's.
const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

const formats = new Map<string, Intl.RelativeTimeFormat>();

export function sentAgo(sentAt: number, now: number, locale: string): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    formats.set(locale, format);
  }
  const elapsed = sentAt - now;
  const unit = UNITS.find(([, ms]) => Math.abs(elapsed) >= ms);
  // under a minute: "now"
  return unit ? format.format(Math.round(elapsed / unit[1]), unit[0]) : format.format(0, 'second');
}
