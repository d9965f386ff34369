import { CAST_MATCHING_FEE_TYPES, PAYMENT_FLOW_TYPES } from '../../../../core/enums.ts';
import { useAdminT } from '../shell/admin-i18n.ts';
import { SelectField } from './choice-fields.tsx';
import { SiteField } from './site-field.tsx';
import { inputFromNumber, numberFromInput, type SectionProps } from './site-form.ts';
import { SupplierRows } from './supplier-rows.tsx';

type Payment = SectionProps['site']['payment'];
type YenSetting =
  | 'castMatchingFee'
  | 'castMatchingFeeMinimum'
  | 'castMatchingPlanMonthly'
  | 'serviceListingFeeMonthly';
interface PaymentFieldsProps {
  payment: Payment;
  set: (patch: Partial<Payment>) => void;
  errorsOf: SectionProps['errorsOf'];
}

/** A whole-yen payment setting, with what it charges said under it. */
function YenField({ setting, payment, set, errorsOf }: PaymentFieldsProps & { setting: YenSetting }) {
  const t = useAdminT();
  return (
    <SiteField
      label={t(`site.${setting}`)}
      help={t(`site.${setting}Help`)}
      name={`payment.${setting}`}
      type="number"
      inputMode="numeric"
      min={0}
      value={inputFromNumber(payment[setting])}
      onChange={(event) => set({ [setting]: numberFromInput(event.target.value) })}
      errors={errorsOf(`payment.${setting}`)}
    />
  );
}

/** The amounts of the chosen fee type (the others are kept as they are, unseen, until their type is chosen). */
function FeeTypeFields(props: PaymentFieldsProps) {
  const { payment, set, errorsOf } = props;
  const t = useAdminT();
  const yen = (setting: YenSetting) => <YenField setting={setting} {...props} />;
  switch (payment.castMatchingFeeType) {
    case 'single':
      return yen('castMatchingFee');
    case 'regular':
      return (
        <>
          <SiteField
            label={t('site.castMatchingFeeRate')}
            help={t('site.castMatchingFeeRateHelp')}
            name="payment.castMatchingFeeRate"
            type="number"
            inputMode="decimal"
            min={0}
            max={100}
            step={0.01}
            value={inputFromNumber(payment.castMatchingFeeRate)}
            onChange={(event) => set({ castMatchingFeeRate: numberFromInput(event.target.value) })}
            errors={errorsOf('payment.castMatchingFeeRate')}
          />
          {yen('castMatchingFeeMinimum')}
        </>
      );
    case 'subscription':
      return yen('castMatchingPlanMonthly');
    default:
      return null;
  }
}

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
          help={t('site.feeTermsNote')}
        />
        <FeeTypeFields payment={payment} set={set} errorsOf={errorsOf} />
        <YenField setting="serviceListingFeeMonthly" payment={payment} set={set} errorsOf={errorsOf} />
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
