import { z } from 'zod';
import { formField } from '../../forms/form-schema.ts';
import { dataEnvelope } from '../common.ts';
import { LAYOUT_KEYS, layout } from '../layouts.ts';

/** The console's layouts editor: each page's layout, addressed by a slug (`services.detail`); else 404. */
export const layoutSlug = (key: string) => key.replaceAll('/', '.');
export const layoutParams = z.object({ layoutSlug: z.string().max(80) });

/** GET and PUT /admin/layouts/{layoutSlug}: the layout, with what the page can show. */
export const layoutEditor = z.object({
  key: z.enum(LAYOUT_KEYS),
  slug: z.string(),
  layout,
  /** The blocks this page knows how to render, in their usual order. */
  availableBlocks: z.array(z.string()),
  /** The custom fields the page's cards or details can show (private ones are listed but refused). */
  availableFields: z.array(formField.pick({ key: true, label: true, type: true, private: true })),
  updatedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type LayoutEditor = z.infer<typeof layoutEditor>;
export const layoutEditorResponse = dataEnvelope(layoutEditor);

/** PUT /admin/layouts/{layoutSlug} */
export const saveLayoutBody = layout;
export type SaveLayoutBody = z.input<typeof saveLayoutBody>;
