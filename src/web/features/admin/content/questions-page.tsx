import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import type { z } from 'zod';
import type { adminQuestionsResponse, QuestionsBody } from '../../../../core/contract/admin/content.ts';
import { useApiClient } from '../../../api/api-client-context.tsx';
import { TextField } from '../../../ui/form/text-field.tsx';
import { useNoticeStore } from '../../../ui/notices/notice-context.tsx';
import { useAdminT } from '../shell/admin-i18n.ts';
import { ConsoleHeading } from '../shell/console-heading.tsx';
import { ListItemControls, useEditableList } from './editable-list.tsx';
import { MarkdownEditor } from './markdown-editor.tsx';
import { useFieldErrors } from './use-field-errors.ts';
import './content.css';

type Question = QuestionsBody['questions'][number];
type QuestionsResponse = z.infer<typeof adminQuestionsResponse>;
const KEY = ['admin', 'content', 'questions'];

/** The Q&A as one ordered list: add, reorder, remove, then save the whole list at once. */
export function QuestionsPage() {
  const api = useApiClient();
  const questions = useQuery({
    queryKey: KEY,
    queryFn: () => api.get<QuestionsResponse>('/admin/questions'),
  });
  if (!questions.data) return null;
  return <QuestionsForm initial={questions.data.data.questions} />;
}

function QuestionsForm({ initial }: { initial: Question[] }) {
  const t = useAdminT();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const { notify } = useNoticeStore();
  const fieldErrors = useFieldErrors();
  const list = useEditableList(initial, () => ({ question: '', answer: '', questionEn: '', answerEn: '' }));
  const save = useMutation({
    mutationFn: () =>
      api.put<QuestionsResponse>('/admin/questions', { questions: list.items.map(({ value }) => value) }),
    onSuccess: (saved) => {
      fieldErrors.clear();
      queryClient.setQueryData(KEY, saved);
      notify({
        type: 'success',
        message: t('content.questions.saved', { count: saved.data.questions.length }),
      });
    },
    onError: fieldErrors.onError,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const errors = fieldErrors.errors;

  return (
    <>
      <ConsoleHeading lead={t('content.questions.lead')}>{t('content.questions.title')}</ConsoleHeading>
      <form className="form content-form" onSubmit={submit} noValidate>
        <p className="markdown-editor__help">{t('content.markdownHelp')}</p>
        {list.items.length === 0 && <p className="empty-state">{t('content.questions.empty')}</p>}
        <ol className="list-editor">
          {list.items.map(({ key, value }, index) => (
            <li key={key} className="list-editor__item">
              <h2>{t('content.questions.number', { number: index + 1 })}</h2>
              <TextField
                label={t('content.questions.question')}
                name={`questions.${index}.question`}
                value={value.question}
                errors={errors[`questions.${index}.question`]}
                onChange={(event) => {
                  fieldErrors.edited(`questions.${index}.question`);
                  list.update(index, { ...value, question: event.target.value });
                }}
              />
              <MarkdownEditor
                label={t('content.questions.answer')}
                name={`questions.${index}.answer`}
                value={value.answer}
                rows={4}
                help={false}
                errors={errors[`questions.${index}.answer`]}
                onChange={(answer) => {
                  fieldErrors.edited(`questions.${index}.answer`);
                  list.update(index, { ...value, answer });
                }}
              />
              <TextField
                label={t('content.questions.questionEn')}
                name={`questions.${index}.questionEn`}
                value={value.questionEn}
                errors={errors[`questions.${index}.questionEn`]}
                onChange={(event) => {
                  fieldErrors.edited(`questions.${index}.questionEn`);
                  list.update(index, { ...value, questionEn: event.target.value });
                }}
              />
              <MarkdownEditor
                label={t('content.questions.answerEn')}
                name={`questions.${index}.answerEn`}
                value={value.answerEn}
                rows={3}
                help={false}
                errors={errors[`questions.${index}.answerEn`]}
                onChange={(answerEn) => {
                  fieldErrors.edited(`questions.${index}.answerEn`);
                  list.update(index, { ...value, answerEn });
                }}
              />
              <ListItemControls
                list={list}
                index={index}
                name={t('content.questions.number', { number: index + 1 })}
              />
            </li>
          ))}
        </ol>
        <div className="content-form__footer">
          <button type="button" className="button button--secondary" onClick={list.add}>
            {t('content.questions.add')}
          </button>
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {save.isPending ? t('console.saving') : t('content.saveAndPublish')}
          </button>
        </div>
      </form>
    </>
  );
}
