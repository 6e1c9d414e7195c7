// The six time zones a profile can choose (docs/product.md §3), Pacific being the default and display zone.
export const DEFAULT_TIMEZONE = 'America/Los_Angeles';

export const TIMEZONES = [
  { value: 'America/Los_Angeles', label: 'Pacific' },
  { value: 'America/Denver', label: 'Mountain' },
  { value: 'America/Chicago', label: 'Central' },
  { value: 'America/New_York', label: 'Eastern' },
  { value: 'America/Anchorage', label: 'Alaska' },
  { value: 'Pacific/Honolulu', label: 'Hawaii' },
] as const;

export function isSupportedTimezone(value: string): boolean {
  return TIMEZONES.some((zone) => zone.value === value);
}

export function timezoneLabel(value: string): string {
  return TIMEZONES.find((zone) => zone.value === value)?.label ?? value;
}
