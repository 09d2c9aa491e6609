export function toDate(value: string): Date {
  return new Date(value);
}

export function toOptionalDate(value: string | null): Date | null {
  return value === null ? null : new Date(value);
}
