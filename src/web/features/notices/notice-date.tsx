import { EntryTime } from '../entries/entry-time.tsx';

/** A publication date, in the one date format of the site (the reader's language, Japan's time zone). */
export function NoticeDate({ iso }: { iso: string }) {
  return <EntryTime iso={iso} date />;
}
