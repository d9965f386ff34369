import { lazy, Suspense } from 'react';
import { useT } from '../../i18n/i18n-context.tsx';
import { useHydrated } from '../../ui/use-hydrated.ts';
import { siteMessageParams } from '../site/role-labels.ts';
import { useSite } from '../site/site-query.ts';
import type { ServiceDetail } from './use-services.ts';

// A chunk of its own, fetched once the page is alive: the first paint never waits for it.
const ServiceCalendar = lazy(() => import('../availability/service-calendar.tsx'));

/**
 * Where a service books a time: the section, whether a booking is confirmed at once and the zone of its
 * times are drawn with the page; the calendar itself only after hydration, by the browser (it starts from
 * the browser's today and asks for the slots then), so the server's HTML and the first client pass agree.
 */
export function ServiceCalendarSection({ service }: { service: ServiceDetail }) {
  const t = useT();
  const site = useSite();
  const hydrated = useHydrated();
  return (
    <section id="booking" className="card service-calendar-section" aria-labelledby="booking-heading">
      <h2 id="booking-heading">{t('booking.heading')}</h2>
      {service.booking.instantBooking && (
        <p className="callout">
          <strong>{t('booking.instant')}</strong>
          <br />
          {t('booking.instantText', siteMessageParams(site))}
        </p>
      )}
      <p>{t('booking.timeZone', { zone: site.service.timeZone })}</p>
      {/* Nothing here is drawn by the server, so hydration keeps every element it drew. */}
      {hydrated && (
        <Suspense fallback={<p role="status">{t('booking.loading')}</p>}>
          <ServiceCalendar service={service} timeZone={site.service.timeZone} />
        </Suspense>
      )}
    </section>
  );
}
