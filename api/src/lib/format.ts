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
