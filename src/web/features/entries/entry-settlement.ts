import type { SiteInfo } from '../../../core/contract/site.ts';
import { paymentFee } from '../../../core/money.ts';

export interface SupplierSettlement {
  gross: number;
  fee: number;
  net: number;
}

/**
 * What the supplier receives of an entry's amount under the site's current fee settings
 * (docs/money.md): a `regular` fee is a share of the payment, a `single` fee is taken at matching; a
 * monthly plan takes nothing from an entry. The sale itself records the fee when it is paid.
 */
export function supplierSettlement(gross: number, payment: SiteInfo['payment']): SupplierSettlement {
  const fee =
    payment.castMatchingFeeType === 'single'
      ? Math.min(gross, payment.castMatchingFee)
      : paymentFee(gross, payment);
  return { gross, fee, net: gross - fee };
}
