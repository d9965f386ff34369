import type { SiteSettings } from '../../../../core/contract/site.ts';

/** What each section of the settings page edits: its part of the draft, and the server's messages. */
export interface SectionProps {
  site: SiteSettings;
  change: (patch: Partial<SiteSettings>) => void;
  /** A 422's messages for one dotted path, such as `payment.taxRate`. */
  errorsOf: (path: string) => readonly string[] | undefined;
}

/**
 * An emptied number input: sent as null (JSON has no NaN), so the server answers "required" under the
 * field rather than the page guessing a value.
 */
export const numberFromInput = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));
export const inputFromNumber = (value: number): string => (Number.isNaN(value) ? '' : String(value));
