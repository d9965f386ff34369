import { CAST_MATCHING_FEE_TYPES, PAYMENT_FLOW_TYPES } from '../../../../core/enums.ts';
import { useAdminT } from '../shell/admin-i18n.ts';
import { SelectField } from './choice-fields.tsx';
import { SiteField } from './site-field.tsx';
import { inputFromNumber, numberFromInput, type SectionProps } from './site-form.ts';
import { SupplierRows } from './supplier-rows.tsx';

/** Who pays, the platform's fees, tax, the provider's key, and the payouts to suppliers. */
export function PaymentSection({ site, change, errorsOf }: SectionProps) {
  const t = useAdminT();
  const payment = site.payment;
  const set = (patch: Partial<typeof payment>) => change({ payment: { ...payment, ...patch } });
  // The rate is a fraction in the settings and a percentage on screen; rounding keeps 10 from reading 10.000000000000002.
  const percent = Number.isNaN(payment.taxRate) ? '' : String(Math.round(payment.taxRate * 10_000) / 100);

  return (
    <section className="card site-section" aria-labelledby="site-payment">
      <h2 id="site-payment">{t('site.payment')}</h2>
      <div className="site-grid">
        <SelectField
          label={t('site.flowType')}
          name="payment.flowType"
          value={payment.flowType}
          options={PAYMENT_FLOW_TYPES.map((value) => ({ value, label: t(`site.flowType.${value}`) }))}
          onChange={(flowType) => set({ flowType })}
          errors={errorsOf('payment.flowType')}
        />
        <SelectField
          label={t('site.castMatchingFeeType')}
          name="payment.castMatchingFeeType"
          value={payment.castMatchingFeeType}
          options={CAST_MATCHING_FEE_TYPES.map((value) => ({
            value,
            label: t(`site.castMatchingFeeType.${value}`),
          }))}
          onChange={(castMatchingFeeType) => set({ castMatchingFeeType })}
          errors={errorsOf('payment.castMatchingFeeType')}
        />
        <SiteField
          label={t('site.serviceListingFeeMonthly')}
          name="payment.serviceListingFeeMonthly"
          type="number"
          inputMode="numeric"
          min={0}
          value={inputFromNumber(payment.serviceListingFeeMonthly)}
          onChange={(event) => set({ serviceListingFeeMonthly: numberFromInput(event.target.value) })}
          errors={errorsOf('payment.serviceListingFeeMonthly')}
        />
        <SiteField
          label={t('site.taxRate')}
          name="payment.taxRate"
          type="number"
          inputMode="decimal"
          min={0}
          max={100}
          step="any"
          value={percent}
          onChange={(event) => set({ taxRate: numberFromInput(event.target.value) / 100 })}
          errors={errorsOf('payment.taxRate')}
        />
        <SiteField
          label={t('site.providerApiPublicKey')}
          name="payment.providerApiPublicKey"
          value={payment.providerApiPublicKey}
          onChange={(event) => set({ providerApiPublicKey: event.target.value })}
          errors={errorsOf('payment.providerApiPublicKey')}
          autoComplete="off"
          spellCheck={false}
        />
      </div>
      <SupplierRows
        rows={payment.paymentToSupplierSettings}
        onChange={(paymentToSupplierSettings) => set({ paymentToSupplierSettings })}
        errorsOf={errorsOf}
      />
    </section>
  );
}
