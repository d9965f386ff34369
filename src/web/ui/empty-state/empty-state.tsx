import { Link } from 'react-router';
import './empty-state.css';

/**
 * What a list shows when it has nothing: what is missing, and the one thing to do next as a link
 * (never a dead end).
 */
export function EmptyState({
  title,
  text,
  action,
}: {
  title: string;
  text?: string;
  action: { to: string; label: string };
}) {
  return (
    <div className="empty-state">
      <p className="empty-state__title">{title}</p>
      {text && <p className="empty-state__text">{text}</p>}
      <Link className="button button--primary" to={action.to}>
        {action.label}
      </Link>
    </div>
  );
}
