import type { Me } from '../../core/contract/auth.ts';
import type { SiteInfo } from '../../core/contract/site.ts';

export function siteInfo(overrides: Partial<SiteInfo> = {}): SiteInfo {
  return {
    name: 'つなぐ家庭教師',
    siteCode: 'tutor',
    castName: '先生',
    guestName: '生徒',
    contactEmail: 'contact@example.com',
    guestBelongingTitle: 'お子さま',
    design: { siteThemeId: 'pop_color01' },
    ogp: { title: '', description: '', imageUrl: '' },
    payment: {
      flowType: 'c2g',
      serviceListingFeeMonthly: 0,
      castMatchingFeeType: 'none',
      taxRate: 0.1,
      paymentToSupplierSettings: [],
      providerApiPublicKey: '',
    },
    features: [],
    service: { chargeMethods: ['none'], serviceHourType: 'none' },
    preview: false,
    ...overrides,
  };
}

export function castMe(overrides: Partial<Me> = {}): Me {
  return {
    id: 'cast01',
    type: 'cast',
    customerAccountType: 'individual',
    email: 'cast@example.com',
    nickname: '山田先生',
    ...overrides,
  };
}

export function guestMe(overrides: Partial<Me> = {}): Me {
  return {
    ...castMe(),
    id: 'guest01',
    type: 'guest',
    email: 'guest@example.com',
    nickname: '佐藤',
    ...overrides,
  };
}
