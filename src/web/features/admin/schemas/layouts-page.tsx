import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { z } from 'zod';
import type { LayoutEditor, layoutEditorResponse } from '../../../../core/contract/admin/layouts.ts';
import { LAYOUT_KEYS, type LayoutBlock, type LayoutBlockType } from '../../../../core/contract/layouts.ts';
import { useApiClient } from '../../../api/api-client-context.tsx';
import { ValidationError } from '../../../api/errors.ts';
import { ControlFrame } from '../../../ui/form/control-frame.tsx';
import { TextAreaField } from '../../../ui/form/text-area-field.tsx';
import { TextField } from '../../../ui/form/text-field.tsx';
import { useNoticeStore } from '../../../ui/notices/notice-context.tsx';
import { useAdminT } from '../shell/admin-i18n.ts';
import { ConsoleHeading } from '../shell/console-heading.tsx';
import { consolePath } from '../shell/console-paths.ts';
import { move } from './draft-fields.ts';
import { LayoutPreview } from './layout-preview.tsx';
import { NumberInput } from './number-input.tsx';
import { OrderControls } from './ordered-list-controls.tsx';
import { useRoleNames } from './use-role-names.ts';
import './schemas.css';

type LayoutEditorResponse = z.infer<typeof layoutEditorResponse>;
const slugOf = (key: string) => key.replaceAll('/', '.');
/** List blocks say how many items they show. */
const LIMITED = new Set<string>(['new_services', 'popular_services', 'notices', 'reviews']);

/** /admin/layouts/{page}: the blocks and fields of one page, in order, with a schematic preview. */
export function LayoutsPage() {
  const t = useAdminT();
  const api = useApiClient();
  const roles = useRoleNames();
  const { layoutSlug = 'top' } = useParams();
  const editor = useQuery({
    queryKey: ['admin', 'layouts', layoutSlug],
    queryFn: () => api.get<LayoutEditorResponse>(`/admin/layouts/${layoutSlug}`),
  });
  return (
    <>
      <ConsoleHeading lead={t('layouts.lead')}>{t('layouts.title')}</ConsoleHeading>
      {roles && (
        <nav aria-label={t('layouts.pages')}>
          <ul className="layout-tabs">
            {LAYOUT_KEYS.map((key) => (
              <li key={key}>
                <Link
                  to={consolePath(`layouts/${slugOf(key)}`)}
                  aria-current={slugOf(key) === layoutSlug ? 'page' : undefined}
                >
                  {t(`layouts.page.${key}`, roles)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {editor.data && roles && (
        <LayoutForm
          key={`${editor.data.data.key}@${editor.data.data.updatedAt}`}
          editor={editor.data.data}
          roles={roles}
        />
      )}
    </>
  );
}

function LayoutForm({ editor, roles }: { editor: LayoutEditor; roles: { cast: string; guest: string } }) {
  const t = useAdminT();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const { notify } = useNoticeStore();
  const [blocks, setBlocks] = useState<LayoutBlock[]>(editor.layout.blocks);
  const [fields, setFields] = useState<string[]>(editor.layout.fields);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const unused = editor.availableBlocks.filter((type) => !blocks.some((b) => b.type === type));
  const [blockToAdd, setBlockToAdd] = useState('');
  const addable = editor.availableFields.filter((f) => !f.private && !fields.includes(f.key));
  const [fieldToAdd, setFieldToAdd] = useState('');
  const labelOf = (key: string) => editor.availableFields.find((f) => f.key === key)?.label ?? key;
  const pageName = t(`layouts.page.${editor.key}`, roles);
  const dirty = JSON.stringify({ blocks, fields }) !== JSON.stringify(editor.layout);

  const save = useMutation({
    mutationFn: () => api.put<LayoutEditorResponse>(`/admin/layouts/${editor.slug}`, { blocks, fields }),
    onSuccess: (saved) => {
      setErrors({});
      queryClient.setQueryData(['admin', 'layouts', editor.slug], saved);
      notify({ type: 'success', message: t('layouts.saved', { page: pageName }) });
    },
    onError: (error) => {
      if (error instanceof ValidationError) setErrors(error.errors);
    },
  });
  const setBlock = (index: number, change: Partial<LayoutBlock>) =>
    setBlocks((list) => list.map((b, i) => (i === index ? { ...b, ...change } : b)));
  const setEnglish = (index: number, change: { title?: string; text?: string }) =>
    setBlocks((list) =>
      list.map((b, i) =>
        i === index ? { ...b, translations: { en: { ...b.translations?.en, ...change } } } : b,
      ),
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };

  return (
    <form className="schema-editor" onSubmit={submit} noValidate>
      <div className="schema-editor__edit">
        <section className="card" aria-labelledby="layout-blocks-heading">
          <h2 id="layout-blocks-heading">{t('layouts.blocks')}</h2>
          {blocks.length === 0 && <p className="empty-state">{t('layouts.noBlocks')}</p>}
          <ol className="schema-fields">
            {blocks.map((block, index) => {
              const name = t(`layouts.block.${block.type}`, roles);
              return (
                <li key={block.type} className="schema-fields__item">
                  <div className="layout-block">
                    <strong>{name}</strong>
                    {errors[`blocks.${index}.type`] && (
                      <p className="field__errors">{errors[`blocks.${index}.type`]?.join(' ')}</p>
                    )}
                    <div className="layout-block__fields">
                      <TextField
                        label={`${t('layouts.blockTitle')}（${name}）`}
                        name={`blocks.${index}.title`}
                        value={block.title}
                        errors={errors[`blocks.${index}.title`]}
                        onChange={(event) => setBlock(index, { title: event.target.value })}
                      />
                      <TextField
                        label={`${t('layouts.blockTitleEn')}（${name}）`}
                        name={`blocks.${index}.translations.en.title`}
                        lang="en"
                        value={block.translations?.en?.title ?? ''}
                        errors={errors[`blocks.${index}.translations.en.title`]}
                        onChange={(event) => setEnglish(index, { title: event.target.value })}
                      />
                      {LIMITED.has(block.type) && (
                        <NumberInput
                          label={`${t('layouts.blockLimit')}（${name}）`}
                          name={`blocks.${index}.limit`}
                          value={block.limit}
                          errors={errors[`blocks.${index}.limit`]}
                          onChange={(limit) => setBlock(index, { limit })}
                        />
                      )}
                    </div>
                    {block.type === 'hero' && (
                      <TextAreaField
                        label={`${t('layouts.blockText')}（${name}）`}
                        name={`blocks.${index}.text`}
                        rows={2}
                        value={block.text}
                        errors={errors[`blocks.${index}.text`]}
                        onChange={(event) => setBlock(index, { text: event.target.value })}
                      />
                    )}
                    {block.type === 'hero' && (
                      <TextAreaField
                        label={`${t('layouts.blockTextEn')}（${name}）`}
                        name={`blocks.${index}.translations.en.text`}
                        lang="en"
                        rows={2}
                        value={block.translations?.en?.text ?? ''}
                        errors={errors[`blocks.${index}.translations.en.text`]}
                        onChange={(event) => setEnglish(index, { text: event.target.value })}
                      />
                    )}
                  </div>
                  <OrderControls
                    id={`block-${block.type}`}
                    label={name}
                    index={index}
                    count={blocks.length}
                    onMove={(by) => setBlocks((list) => move(list, index, by))}
                    onRemove={() => setBlocks((list) => list.filter((_, i) => i !== index))}
                  />
                </li>
              );
            })}
          </ol>
          {unused.length > 0 ? (
            <div className="schema-add">
              <ControlFrame label={t('layouts.addBlockLabel')}>
                {(control) => (
                  <select
                    {...control}
                    className="field__input"
                    value={blockToAdd || unused[0]}
                    onChange={(event) => setBlockToAdd(event.target.value)}
                  >
                    {unused.map((type) => (
                      <option key={type} value={type}>
                        {t(`layouts.block.${type as LayoutBlockType}`, roles)}
                      </option>
                    ))}
                  </select>
                )}
              </ControlFrame>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => {
                  const type = (unused.includes(blockToAdd) ? blockToAdd : unused[0]) as LayoutBlockType;
                  setBlocks((list) => [...list, { type, title: '', text: '' }]);
                  setBlockToAdd('');
                }}
              >
                {t('layouts.addBlock')}
              </button>
            </div>
          ) : (
            <p className="schema-settings__hint">{t('layouts.allBlocksUsed')}</p>
          )}
        </section>

        <section className="card" aria-labelledby="layout-fields-heading">
          <h2 id="layout-fields-heading">{t('layouts.fields')}</h2>
          <p className="schema-settings__hint">{t('layouts.fieldsLead')}</p>
          {fields.length === 0 && <p className="empty-state">{t('layouts.noFields')}</p>}
          <ol className="schema-fields">
            {fields.map((key, index) => (
              <li key={key} className="schema-fields__item">
                <div>
                  <strong>{labelOf(key)}</strong> <code className="schemas-key">{key}</code>
                  {errors[`fields.${index}`] && (
                    <p className="field__errors">{errors[`fields.${index}`]?.join(' ')}</p>
                  )}
                </div>
                <OrderControls
                  id={`field-${key}`}
                  label={labelOf(key)}
                  index={index}
                  count={fields.length}
                  onMove={(by) => setFields((list) => move(list, index, by))}
                  onRemove={() => setFields((list) => list.filter((k) => k !== key))}
                />
              </li>
            ))}
          </ol>
          {addable.length > 0 ? (
            <div className="schema-add">
              <ControlFrame label={t('layouts.addFieldLabel')}>
                {(control) => (
                  <select
                    {...control}
                    className="field__input"
                    value={fieldToAdd || addable[0]?.key}
                    onChange={(event) => setFieldToAdd(event.target.value)}
                  >
                    {addable.map((f) => (
                      <option key={f.key} value={f.key}>
                        {f.label}（{f.key}）
                      </option>
                    ))}
                  </select>
                )}
              </ControlFrame>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => {
                  const key = addable.some((f) => f.key === fieldToAdd) ? fieldToAdd : addable[0]?.key;
                  if (key) setFields((list) => [...list, key]);
                  setFieldToAdd('');
                }}
              >
                {t('layouts.addField')}
              </button>
            </div>
          ) : (
            <p className="schema-settings__hint">{t('layouts.allFieldsUsed')}</p>
          )}
        </section>
      </div>

      <aside className="card schema-editor__preview" aria-labelledby="layout-preview-heading">
        <h2 id="layout-preview-heading">{t('layouts.preview')}</h2>
        <LayoutPreview blocks={blocks} fieldLabels={fields.map(labelOf)} roles={roles} />
      </aside>

      <div className="schema-savebar">
        <p role="status" className="schema-savebar__status">
          {dirty ? t('layouts.unsaved') : t('schemas.editor.upToDate')}
        </p>
        <button
          type="button"
          className="button button--secondary"
          disabled={!dirty || save.isPending}
          onClick={() => {
            setBlocks(editor.layout.blocks);
            setFields(editor.layout.fields);
            setErrors({});
          }}
        >
          {t('layouts.discard')}
        </button>
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {t('layouts.save')}
        </button>
      </div>
    </form>
  );
}
