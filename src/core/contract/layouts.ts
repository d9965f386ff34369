import { z } from 'zod';
import { formField } from '../forms/form-schema.ts';
import { dataEnvelope } from './common.ts';

/**
 * Layouts (product decisions section 5): which blocks a page shows, in order, and which custom fields
 * its service or guest cards and details show. Operators edit them per site; the pages render from them.
 */
export const LAYOUT_KEYS = [
  'top',
  'services/index',
  'services/detail',
  'guests/index',
  'guests/detail',
] as const;
export type LayoutKey = (typeof LAYOUT_KEYS)[number];

/** The blocks each page knows how to render. */
export const LAYOUT_BLOCKS = {
  top: ['hero', 'search', 'categories', 'new_services', 'popular_services', 'notices'],
  'services/index': ['search', 'service_list'],
  'services/detail': ['images', 'description', 'custom_fields', 'menus', 'reviews', 'cast', 'entry_button'],
  'guests/index': ['search', 'guest_list'],
  'guests/detail': ['profile', 'custom_fields', 'reviews'],
} as const satisfies Record<LayoutKey, readonly string[]>;
export type LayoutBlockType = (typeof LAYOUT_BLOCKS)[LayoutKey][number];

const blockTypes = [...new Set(Object.values(LAYOUT_BLOCKS).flat())] as [
  LayoutBlockType,
  ...LayoutBlockType[],
];

export const layoutBlock = z.object({
  type: z.enum(blockTypes),
  /** Operator text in the site's language: a heading, and the hero's lead text. */
  title: z.string().max(100).default(''),
  text: z.string().max(500).default(''),
  /** The heading and text in English; each one missing or empty shows the Japanese (layoutInLocale). */
  translations: z
    .object({
      en: z
        .object({ title: z.string().max(100).optional(), text: z.string().max(500).optional() })
        .optional(),
    })
    .optional(),
  /** How many items a list block shows (new services, notices…). */
  limit: z.int().min(1).max(50).optional(),
});
export type LayoutBlock = z.infer<typeof layoutBlock>;

export const layout = z.object({
  blocks: z.array(layoutBlock),
  /** Keys of the custom fields shown, in order (a private field is never shown, whatever is listed). */
  fields: z.array(formField.shape.key),
});
export type Layout = z.infer<typeof layout>;

/** GET /layouts/* */
export const layoutResponse = dataEnvelope(layout);
