import type { RouteExamples } from './route-example.ts';

const introduction = {
  key: 'introduction',
  type: 'text',
  label: '自己紹介に含む言葉',
};

export const schemasExamples: RouteExamples = {
  'GET /admin/schemas': {},
  'GET /admin/schemas/{schemaSlug}': { params: { schemaSlug: 'service.create' } },
  'PUT /admin/schemas/{schemaSlug}': {
    params: { schemaSlug: 'guests.search' },
    body: { fields: [introduction] },
  },
  'GET /admin/schemas/{schemaSlug}/answers/{recordId}': {
    params: { schemaSlug: 'casts.edit', recordId: 'demoCast1' },
  },
  'GET /admin/layouts/{layoutSlug}': { params: { layoutSlug: 'services.detail' } },
  'PUT /admin/layouts/{layoutSlug}': async (_t, operator) => {
    const current = (await operator.get('/api/admin/layouts/guests.index')).json().data;
    return { params: { layoutSlug: 'guests.index' }, body: current.layout };
  },
};
