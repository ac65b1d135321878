/** Display formats shared by the API's JSON (dates arrive as 'YYYY-MM-DD', times as 'HH:MM:SS'). */

export function formatDate(isoDate: string): string {
  const [y, m, d] = isoDate.slice(0, 10).split('-');
  return `${m}/${d}/${y}`;
}

/** '01/12/2027 - 03/20/2027', or a single date when both are the same day. */
export function formatDateRange(start: string | null, end: string | null): string {
  if (!start) return '';
  if (!end || end === start) return formatDate(start);
  return `${formatDate(start)} - ${formatDate(end)}`;
}

/** '18:30:00' -> '6:30 PM'. */
export function formatTime(time: string): string {
  const [hh = '0', mm = '00'] = time.split(':');
  const h = Number(hh);
  const suffix = h >= 12 ? 'PM' : 'AM';
  return `${h % 12 === 0 ? 12 : h % 12}:${mm} ${suffix}`;
}

export function formatTimeRange(start: string | null, end: string | null): string {
  if (!start) return '';
  return end ? `${formatTime(start)} - ${formatTime(end)}` : formatTime(start);
}

export function money(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Spec section 9: money is shown as '$ 1,234.56' (from integer cents; '-$ 5.00' below 0). */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const dollars = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}$ ${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/** An instant as an en-US date ('11/24/2026') in the school's time zone. */
export function formatInstantDate(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/**
 * An instant as an en-US date and time in the school's time zone: '11/24/2026, 3:05 PM EST' (plain
 * spaces: newer ICU data puts a narrow no-break space before AM/PM).
 */
export function formatInstantDateTime(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  })
    .format(at)
    .replace(/[\u202f\u00a0]/g, ' ');
}
