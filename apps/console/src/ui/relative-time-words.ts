const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * A time as a distance from `now` in words: "just now", "5 min ago", "3 h ago", "2 days ago", "in 4 h"; beyond
 * 30 days the UTC day itself (the exact time stays in the title).
 */
export function relativeTime(iso: string, now: Date): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  const delta = now.getTime() - time;
  const distance = Math.abs(delta);
  if (distance > 30 * DAY) return new Date(time).toISOString().slice(0, 10);
  if (distance < MINUTE) return 'just now';
  const [count, unit] = distance < HOUR ? [Math.floor(distance / MINUTE), 'min'] : distance < DAY ? [Math.floor(distance / HOUR), 'h'] : [Math.floor(distance / DAY), 'day'];
  const words = unit === 'day' ? `${count} ${count === 1 ? 'day' : 'days'}` : `${count} ${unit}`;
  return delta >= 0 ? `${words} ago` : `in ${words}`;
}
