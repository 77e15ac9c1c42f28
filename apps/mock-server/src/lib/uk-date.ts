const ukDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in the UK (YYYY-MM-DD) at an instant. */
export const ukDateOf = (at: Date): string => ukDay.format(at);

const ukTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant in UK words for audit descriptions, e.g. "Fri 27 Nov, 18:00". */
export const ukTimeWords = (at: Date): string => ukTime.format(at);
