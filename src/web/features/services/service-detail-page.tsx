import { useParams } from 'react-router';
import { useT } from '../../i18n/i18n-context.tsx';
import { PageHeading } from '../../ui/layout/page-heading.tsx';
import { PlainText } from '../content/plain-text.tsx';
import { FavoriteButton } from './favorite-button.tsx';
import { useService } from './use-services.ts';
import { Yen } from './yen.tsx';

/** One service: who offers it, what it is, its menus with prices including and excluding tax. */
export function ServiceDetailPage() {
  const t = useT();
  const { serviceId = '' } = useParams();
  const service = useService(serviceId);
  return (
    <article className="narrow narrow--wide">
      <PageHeading>{service.title}</PageHeading>
      <p>{t('services.by', { name: service.cast.nickname })}</p>
      <FavoriteButton serviceId={service.id} favorited={service.favorited} title={service.title} />
      {service.imageUrls.length > 0 && (
        <div className="upload-list">
          {service.imageUrls.map((url, index) => (
            <img key={url} src={url} alt={t('services.image', { title: service.title, number: index + 1 })} />
          ))}
        </div>
      )}
      <PlainText text={service.description} />
      <h2>{t('services.menus')}</h2>
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{t('services.menu')}</th>
            <th scope="col">{t('services.priceIncluded')}</th>
            <th scope="col">{t('services.priceExcluded')}</th>
          </tr>
        </thead>
        <tbody>
          {service.menus.map((menu) => (
            <tr key={menu.id}>
              <th scope="row">{menu.name}</th>
              <td>
                <Yen amount={menu.price.includingTax} />
                {menu.unit && ` / ${menu.unit}`}
              </td>
              <td>
                <Yen amount={menu.price.excludingTax} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  );
}
