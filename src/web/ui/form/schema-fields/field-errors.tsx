/** The messages under a field, with an id the input points to through aria-describedby. */
export function FieldErrors({ id, messages }: { id: string; messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <ul id={id} className="field__errors">
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}

/** aria attributes of an input that has these messages. */
export function invalidProps(errorId: string, messages: readonly string[], helpId?: string) {
  const describedBy = [messages.length > 0 ? errorId : '', helpId ?? ''].filter(Boolean).join(' ');
  return {
    'aria-invalid': messages.length > 0 || undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
}
