import { type FormEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import type { Estimate, EstimateKind, SaveEstimateBody } from '../../../core/contract/entries.ts';
import { estimateAmounts } from '../../../core/entries/estimate-amounts.ts';
import type { AccountType } from '../../../core/enums.ts';
import { ValidationError } from '../../api/errors.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { TextAreaField } from '../../ui/form/text-area-field.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { useNoticeStore } from '../../ui/notices/notice-context.tsx';
import { useSite } from '../site/site-query.ts';
import { EstimateTotals } from './estimate-card.tsx';
import { fromLocalInput, toLocalInput } from './tokyo-time.ts';
import { useSaveEstimate } from './use-entries.ts';

interface Row {
  key: number;
  label: string;
  unitPrice: string;
  quantity: string;
  unit: string;
}

/** A whole number of the input, or the text itself so that the server names the mistake. */
const wholeNumber = (text: string): number =>
  /^\d+$/.test(text.trim()) && Number.isFinite(Number(text.trim()))
    ? Number(text.trim())
    : (text as unknown as number);
/** The preview counts only what the server could accept; a number past the safe range counts as 0. */
const previewNumber = (text: string): number => {
  const value = /^\d+$/.test(text.trim()) ? Number(text.trim()) : 0;
  return Number.isSafeInteger(value) ? value : 0;
};

/**
 * Writes an estimate: editable lines (add and remove), a message and a deadline, with the subtotal, tax
 * and total as the server will compute them. `method` is POST for a new estimate, PUT for a revision.
 */
export function EstimateForm({
  entryId,
  role,
  kind,
  method,
  title,
  lead,
  saved,
  onSaved,
}: {
  entryId: string;
  role: AccountType;
  kind: EstimateKind;
  method: 'POST' | 'PUT';
  title: string;
  /** What the estimate is for and who reads it. */
  lead?: string | undefined;
  /** What the form starts from: the estimate being revised, or one to build on. */
  saved?: Estimate | undefined;
  onSaved: () => void;
}) {
  const t = useT();
  const site = useSite();
  const id = useId();
  const { notify } = useNoticeStore();
  const save = useSaveEstimate(role, entryId);
  const nextKey = useRef(0);
  const newRow = (item?: Estimate['items'][number]): Row => ({
    key: nextKey.current++,
    label: item?.label ?? '',
    unitPrice: item ? String(item.unitPrice) : '',
    quantity: item ? String(item.quantity) : '1',
    unit: item?.unit ?? '',
  });
  const [rows, setRows] = useState<Row[]>(() => (saved?.items.length ? saved.items.map(newRow) : [newRow()]));
  const [message, setMessage] = useState(saved?.message ?? '');
  const deadlineName = kind === 'initial' ? 'expiresAt' : 'approvalDeadline';
  const savedDeadline = saved?.kind === kind ? saved[deadlineName] : null;
  const [deadline, setDeadline] = useState(toLocalInput(savedDeadline));
  const formRef = useRef<HTMLFormElement>(null);
  const [focusRow, setFocusRow] = useState<number | null>(null);
  const errors = save.error instanceof ValidationError ? save.error.errors : {};

  // After adding a line, its first input takes the focus.
  useLayoutEffect(() => {
    if (focusRow === null) return;
    formRef.current?.querySelector<HTMLInputElement>(`[name="items.${focusRow}.label"]`)?.focus();
    setFocusRow(null);
  }, [focusRow]);

  const amounts = estimateAmounts(
    rows.map((row) => ({
      label: row.label,
      unitPrice: previewNumber(row.unitPrice),
      quantity: previewNumber(row.quantity),
      unit: row.unit,
    })),
    site.payment.taxRate,
  );

  const change = (key: number, part: Partial<Row>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...part } : row)));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const when = fromLocalInput(deadline);
    const body: SaveEstimateBody = {
      items: rows.map((row) => ({
        label: row.label,
        unitPrice: wholeNumber(row.unitPrice),
        quantity: wholeNumber(row.quantity),
        unit: row.unit,
      })),
      message,
      ...(when ? (kind === 'initial' ? { expiresAt: when } : { approvalDeadline: when }) : {}),
    };
    // The saved estimate changes the entry, which may replace this form: a promise outlives it.
    save.mutateAsync({ kind, method, body }).then(
      () => {
        notify({ type: 'success', message: t('entries.estimate.saved') });
        onSaved();
      },
      () => {
        // The one error handler has told the user; 422 messages show next to the inputs.
      },
    );
  }

  return (
    <form ref={formRef} className="form" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <div className="estimate-form__heading">
        <h3 id={`${id}-title`}>{title}</h3>
        {lead && <p>{lead}</p>}
      </div>
      {errors.items && (
        <ul className="field__errors">
          {errors.items.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
      {rows.map((row, index) => {
        const number = index + 1;
        const error = (part: string) => errors[`items.${index}.${part}`];
        return (
          <fieldset key={row.key} className="field field--group estimate-line">
            <legend className="field__label">{t('entries.estimate.line', { number })}</legend>
            <div className="field__parts">
              <TextField
                label={t('entries.estimate.label')}
                name={`items.${index}.label`}
                required
                maxLength={100}
                value={row.label}
                onChange={(event) => change(row.key, { label: event.target.value })}
                errors={error('label')}
              />
              <TextField
                label={t('entries.estimate.unitPriceInput')}
                name={`items.${index}.unitPrice`}
                inputMode="numeric"
                required
                value={row.unitPrice}
                onChange={(event) => change(row.key, { unitPrice: event.target.value })}
                errors={error('unitPrice')}
              />
              <TextField
                label={t('entries.estimate.quantity')}
                name={`items.${index}.quantity`}
                inputMode="numeric"
                required
                value={row.quantity}
                onChange={(event) => change(row.key, { quantity: event.target.value })}
                errors={error('quantity')}
              />
              <TextField
                label={t('entries.estimate.unit')}
                name={`items.${index}.unit`}
                maxLength={20}
                value={row.unit}
                onChange={(event) => change(row.key, { unit: event.target.value })}
                errors={error('unit')}
              />
            </div>
            {rows.length > 1 && (
              <div className="actions">
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => {
                    setRows((current) => current.filter((r) => r.key !== row.key));
                    formRef.current?.querySelector<HTMLButtonElement>('[data-add-line]')?.focus();
                  }}
                >
                  {t('entries.estimate.removeLine', { number })}
                </button>
              </div>
            )}
          </fieldset>
        );
      })}
      {rows.length < 30 && (
        <div className="actions">
          <button
            type="button"
            className="button button--secondary"
            data-add-line
            onClick={() => {
              setRows((current) => [...current, newRow()]);
              setFocusRow(rows.length);
            }}
          >
            {t('entries.estimate.addLine')}
          </button>
        </div>
      )}
      <EstimateTotals subtotal={amounts.subtotal} tax={amounts.tax} total={amounts.total} />
      <TextAreaField
        label={t('entries.estimate.message')}
        name="message"
        rows={4}
        maxLength={2000}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        errors={errors.message}
      />
      <TextField
        label={t(
          kind === 'initial' ? 'entries.estimate.expiresAtInput' : 'entries.estimate.approvalDeadlineInput',
        )}
        name={deadlineName}
        type="datetime-local"
        value={deadline}
        onChange={(event) => setDeadline(event.target.value)}
        errors={errors[deadlineName]}
      />
      <div className="actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {title}
        </button>
      </div>
    </form>
  );
}
