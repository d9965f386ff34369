import type { LayoutBlock } from '../../../../core/contract/layouts.ts';
import { useAdminT } from '../shell/admin-i18n.ts';

/** Blocks that show custom fields (on cards or as a list of answers). */
const SHOWS_FIELDS = new Set([
  'custom_fields',
  'service_list',
  'guest_list',
  'new_services',
  'popular_services',
  'profile',
]);

/** A schematic of the page: its blocks in order, as boxes, with the fields the cards or details show. */
export function LayoutPreview({
  blocks,
  fieldLabels,
  roles,
}: {
  blocks: LayoutBlock[];
  fieldLabels: string[];
  roles: { cast: string; guest: string };
}) {
  const t = useAdminT();
  const fields =
    fieldLabels.length > 0
      ? t('layouts.previewFields', { fields: fieldLabels.join('・') })
      : t('layouts.previewNoFields');
  return (
    <div className="layout-page">
      <div className="layout-page__bar" />
      {blocks.length === 0 && <p className="empty-state">{t('layouts.noBlocks')}</p>}
      {blocks.map((block) => (
        <div key={block.type} className={`layout-page__block layout-page__block--${block.type}`}>
          <strong>{block.title || t(`layouts.block.${block.type}`, roles)}</strong>
          <span>
            {t(`layouts.block.${block.type}`, roles)}
            {block.limit ? ` ×${block.limit}` : ''}
          </span>
          {block.type === 'hero' && block.text && <p>{block.text}</p>}
          {SHOWS_FIELDS.has(block.type) && (
            <div>
              <span>{fields}</span>
            </div>
          )}
        </div>
      ))}
    </div>
  );
}
