import type { Locale } from '../../../../core/i18n.ts';
import { readResponse } from '../../../api/read-response.ts';
import { commonHeaders } from '../../../api/request-headers.ts';

/**
 * POSTs to a console route that answers a file and hands the file to the browser as a download. The
 * export changes state (the batch becomes exported), so it is a POST with the XSRF header like every
 * change, which a plain link cannot send; an error answer throws the API client's error classes.
 */
export async function downloadExport(url: string, locale: Locale): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: commonHeaders(document.cookie, locale),
    credentials: 'include',
  });
  if (!response.ok) await readResponse(response);
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'zengin.txt';
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click has been handled.
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
