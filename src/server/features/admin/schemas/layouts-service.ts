import type { Operator } from '../../../../core/contract/admin/auth.ts';
import {
  type LayoutEditor,
  layoutSlug,
  type SaveLayoutBody,
} from '../../../../core/contract/admin/layouts.ts';
import { LAYOUT_BLOCKS, type LayoutKey, layout } from '../../../../core/contract/layouts.ts';
import type { FormField, SchemaKey } from '../../../../core/forms/form-schema.ts';
import { AppError, type Message } from '../../../app-error.ts';
import type { ServerMessageKey } from '../../../i18n/index.ts';
import type { AdminContext } from '../context.ts';

/** Whose custom fields a page's cards and details show. */
const FIELD_SOURCES: Record<LayoutKey, SchemaKey[]> = {
  top: ['service/create', 'service/edit'],
  'services/index': ['service/create', 'service/edit'],
  'services/detail': ['service/create', 'service/edit'],
  'guests/index': ['guests/edit'],
  'guests/detail': ['guests/edit'],
};

/** The layouts editor: which blocks a page shows, in order, and which custom fields. */
export function createLayoutEditor(ctx: AdminContext) {
  const { db, layouts, schemas } = ctx;

  async function availableFields(key: LayoutKey): Promise<FormField[]> {
    const byKey = new Map<string, FormField>();
    for (const source of FIELD_SOURCES[key])
      for (const f of await schemas.getFields(source)) if (!byKey.has(f.key)) byKey.set(f.key, f);
    return [...byKey.values()];
  }

  async function getLayoutEditor(key: LayoutKey): Promise<LayoutEditor> {
    const updatedAt = await layouts.updatedAt(key);
    return {
      key,
      slug: layoutSlug(key),
      layout: await layouts.get(key),
      availableBlocks: [...LAYOUT_BLOCKS[key]],
      availableFields: (await availableFields(key)).map(({ key, label, type, private: isPrivate }) => ({
        key,
        label,
        type,
        private: isPrivate,
      })),
      updatedAt: updatedAt?.toISOString() ?? null,
    };
  }

  async function saveLayout(operator: Operator, key: LayoutKey, body: SaveLayoutBody): Promise<LayoutEditor> {
    const value = layout.parse(body);
    const fields = new Map((await availableFields(key)).map((f) => [f.key, f]));
    const errors: Record<string, Message[]> = {};
    const refuse = (path: string, code: string) => {
      errors[path] = [...(errors[path] ?? []), { key: `layouts.${code}` as ServerMessageKey }];
    };
    const blocks = new Set<string>();
    value.blocks.forEach((block, i) => {
      if (!(LAYOUT_BLOCKS[key] as readonly string[]).includes(block.type))
        refuse(`blocks.${i}.type`, 'blockNotOnPage');
      else if (blocks.has(block.type)) refuse(`blocks.${i}.type`, 'duplicateBlock');
      blocks.add(block.type);
    });
    const listed = new Set<string>();
    value.fields.forEach((fieldKey, i) => {
      const f = fields.get(fieldKey);
      if (!f) refuse(`fields.${i}`, 'unknownField');
      else if (f.private) refuse(`fields.${i}`, 'privateField');
      else if (listed.has(fieldKey)) refuse(`fields.${i}`, 'duplicateField');
      listed.add(fieldKey);
    });
    if (Object.keys(errors).length > 0) throw AppError.validation(errors);

    await db.transaction().execute(async (trx) => {
      const before = await layouts.get(key, trx);
      await layouts.save(trx, key, value, ctx.clock.now());
      await ctx.auditLog.record(trx, operator, {
        action: 'layouts.update',
        targetType: 'layout',
        targetId: key,
        before,
        after: value,
      });
    });
    return getLayoutEditor(key);
  }

  return { getLayoutEditor, saveLayout };
}
