import { Link, useParams } from 'react-router';
import type { ContentPage } from '../../../core/contract/content.ts';
import type { AccountType } from '../../../core/enums.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { Markdown } from '../../ui/markdown/markdown.tsx';
import { PageHeading } from '../site/page-heading.tsx';
import { useContent } from './use-content.ts';

function Page({ page }: { page: ContentPage }) {
  return (
    <article className="narrow narrow--wide">
      <PageHeading>{page.title}</PageHeading>
      <Markdown source={page.body} />
    </article>
  );
}

function TermsPage({ accountType }: { accountType: AccountType }) {
  return <Page page={useContent<ContentPage>('/terms', { type: accountType })} />;
}

export const CastTermsPage = () => <TermsPage accountType="cast" />;
export const GuestTermsPage = () => <TermsPage accountType="guest" />;
export const PrivacyPolicyPage = () => <Page page={useContent<ContentPage>('/privacy-policy')} />;

export function FixedPage() {
  const { pageSlug = '' } = useParams();
  return <Page page={useContent<ContentPage>(`/fixed-page/${pageSlug}`)} />;
}

export function FixedPagesPage() {
  const t = useT();
  const pages = useContent<Array<Pick<ContentPage, 'slug' | 'title'>>>('/fixed-page');
  return (
    <>
      <PageHeading>{t('page.fixedPages')}</PageHeading>
      <ul className="link-list">
        {pages.map((page) => (
          <li key={page.slug}>
            <Link to={`/page/${page.slug}`}>{page.title}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}

export function QuestionsPage() {
  const t = useT();
  const questions = useContent<Array<{ question: string; answer: string }>>('/questions');
  return (
    <div className="narrow narrow--wide">
      <PageHeading>{t('page.qanda')}</PageHeading>
      {questions.map((q) => (
        <section key={q.question} className="card">
          <h2>{q.question}</h2>
          <Markdown source={q.answer} />
        </section>
      ))}
    </div>
  );
}

export function ManagementInfoPage() {
  const t = useT();
  const info = useContent<{ rows: Array<{ label: string; value: string }> }>('/management-info');
  return (
    <div className="narrow narrow--wide">
      <PageHeading>{t('page.managementInfo')}</PageHeading>
      <table className="table">
        <tbody>
          {info.rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
