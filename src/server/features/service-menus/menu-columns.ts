import type { SaveMenuBody } from '../../../core/contract/services.ts';
import type { FormSchemas } from '../form-schemas/service.ts';

/**
 * A menu's columns, its custom values checked against the menu form (422 under `prefix`). Shared by
 * the menus calls and by creating a service with its first menus.
 */
export async function menuColumns(
  schemas: FormSchemas,
  body: SaveMenuBody,
  schemaKey: 'service-menus/create' | 'service-menus/edit',
  prefix: string,
  ownerId: string,
) {
  const values = await schemas.validate(schemaKey, body.values ?? {}, prefix, ownerId);
  const { name, price, unit, description } = body;
  return {
    name,
    price,
    unit,
    description,
    duration_minutes: body.durationMinutes,
    values: JSON.stringify(values),
  };
}
