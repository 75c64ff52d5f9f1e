/** A step number as the design shows it: "01" … "05" (counters beside tabs and slides). */
export const twoDigits = (value: number): string => String(value).padStart(2, '0');
