import { type FormEvent, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { LayoutBlock } from '../../../core/contract/layouts.ts';
import type { FormField } from '../../../core/forms/form-schema.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { SERVICES_PATH, signupPath } from '../../paths.ts';
import { EmptyState } from '../../ui/empty-state/empty-state.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { HydrateLater } from '../../ui/hydrate-later.tsx';
import { CardGridSkeleton, TextSkeleton } from '../../ui/skeleton/skeleton.tsx';
import { useFormSchema } from '../form-schemas/use-form-schema.ts';
import { useLayout } from '../layouts/use-layout.ts';
import { useLayoutFields } from '../layouts/use-layout-fields.ts';
import { NoticeDate } from '../notices/notice-date.tsx';
import { useNotices } from '../notices/notices-query.ts';
import { ServiceCard } from '../services/service-card.tsx';
import { SERVICE_SCHEMA_PATH, type ServicesPage, useServices } from '../services/use-services.ts';
import { RoleGuide } from '../signup/role-guide.tsx';
import { useFeatureOn } from '../site/feature-switch.ts';
import { roleLabel, siteMessageParams } from '../site/role-labels.ts';
import { useSite } from '../site/site-query.ts';
import { RecentReviews } from './recent-reviews.tsx';
import { TopHero } from './top-hero.tsx';
import './top.css';

const LIST_LIMIT = 6;

/**
 * One block of the top layout. Its content comes to life in work of its own (`HydrateLater`), so that no
 * one task of bringing the drawn page to life blocks a slow phone for long.
 */
function Section({ block, children }: { block: LayoutBlock; children: React.ReactNode }) {
  const id = `top-${block.type}`;
  return (
    <section className="top-block" aria-labelledby={id}>
      <h2 id={id}>{block.title}</h2>
      <HydrateLater>{children}</HydrateLater>
    </section>
  );
}

function KeywordSearch({ block }: { block: LayoutBlock }) {
  const t = useT();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = new URLSearchParams();
    if (keyword.trim()) query.set('keyword', keyword.trim());
    navigate(`${SERVICES_PATH}?${query}`);
  }
  return (
    <Section block={block}>
      <form className="form search-form" aria-label={block.title || t('services.search')} onSubmit={submit}>
        <TextField
          label={t('services.keyword')}
          name="keyword"
          type="search"
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
        />
        <button type="submit" className="button button--primary">
          {t('services.search')}
        </button>
      </form>
    </Section>
  );
}

/** The choices of the search schema's category field (or its first choice field) as links. */
function Categories({ block }: { block: LayoutBlock }) {
  const fields = useFormSchema('/schemas/service/search');
  const isChoice = (field: FormField) => ['pull_down', 'radio_button', 'check_box'].includes(field.type);
  const field = fields.find((f) => f.key === 'category' && isChoice(f)) ?? fields.find(isChoice);
  if (!field) return null;
  const searchFor = (value: string) =>
    `${SERVICES_PATH}?${new URLSearchParams({ custom: JSON.stringify({ [field.key]: field.type === 'check_box' ? [value] : value }) })}`;
  return (
    <Section block={block}>
      <ul className="chip-list">
        {field.options.map((option) => (
          <li key={option.value}>
            <Link className="chip" to={searchFor(option.value)}>
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function ServiceGrid({ block, services }: { block: LayoutBlock; services: ServicesPage['data'] }) {
  const fields = useLayoutFields('top', SERVICE_SCHEMA_PATH);
  return (
    <Section block={block}>
      <ul className="card-grid">
        {services.map((service) => (
          <ServiceCard key={service.id} service={service} fields={fields} headingLevel={3} />
        ))}
      </ul>
    </Section>
  );
}

function NewServices({ block }: { block: LayoutBlock }) {
  const t = useT();
  const site = useSite();
  const { data } = useServices({ orderBy: 'newest', perPage: block.limit ?? LIST_LIMIT });
  // A new site has no services yet: the first casts are who can change that.
  if (data.length === 0) {
    return (
      <Section block={block}>
        <EmptyState
          title={t('top.noServices')}
          text={t('top.noServices.text', siteMessageParams(site))}
          action={{ to: signupPath('cast'), label: t('top.signupAs', { role: roleLabel(site, 'cast') }) }}
        />
      </Section>
    );
  }
  return <ServiceGrid block={block} services={data} />;
}

/**
 * The most booked, then best rated, then most favorited services (the catalogue's `popularity`), leaving
 * out those the new block already shows as long as enough others remain; a young site fills up with them.
 */
function PopularServices({ block, newBlock }: { block: LayoutBlock; newBlock: LayoutBlock | undefined }) {
  const limit = block.limit ?? LIST_LIMIT;
  const newLimit = newBlock ? (newBlock.limit ?? LIST_LIMIT) : 0;
  const shownAsNew = useServices({ orderBy: 'newest', perPage: Math.max(newLimit, 1) }).data.slice(
    0,
    newLimit,
  );
  const { data } = useServices({ orderBy: 'popularity', perPage: limit + newLimit });
  const isNew = (service: ServicesPage['data'][number]) => shownAsNew.some((s) => s.id === service.id);
  const services = [...data.filter((s) => !isNew(s)), ...data.filter(isNew)].slice(0, limit);
  if (services.length === 0) return null;
  return <ServiceGrid block={block} services={services} />;
}

function LatestNotices({ block }: { block: LayoutBlock }) {
  const t = useT();
  const { data } = useNotices('guest', 1, block.limit ?? 3);
  return (
    <Section block={block}>
      {/* One element: a part hydrated later keeps the server's markup only from a single root. */}
      <div>
        {data.length === 0 ? (
          <p>{t('notices.empty')}</p>
        ) : (
          <ul className="plain-list">
            {data.map((notice) => (
              <li key={notice.id}>
                <NoticeDate iso={notice.publishedAt} />{' '}
                <Link to={`/notices/${notice.id}`}>{notice.title}</Link>
              </li>
            ))}
          </ul>
        )}
        <p>
          <Link to="/notices">{t('top.allNotices')}</Link>
        </p>
      </div>
    </Section>
  );
}

function TopBlock({ block, blocks }: { block: LayoutBlock; blocks: LayoutBlock[] }) {
  const reviewsOn = useFeatureOn('review');
  switch (block.type) {
    case 'search':
      return <KeywordSearch block={block} />;
    case 'categories':
      return <Categories block={block} />;
    case 'new_services':
      return <NewServices block={block} />;
    case 'popular_services':
      return (
        <>
          <PopularServices block={block} newBlock={blocks.find((b) => b.type === 'new_services')} />
          {reviewsOn && (
            <Suspense fallback={<CardGridSkeleton count={2} />}>
              <RecentReviews />
            </Suspense>
          )}
        </>
      );
    case 'notices':
      return <LatestNotices block={block} />;
    default:
      return null;
  }
}

/**
 * The top page: the one hero (the layout's hero block, wherever the operator put it), what each role
 * does, then the other blocks of the operator's top layout in order; the recent reviews follow the
 * popular services.
 */
export function TopPage() {
  return (
    <Suspense fallback={<TextSkeleton />}>
      <TopContent />
    </Suspense>
  );
}

function TopContent() {
  const { blocks } = useLayout('top');
  return (
    <div className="top-page">
      <HydrateLater>
        <TopHero block={blocks.find((block) => block.type === 'hero')} />
      </HydrateLater>
      <div className="top-block">
        <HydrateLater>
          <RoleGuide />
        </HydrateLater>
      </div>
      {blocks
        .filter((block) => block.type !== 'hero')
        .map((block) => (
          <Suspense key={block.type} fallback={<CardGridSkeleton />}>
            <TopBlock block={block} blocks={blocks} />
          </Suspense>
        ))}
    </div>
  );
}
