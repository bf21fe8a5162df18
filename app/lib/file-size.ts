/** File sizes the French way: « 834 o », « 56 Ko », « 12,4 Mo » (1 Ko = 1 024 octets). */
const units = ["o", "Ko", "Mo", "Go", "To"];
const decimal = new Intl.NumberFormat("fr-CA", { maximumFractionDigits: 1 });

export function formatFileSize(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${decimal.format(value)} ${units[unit]}`;
}
