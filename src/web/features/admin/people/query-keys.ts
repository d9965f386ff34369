/** The people area's query keys: lists under `customers` / `identifications`, one record by its account id. */
export const peopleKeys = {
  customers: ['admin', 'people', 'customers'] as const,
  customer: (accountId: string) => ['admin', 'people', 'customer', accountId] as const,
  identifications: ['admin', 'people', 'identifications'] as const,
  identification: (accountId: string) => ['admin', 'people', 'identification', accountId] as const,
};
