import type { z } from 'zod';
import type { paymentToSupplierSetting } from '../../../../core/contract/site.ts';
import { useAdminT } from '../shell/admin-i18n.ts';
import { SiteField } from './site-field.tsx';
import { inputFromNumber, numberFromInput, type SectionProps } from './site-form.ts';

type SupplierSetting = z.infer<typeof paymentToSupplierSetting>;
const COLUMNS = ['closingDay', 'payoutDay', 'transferFee', 'minimumAmount'] as const;
const NEW_ROW: SupplierSetting = { closingDay: 31, payoutDay: 15, transferFee: 0, minimumAmount: 0 };

/** `payment.paymentToSupplierSettings`: one row per closing day, added and removed here. */
export function SupplierRows({
  rows,
  onChange,
  errorsOf,
}: {
  rows: SupplierSetting[];
  onChange: (rows: SupplierSetting[]) => void;
  errorsOf: SectionProps['errorsOf'];
}) {
  const t = useAdminT();
  const path = 'payment.paymentToSupplierSettings';
  const update = (index: number, patch: Partial<SupplierSetting>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  return (
    <fieldset className="site-rows">
      <legend className="field__label">{t('site.suppliers')}</legend>
      <p className="site-help">{t('site.suppliersLead')}</p>
      {rows.length === 0 && <p className="site-help">{t('site.suppliersEmpty')}</p>}
      {rows.map((row, index) => (
        // Rows have no identity of their own; their position is what the server's messages name.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <fieldset key={index} className="site-row">
          <legend>{t('site.supplierRow', { number: index + 1 })}</legend>
          {COLUMNS.map((column) => (
            <SiteField
              key={column}
              label={t(`site.${column}`)}
              name={`${path}.${index}.${column}`}
              type="number"
              inputMode="numeric"
              min={column.endsWith('Day') ? 1 : 0}
              max={column.endsWith('Day') ? 31 : undefined}
              value={inputFromNumber(row[column])}
              onChange={(event) => update(index, { [column]: numberFromInput(event.target.value) })}
              errors={errorsOf(`${path}.${index}.${column}`)}
            />
          ))}
          <button
            type="button"
            className="button button--secondary site-row__remove"
            onClick={() => onChange(rows.filter((_, i) => i !== index))}
          >
            {t('site.removeSupplierRow', { number: index + 1 })}
          </button>
        </fieldset>
      ))}
      <button type="button" className="button button--secondary" onClick={() => onChange([...rows, NEW_ROW])}>
        {t('site.addSupplierRow')}
      </button>
    </fieldset>
  );
}
