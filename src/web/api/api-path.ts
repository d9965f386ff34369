import { RequiredParameterError } from './errors.ts';

/** The `{name}` placeholders of a path template, as a type: '/a/{x}/b/{y}' gives 'x' | 'y'. */
type PlaceholderNames<T extends string> = T extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PlaceholderNames<Rest>
  : never;

/** Null and undefined are accepted by the type on purpose: catching them is this function's job. */
export type PathParams<T extends string> = Record<PlaceholderNames<T>, string | number | null | undefined>;

/**
 * Fills a path template such as '/services/{serviceId}'. Each value is URL-encoded; a null or undefined
 * value throws RequiredParameterError naming the parameter, so no request goes to '/services/undefined'.
 */
export function apiPath<T extends string>(template: T, params: PathParams<T>): string {
  const values = params as Record<string, string | number | null | undefined>;
  return template.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = values[name];
    if (value === null || value === undefined) throw new RequiredParameterError(name);
    return encodeURIComponent(String(value));
  });
}
