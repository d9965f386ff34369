import { serializerCompiler as contractSerializerCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { listEnvelope, type PaginationMeta, paginationMeta } from '../../core/contract/common.ts';
import { expectContract, fastSerializer } from './response-serializer.ts';

/** Items' encodings kept at most; past it every one is forgotten at once and written again as asked. */
const MAX_KEPT = 20_000;
/**
 * Everything kept is forgotten this often as well. A key built from PostgreSQL's row versions (`xmin`)
 * names one content only until the transaction ids wrap around, 2^32 transactions later.
 */
const FORGET_EVERY_MS = 60 * 60 * 1000;
const OPEN = Buffer.from('{"data":[');
const COMMA = Buffer.from(',');

export interface ListAnswer<Item> {
  data: Item[];
  meta: PaginationMeta;
}

/**
 * Writes a list answer (`{ data, meta }`, the contract's `listEnvelope`) from its items' encodings,
 * each kept under the key its caller gives it: a key that changes whenever what the item answers could
 * (for the catalogue: the versions of the rows it is read from, the tax rate, the private fields, the
 * viewer's favorite). A page of services then costs the concatenation of bytes written before, where
 * serialising it cost a third of an uncached catalogue request (docs/performance.md).
 *
 * With `check` (development and every test), the whole answer is also encoded by the contract and must
 * read the same, as every other answer is (./response-serializer.ts): an item kept under a key that did
 * not change with its content fails there.
 */
export function createListAnswers<Item>(
  name: string,
  item: ZodType<Item>,
  options: { check: boolean; now?: () => number },
) {
  const writeItem = fastSerializer(item);
  const writeMeta = fastSerializer(paginationMeta);
  const contract = options.check
    ? contractSerializerCompiler({ schema: listEnvelope(item), method: 'GET', url: name, httpStatus: '200' })
    : undefined;
  const now = options.now ?? (() => performance.now());
  const kept = new Map<string, Buffer>();
  let forgottenAt = now();

  function encoded(value: Item, key: string): Buffer {
    let bytes = kept.get(key);
    if (bytes === undefined) {
      bytes = Buffer.from(writeItem(value));
      if (kept.size >= MAX_KEPT) kept.clear();
      kept.set(key, bytes);
    }
    return bytes;
  }

  /** `keys[i]` is the key of `answer.data[i]`. */
  return function listAnswer(answer: ListAnswer<Item>, keys: readonly string[]): Buffer {
    if (now() - forgottenAt >= FORGET_EVERY_MS) {
      kept.clear();
      forgottenAt = now();
    }
    const parts: Buffer[] = [OPEN];
    answer.data.forEach((value, index) => {
      if (index > 0) parts.push(COMMA);
      parts.push(encoded(value, keys[index] as string));
    });
    parts.push(Buffer.from(`],"meta":${writeMeta(answer.meta)}}`));
    const bytes = Buffer.concat(parts);
    if (contract) expectContract(`GET ${name}`, bytes.toString(), contract(answer) as string);
    return bytes;
  };
}
export type ListAnswers<Item> = ReturnType<typeof createListAnswers<Item>>;
