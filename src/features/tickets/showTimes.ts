// A show's start and end in the page's language: the date and time it starts, and its end as a
// time only when it ends the same day.
import { useLingui } from '@lingui/react/macro';
import { endsSameDay } from './ticketRules.ts';

export function useShowTimes(): (start: number, end: number) => { start: string; end: string } {
  const { i18n } = useLingui();
  return (start, end) => ({
    start: i18n.date(new Date(start), { dateStyle: 'medium', timeStyle: 'short' }),
    end: i18n.date(new Date(end), endsSameDay(start, end) ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' }),
  });
}
