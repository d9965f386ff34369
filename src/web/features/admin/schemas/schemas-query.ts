import type { z } from 'zod';
import type { listSchemasResponse, schemaDetailResponse } from '../../../../core/contract/admin/schemas.ts';
import type { ApiClient } from '../../../api/api-client.ts';

export type ListSchemasResponse = z.infer<typeof listSchemasResponse>;
export type SchemaDetailResponse = z.infer<typeof schemaDetailResponse>;

export const schemasKey = ['admin', 'schemas'] as const;
export const schemaKey = (slug: string) => ['admin', 'schemas', slug] as const;

export const fetchSchemas = (api: ApiClient) => api.get<ListSchemasResponse>('/admin/schemas');
export const fetchSchema = (api: ApiClient, slug: string) =>
  api.get<SchemaDetailResponse>(`/admin/schemas/${slug}`);
