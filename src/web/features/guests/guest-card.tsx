import { Link } from 'react-router';
import type { PublicGuest } from '../../../core/contract/guests.ts';
import type { FormField } from '../../../core/forms/form-schema.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { Avatar } from '../../ui/avatar/avatar.tsx';
import { FieldValuesList } from '../form-schemas/field-values-list.tsx';
import { guestProfilePath } from '../profiles/profile-paths.ts';
import { RatingText } from '../reviews/rating-text.tsx';
import { GuestFavoriteButton } from './guest-favorite-button.tsx';
import './guests.css';

/** A guest in a list: name (to the profile), account type, the layout's fields, rating and the heart. */
export function GuestCard({
  guest,
  fields,
  headingLevel = 2,
}: {
  guest: PublicGuest;
  /** The custom fields the page's layout shows on cards. */
  fields: readonly FormField[];
  headingLevel?: 2 | 3;
}) {
  const t = useT();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className="card guest-card">
      <div className="avatar-line">
        <Avatar name={guest.nickname} imageUrl={guest.avatarUrl} />
        <div>
          <Heading className="guest-card__name">
            <Link to={guestProfilePath(guest.id)}>{guest.nickname}</Link>
          </Heading>
          <p className="guest-card__type">{t(`signup.customerAccountType.${guest.customerAccountType}`)}</p>
        </div>
      </div>
      <FieldValuesList fields={fields} values={guest.values} />
      <RatingText rating={guest.rating} />
      <GuestFavoriteButton guestId={guest.id} favorited={guest.favorited} nickname={guest.nickname} />
    </li>
  );
}
