const taka = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Formats taka with the taka sign and Indian digit grouping: `formatTaka(123456.5)` is `৳1,23,456.50`. */
export function formatTaka(amount: number): string {
  if (!Number.isFinite(amount)) return '৳—';
  const sign = amount < 0 ? '-' : '';
  return `${sign}৳${taka.format(Math.abs(amount))}`;
}
