// The calendar month (UTC) the monthly top-up limit counts in, and the "top-up this month" of a
// daily bonus offer's condition: one definition for both.

/** Start of the calendar month (UTC) of `now`: the monthly limit's window. */
export const monthStart = (now: number) => Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), 1);
